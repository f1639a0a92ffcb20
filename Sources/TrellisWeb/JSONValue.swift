import Foundation

/// A parsed JSON value, keeping booleans apart from numbers (what
/// `JSONSerialization` does not do the same way on every platform).
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let bool = try? container.decode(Bool.self) {
      self = .bool(bool)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let string = try? container.decode(String.self) {
      self = .string(string)
    } else if let array = try? container.decode([JSONValue].self) {
      self = .array(array)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// A whole number in `Int`'s safe range, else `nil`.
  var exactInt: Int? {
    guard case .number(let value) = self, value.isFinite, value == value.rounded(),
      abs(value) <= 9e15
    else { return nil }
    return Int(value)
  }
}
