public import Trellis

/// A multi-line text area under its title.
///
/// ```
/// │ Notes                         │
/// │ [                           ] │
/// │ [                           ] │
/// ```
public struct MultilineTextElement: FormElement {
  /// The identifier.
  public let id: String
  /// The title above the area.
  public var title: String
  /// The text shown while the area is empty.
  public var placeholder: String
  /// The initial text.
  public var text: String
  /// The lines the area shows at least.
  public var minLines: Int
  /// The rules the text must follow.
  public var validators: [FormValidator]

  /// Creates a multi-line text element.
  public init(
    id: String, title: String, placeholder: String = "", text: String = "", minLines: Int = 3,
    validators: [FormValidator] = []
  ) {
    self.id = id
    self.title = title
    self.placeholder = placeholder
    self.text = text
    self.minLines = minLines
    self.validators = validators
  }

  /// The initial text.
  public var initialValue: FormValue { .text(text) }

  /// The title and the area.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    return Stack {
      Text(title).tag("label")
      TextArea(placeholder, text: field.value.text ?? "", minLines: minLines) {
        form.setValue(.text($0), for: id)
      }
      .identifier(id)
    }
  }
}
