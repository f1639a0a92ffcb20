import Foundation
import Trellis
import TrellisLayout

/// The fields of one client message, read with their bounds checked.
struct Fields {
  let object: [String: JSONValue]
  let type: String

  func missing(_ name: String) -> ClientMessageError { .missingField(name, type: type) }

  func invalid(_ name: String, _ reason: String) -> ClientMessageError {
    .invalidField(name, type: type, reason: reason)
  }

  func number(_ name: String, limit: Double) throws(ClientMessageError) -> Double {
    guard case .number(let value) = object[name] else { throw missing(name) }
    guard value.isFinite, abs(value) <= limit else {
      throw invalid(name, "not a number within ±\(limit)")
    }
    return value
  }

  func coordinate(_ name: String) throws(ClientMessageError) -> Double {
    try number(name, limit: WireFormat.maximumCoordinate)
  }

  func point() throws(ClientMessageError) -> Point {
    Point(x: try coordinate("x"), y: try coordinate("y"))
  }

  func size() throws(ClientMessageError) -> Size {
    let width = try coordinate("width")
    let height = try coordinate("height")
    guard width >= 0, height >= 0 else { throw invalid("width", "a size is not negative") }
    return Size(width: width, height: height)
  }

  func int(_ name: String) throws(ClientMessageError) -> Int {
    guard case .number = object[name] else { throw missing(name) }
    guard let value = object[name]?.exactInt, abs(value) <= 1 << 31 else {
      throw invalid(name, "not a whole number")
    }
    return value
  }

  func view() throws(ClientMessageError) -> ViewID {
    let id = try int("view")
    guard id >= 0 else { throw invalid("view", "a view id is not negative") }
    return ViewID(rawValue: id)
  }

  /// A whole number from 0 up to ``WireFormat/maximumTextLength``: a
  /// caret, a link's or a cell's index.
  func index(_ name: String) throws(ClientMessageError) -> Int {
    let value = try int(name)
    guard (0...WireFormat.maximumTextLength).contains(value) else {
      throw invalid(name, "not in 0...\(WireFormat.maximumTextLength)")
    }
    return value
  }

  /// ``index(_:)``, or `nil` when the field is absent or `null`.
  func optionalIndex(_ name: String) throws(ClientMessageError) -> Int? {
    guard let value = object[name], value != .null else { return nil }
    return try index(name)
  }

  func bool(_ name: String) throws(ClientMessageError) -> Bool {
    guard case .bool(let value) = object[name] else { throw missing(name) }
    return value
  }

  func string(_ name: String, limit: Int) throws(ClientMessageError) -> String {
    guard case .string(let string) = object[name] else { throw missing(name) }
    guard string.count <= limit else { throw invalid(name, "longer than \(limit) characters") }
    return string
  }

  func optionalString(_ name: String, limit: Int) throws(ClientMessageError) -> String? {
    guard let value = object[name], value != .null else { return nil }
    return try string(name, limit: limit)
  }

  /// `"modifiers"`: a list of `"shift"`, `"control"`, `"alt"` (absent: none).
  func modifiers() throws(ClientMessageError) -> KeyPress.Modifiers {
    guard let value = object["modifiers"] else { return [] }
    guard case .array(let names) = value, names.count <= 4 else {
      throw invalid("modifiers", "not a list of at most 4 names")
    }
    var modifiers: KeyPress.Modifiers = []
    for name in names {
      switch name {
      case .string("shift"): modifiers.insert(.shift)
      case .string("control"): modifiers.insert(.control)
      case .string("alt"): modifiers.insert(.alt)
      default: throw invalid("modifiers", "names only shift, control and alt")
      }
    }
    return modifiers
  }
}
