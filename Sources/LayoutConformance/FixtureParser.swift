import Foundation
import TrellisLayout

/// Reads the fixture format of the layout conformance suite (see the README of the shared
/// fixtures): `{ "tests": [ { "name", "root", "layouts", ... } ] }`.
///
/// Wrong JSON, missing fields and values of the wrong type are errors that name the file
/// and the JSON path. Things the format allows but the runner cannot express (an unknown
/// measure function, an unknown style key) mark the case unsupported instead, with a reason.
struct FixtureParser {
  /// Parses a whole file.
  static func parse(data: Data, file: String) throws(FixtureError) -> [FixtureCase] {
    let document: JSONValue
    do {
      document = try JSONDecoder().decode(JSONValue.self, from: data)
    } catch {
      throw FixtureError(file: file, location: "", message: "not valid JSON: \(describe(error))")
    }
    do {
      return try parseDocument(document)
    } catch {
      throw FixtureError(file: file, location: error.location, message: error.message)
    }
  }

  /// Parses a decoded document.
  static func parseDocument(_ document: JSONValue) throws(FixturePathError) -> [FixtureCase] {
    let root = try Cursor(value: document, path: "").object()
    let tests = try root.required("tests").array()
    var cases: [FixtureCase] = []
    for (index, test) in tests.enumerated() {
      cases.append(try parseCase(test, index: index))
    }
    return cases
  }

  private static func parseCase(_ cursor: Cursor, index: Int) throws(FixturePathError)
    -> FixtureCase
  {
    let object = try cursor.object()
    let name = try object.required("name").string()
    // Paths below a case name it, so errors are easy to find.
    let named = Cursor(value: cursor.value, path: "tests[\(index)] (\(name))").asObject(object)
    var unsupported: [String] = []
    var scale = 1.0
    var useWebDefaults = false
    if let config = try named.optional("config")?.object() {
      if let value = try config.optional("pointScaleFactor")?.optionalNumber() {
        scale = value
      }
      useWebDefaults = try config.optional("useWebDefaults")?.optionalBool() ?? false
      if let errata = try config.optional("errata")?.array(), !errata.isEmpty {
        let names = try errata.map { (item) throws(FixturePathError) in try item.string() }
        unsupported.append("Yoga errata \(names.joined(separator: ", ")) (not modelled)")
      }
    }
    var baseStyle = Style()
    if useWebDefaults {
      baseStyle.flexDirection = .row
      baseStyle.alignContent = .stretch
      baseStyle.flexShrink = 1
    }
    let root = try parseNode(
      named.required("root"), baseStyle: baseStyle, unsupported: &unsupported)
    var layouts: [FixtureLayout] = []
    for layout in try named.required("layouts").array() {
      layouts.append(try parseLayout(layout))
    }
    return FixtureCase(
      name: name, group: try named.optional("file")?.optionalString() ?? "",
      yogaHeadPasses: try named.optional("yogaHeadPasses")?.optionalBool(),
      pointScaleFactor: scale, root: root, layouts: layouts, unsupported: unsupported)
  }

  private static func parseNode(
    _ cursor: Cursor, baseStyle: Style, unsupported: inout [String]
  ) throws(FixturePathError) -> FixtureNode {
    let object = try cursor.object()
    let id = try object.required("id").string()
    var style = baseStyle
    if let styleObject = try object.optional("style")?.object() {
      try StyleParser.apply(styleObject, to: &style, unsupported: &unsupported)
    }
    var measure: FixtureMeasure?
    if let measureCursor = try object.optional("measure"), measureCursor.value != .null {
      let measureObject = try measureCursor.object()
      let function = try measureObject.required("function").string()
      let text = try measureObject.optional("text")?.optionalString() ?? ""
      if function != IntrinsicSizeMeasure.name {
        unsupported.append("measure function \(function) of node \(id) is unknown")
      }
      measure = FixtureMeasure(function: function, text: text)
    }
    var children: [FixtureNode] = []
    if let list = try object.optional("children")?.array() {
      for child in list {
        children.append(try parseNode(child, baseStyle: baseStyle, unsupported: &unsupported))
      }
    }
    return FixtureNode(id: id, style: style, measure: measure, children: children)
  }

  private static func parseLayout(_ cursor: Cursor) throws(FixturePathError) -> FixtureLayout {
    let object = try cursor.object()
    let directionCursor = try object.required("direction")
    let direction: Direction
    switch try directionCursor.string().uppercased() {
    case "LTR": direction = .ltr
    case "RTL": direction = .rtl
    case "INHERIT": direction = .inherit
    case let other:
      throw directionCursor.error("unknown direction \"\(other)\" (expected LTR or RTL)")
    }
    var expected: [(id: String, frame: ExpectedFrame)] = []
    let expectedObject = try object.required("expected").object()
    for key in expectedObject.keys.sorted() {
      let frame = try expectedObject.required(key).object()
      expected.append(
        (
          key,
          ExpectedFrame(
            left: try frame.required("left").number(), top: try frame.required("top").number(),
            width: try frame.required("width").number(),
            height: try frame.required("height").number())
        ))
    }
    return FixtureLayout(
      direction: direction,
      availableWidth: try object.optional("availableWidth")?.optionalNumber(),
      availableHeight: try object.optional("availableHeight")?.optionalNumber(),
      expected: expected)
  }

  private static func describe(_ error: any Error) -> String {
    if case DecodingError.dataCorrupted(let context) = error {
      if let underlying = context.underlyingError {
        return "\(underlying)"
      }
      return context.debugDescription
    }
    return "\(error)"
  }
}

/// A JSON value and the path that led to it.
struct Cursor {
  var value: JSONValue
  var path: String

  func error(_ message: String) -> FixturePathError {
    FixturePathError(location: path, message: message)
  }

  func object() throws(FixturePathError) -> ObjectCursor {
    guard case .object(let members) = value else {
      throw error("expected an object, found \(value.kind)")
    }
    return ObjectCursor(members: members, path: path)
  }

  func asObject(_ object: ObjectCursor) -> ObjectCursor {
    ObjectCursor(members: object.members, path: path)
  }

  func array() throws(FixturePathError) -> [Cursor] {
    guard case .array(let items) = value else {
      throw error("expected an array, found \(value.kind)")
    }
    return items.enumerated().map { Cursor(value: $1, path: "\(path)[\($0)]") }
  }

  func string() throws(FixturePathError) -> String {
    guard case .string(let text) = value else {
      throw error("expected a string, found \(value.kind)")
    }
    return text
  }

  func number() throws(FixturePathError) -> Double {
    guard case .number(let number) = value else {
      throw error("expected a number, found \(value.kind)")
    }
    return number
  }

  func optionalNumber() throws(FixturePathError) -> Double? {
    if value == .null { return nil }
    return try number()
  }

  func optionalString() throws(FixturePathError) -> String? {
    if value == .null { return nil }
    return try string()
  }

  func optionalBool() throws(FixturePathError) -> Bool? {
    switch value {
    case .null: return nil
    case .bool(let flag): return flag
    default: throw error("expected a boolean, found \(value.kind)")
    }
  }
}

/// A JSON object and its path.
struct ObjectCursor {
  var members: [String: JSONValue]
  var path: String

  var keys: Dictionary<String, JSONValue>.Keys { members.keys }

  func required(_ key: String) throws(FixturePathError) -> Cursor {
    guard let value = members[key] else {
      throw FixturePathError(location: path, message: "missing \"\(key)\"")
    }
    return Cursor(value: value, path: path.isEmpty ? key : "\(path).\(key)")
  }

  func optional(_ key: String) throws(FixturePathError) -> Cursor? {
    guard let value = members[key] else { return nil }
    return Cursor(value: value, path: path.isEmpty ? key : "\(path).\(key)")
  }
}
