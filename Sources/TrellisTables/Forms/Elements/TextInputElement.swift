public import Trellis

/// A one-line text field with its title label beside it — or a password
/// field, with ``isSecure``.
///
/// ```
/// │ Name        [Ada            ] │
/// ```
public struct TextInputElement: FormElement {
  /// The identifier.
  public let id: String
  /// The label beside the field.
  public var title: String
  /// The text shown while the field is empty.
  public var placeholder: String
  /// Whether typed characters are hidden.
  public var isSecure: Bool
  /// The initial text.
  public var text: String
  /// The rules the text must follow.
  public var validators: [FormValidator]
  /// The width of the label column, in characters of the host's text.
  public var titleWidth: Double

  /// Creates a text element.
  public init(
    id: String, title: String, placeholder: String = "", text: String = "",
    isSecure: Bool = false, validators: [FormValidator] = [], titleWidth: Double = 12
  ) {
    self.id = id
    self.title = title
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
    self.validators = validators
    self.titleWidth = titleWidth
  }

  /// The initial text.
  public var initialValue: FormValue { .text(text) }

  /// The label and the field.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    return Stack(.horizontal, spacing: 1) {
      FormTitle(title: title, width: titleWidth)
      TextField(placeholder, text: field.value.text ?? "") { form.setValue(.text($0), for: id) }
        .secure(isSecure)
        .onSubmit { _ in form.returnKey(in: id) }
        .flex(grow: 1, shrink: 1)
        .identifier(id)
    }.scaled()
  }
}
