/// A parsed JSON value, keeping booleans apart from numbers (what
/// `JSONSerialization` does not do the same way on every platform), so a
/// reader of untrusted or hand-written JSON can say exactly which value is
/// of the wrong kind.
///
/// Package-internal: the layout conformance runner reads its fixtures with
/// it and TrellisWeb the page's messages. It lives here, in the lowest
/// module both depend on, without being part of the layout engine's API.
package enum JSONValue: Decodable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// A whole number in `Int`'s safe range, else `nil`.
  package var exactInt: Int? {
    guard case .number(let value) = self, value.isFinite, value == value.rounded(),
      abs(value) <= 9e15
    else { return nil }
    return Int(value)
  }

  /// A short name of the value's kind, for error messages.
  package var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
