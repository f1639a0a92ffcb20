import Foundation
public import Trellis

/// A text field for a number, with its title beside it. The value reported
/// is a number (``FormValue/number(_:)``), or none while the text is not
/// one — which fails validation with ``notANumberMessage``.
public struct NumberElement: FormElement {
  /// The identifier.
  public let id: String
  /// The label beside the field.
  public var title: String
  /// The initial number.
  public var number: Double?
  /// The rules the number must follow (after it parsed).
  public var validators: [FormValidator]
  /// The width of the label column, in characters of the host's text.
  public var titleWidth: Double

  /// The message for text that is not a number.
  public static let notANumberMessage = "Not a number"

  /// Creates a number element.
  public init(
    id: String, title: String, number: Double? = nil, validators: [FormValidator] = [],
    titleWidth: Double = 12
  ) {
    self.id = id
    self.title = title
    self.number = number
    self.validators =
      [
        FormValidator { value in
          if case .text(let raw) = value, !raw.allSatisfy(\.isWhitespace) {
            return Self.notANumberMessage
          }
          return nil
        }
      ] + validators
    self.titleWidth = titleWidth
  }

  /// The initial number as text (integers without a decimal point).
  public var initialValue: FormValue { .text(number.map(Self.format) ?? "") }

  /// A number when the text parses; the text itself when it does not (so
  /// validation can say so); none when empty.
  public func output(_ value: FormValue) -> FormValue {
    guard let raw = value.text?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else {
      return .none
    }
    return Double(raw).map { .number($0) } ?? .text(raw)
  }

  /// The label and the field.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    return Stack(.horizontal, spacing: 1) {
      FormTitle(title: title, width: titleWidth)
      TextField("0", text: field.value.text ?? "") { form.setValue(.text($0), for: id) }
        .onSubmit { _ in form.returnKey(in: id) }
        .flex(grow: 1, shrink: 1)
        .identifier(id)
    }.scaled()
  }

  static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
