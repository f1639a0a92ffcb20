public import Trellis

/// One element of a ``Form``: a row with an identifier whose value lives in
/// a ``FormField``.
///
/// A custom element is a small struct: an id, an initial value, and a cell
/// built from its field — read `field.value` to show it, write it as the
/// user edits:
///
/// ```swift
/// struct LabeledField: FormElement {
///   let id: String, label: String
///   var initialValue: FormValue { .text("") }
///   func makeCell(field: FormField, form: Form) -> some Component {
///     Stack(.horizontal, spacing: 1) {
///       Text(label)
///       TextField("", text: field.value.text ?? "") { field.value = .text($0) }.flex(grow: 1)
///     }
///   }
/// }
/// ```
public protocol FormElement: Sendable {
  /// The cell's component type.
  associatedtype Cell: Component
  /// The element's identifier, unique in its form.
  var id: String { get }
  /// The value before the user edits.
  var initialValue: FormValue { get }
  /// The rules the value must follow.
  var validators: [FormValidator] { get }
  /// The value the form reports for what the user entered (a number field
  /// turns its text into a number); identity by default.
  func output(_ value: FormValue) -> FormValue
  /// Builds the element's cell from its field; runs off the main actor.
  func makeCell(field: FormField, form: Form) -> Cell
}

extension FormElement {
  /// No rules.
  public var validators: [FormValidator] { [] }
  /// The value as entered.
  public func output(_ value: FormValue) -> FormValue { value }
}
