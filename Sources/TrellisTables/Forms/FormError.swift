/// A form element whose value broke one of its rules.
public struct FormError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The element's identifier.
  public var id: String
  /// The message shown beside the element.
  public var message: String

  /// Creates an error.
  public init(id: String, message: String) {
    self.id = id
    self.message = message
  }

  /// `id: message`.
  public var description: String { "\(id): \(message)" }
}

/// Every invalid element of a submitted form, in form order.
public struct FormErrors: Error, Hashable, Sendable {
  /// The errors, first invalid element first.
  public var errors: [FormError]

  /// Creates the list.
  public init(_ errors: [FormError]) { self.errors = errors }
}
