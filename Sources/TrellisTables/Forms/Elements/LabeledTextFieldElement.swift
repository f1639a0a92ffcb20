public import Trellis

/// A label and a text field on one line, with an optional hint after the
/// field and rules for what may be typed — the "label + text field"
/// element of the original forms use case (a driver's-licence number, a
/// phone number).
///
/// ```
/// │ Licence no. [32010619900101123] 18 chars │
/// ```
///
/// Typed text is filtered before it reaches the form: characters outside
/// ``allowedCharacters`` are dropped, letters are upper-cased with
/// ``uppercases``, and text beyond ``maxLength`` is cut. It is also a
/// complete example of a custom element: an id, an initial value, and a
/// cell that reads its ``FormField`` and writes edits back through the
/// ``Form``.
public struct LabeledTextFieldElement: FormElement {
  /// The identifier, also the text field's view identifier.
  public let id: String
  /// The label before the field.
  public var label: String
  /// The text shown while the field is empty.
  public var placeholder: String
  /// A short dim note after the field (a unit, the expected format).
  public var hint: String?
  /// The initial text.
  public var text: String
  /// The most characters kept, or `nil` for no limit.
  public var maxLength: Int?
  /// The characters that may be typed, or `nil` for any.
  public var allowedCharacters: (@Sendable (Character) -> Bool)?
  /// Whether letters are upper-cased as they are typed.
  public var uppercases: Bool
  /// The rules the text must follow.
  public var validators: [FormValidator]
  /// The width of the label column, in characters of the host's text.
  public var labelWidth: Double

  /// Creates the element.
  public init(
    id: String, label: String, placeholder: String = "", hint: String? = nil, text: String = "",
    maxLength: Int? = nil, allowedCharacters: (@Sendable (Character) -> Bool)? = nil,
    uppercases: Bool = false, validators: [FormValidator] = [], labelWidth: Double = 12
  ) {
    self.id = id
    self.label = label
    self.placeholder = placeholder
    self.hint = hint
    self.text = text
    self.maxLength = maxLength
    self.allowedCharacters = allowedCharacters
    self.uppercases = uppercases
    self.validators = validators
    self.labelWidth = labelWidth
  }

  /// The initial text, filtered like typed text.
  public var initialValue: FormValue { .text(accepted(text)) }

  /// What the field keeps of `typed`: allowed characters, upper-cased if
  /// asked, at most ``maxLength`` of them.
  public func accepted(_ typed: String) -> String {
    var kept = uppercases ? typed.uppercased() : typed
    if let allowedCharacters { kept = String(kept.filter(allowedCharacters)) }
    if let maxLength { kept = String(kept.prefix(max(0, maxLength))) }
    return kept
  }

  /// The label, the field and the hint.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let element = self
    return Stack(.horizontal, spacing: 1, alignment: .center) {
      FormTitle(title: label, width: labelWidth)
      TextField(placeholder, text: field.value.text ?? "") { typed in
        form.setValue(.text(element.accepted(typed)), for: element.id)
      }
      .onSubmit { _ in form.returnKey(in: element.id) }
      .flex(grow: 1, shrink: 1)
      .identifier(id)
      if let hint {
        Text(hint).foregroundColor(.brightBlack).lineLimit(1).tag("hint")
      }
    }.scaled()
  }
}
