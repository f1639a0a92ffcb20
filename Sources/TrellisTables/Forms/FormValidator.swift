/// A rule a form element's value must follow; it gives the message to show
/// when the value breaks it.
///
/// ```swift
/// TextInputElement(id: "licence", title: "Licence", validators: [
///   .required(), try .pattern("[0-9]{12}", message: "12 digits"),
/// ])
/// ```
public struct FormValidator: Sendable {
  /// Checks a value (after the element's conversion); `nil` means valid.
  public let check: @Sendable (FormValue) -> String?

  /// A validator from a check.
  public init(check: @escaping @Sendable (FormValue) -> String?) {
    self.check = check
  }

  /// The value must not be empty (see ``FormValue/isEmpty``).
  public static func required(_ message: String = "Required") -> FormValidator {
    FormValidator { $0.isEmpty ? message : nil }
  }

  /// Text must match a regular expression as a whole; empty text passes
  /// (combine with ``required(_:)``).
  ///
  /// - Throws: ``InvalidPattern`` when `pattern` is not a regular
  ///   expression.
  public static func pattern(_ pattern: String, message: String) throws(InvalidPattern)
    -> FormValidator
  {
    do {
      _ = try Regex(pattern)
    } catch {
      throw InvalidPattern(pattern: pattern, reason: "\(error)")
    }
    return FormValidator { value in
      guard let text = value.text ?? value.texts?.joined(separator: " "), !text.isEmpty,
        let regex = try? Regex(pattern)
      else { return nil }
      return text.wholeMatch(of: regex) == nil ? message : nil
    }
  }

  /// A number must lie in a range; no number passes (combine with
  /// ``required(_:)``).
  public static func range(_ range: ClosedRange<Double>, message: String? = nil)
    -> FormValidator
  {
    FormValidator { value in
      guard let number = value.number else { return nil }
      return range.contains(number)
        ? nil : message ?? "Must be between \(range.lowerBound) and \(range.upperBound)"
    }
  }

  /// Any rule: return the message when the value is invalid.
  public static func custom(_ check: @escaping @Sendable (FormValue) -> String?)
    -> FormValidator
  {
    FormValidator(check: check)
  }

  /// A pattern that is not a regular expression.
  public struct InvalidPattern: Error, Hashable, Sendable, CustomStringConvertible {
    /// The pattern given.
    public var pattern: String
    /// Why it was refused.
    public var reason: String
    /// A sentence saying what is wrong.
    public var description: String { "invalid pattern \(pattern): \(reason)" }
  }
}
