import Foundation
import Trellis
import TrellisLayout

/// Decodes the page's messages (see <doc:TheWireFormat>), checking every
/// field: the size before parsing, then the version, the type, each field's
/// JSON type and its bounds. Bad input of any shape gives a
/// ``ClientMessageError``, never a crash.
public enum ClientMessageDecoder {
  /// The message in `bytes`.
  public static func decode(_ bytes: some Collection<UInt8>) throws(ClientMessageError)
    -> ClientMessage
  {
    guard bytes.count <= WireFormat.maximumClientMessageBytes else {
      throw .tooLarge(bytes: bytes.count, limit: WireFormat.maximumClientMessageBytes)
    }
    let parsed: JSONValue
    do {
      parsed = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    } catch {
      throw .notJSON
    }
    guard case .object(let object) = parsed else { throw .notJSON }
    let version = object["v"]?.exactInt
    guard version == WireFormat.version else { throw .unsupportedVersion(version) }
    guard case .string(let type) = object["type"] else { throw .unknownType(nil) }
    let fields = Fields(object: object, type: type)
    switch type {
    case "key": return try key(fields)
    case "click":
      return .click(
        try fields.point(), extendingSelection: try fields.modifiers().contains(.shift))
    case "wheel":
      return .wheel(
        delta: Point(x: try fields.coordinate("dx"), y: try fields.coordinate("dy")),
        at: try fields.point())
    case "resize":
      return .resize(try fields.size())
    case "pointer":
      guard let phase = ClientMessage.PointerPhase(rawValue: try fields.string("phase", limit: 8))
      else { throw fields.invalid("phase", "not down, move or up") }
      return .pointer(
        phase, at: try fields.point(), extendingSelection: try fields.modifiers().contains(.shift))
    case "select":
      return try editText(nil, fields)
    case "setText" where (fields.object["caret"] ?? .null) != .null:
      return try editText(fields.string("text", limit: WireFormat.maximumTextLength), fields)
    case "timeZone":
      let name = try fields.string("zone", limit: WireFormat.maximumKeyNameLength * 2)
      guard let zone = TimeZone(identifier: name) else {
        throw fields.invalid("zone", "not a time zone identifier")
      }
      return .timeZone(zone)
    case "focus":
      return .focus(try fields.view())
    case "link":
      let cell = try fields.optionalIndex("cell")
      return .followLink(try fields.index("link"), cell: cell, view: try fields.view())
    case "display": return .display(try display(fields))
    case "setText", "setOn", "setValue", "selectSegment", "setDate", "activate", "scrollTo":
      return .semantic(try semanticInput(type, fields), view: try fields.view())
    default:
      throw .unknownType(String(type.prefix(32)))
    }
  }

  /// `display`: `scheme` is `light` or `dark`, `pixelRatio` above 0 and at
  /// most 16.
  private static func display(_ fields: Fields) throws(ClientMessageError) -> WebDisplay {
    let name = try fields.string("scheme", limit: 8)
    guard let scheme = WebColorScheme(rawValue: name) else {
      throw fields.invalid("scheme", "not light or dark")
    }
    let ratio = try fields.number("pixelRatio", limit: 16)
    guard ratio > 0 else { throw fields.invalid("pixelRatio", "not above 0") }
    return WebDisplay(colorScheme: scheme, pixelRatio: ratio)
  }

  private static func key(_ fields: Fields) throws(ClientMessageError) -> ClientMessage {
    let name = try fields.string("key", limit: WireFormat.maximumKeyNameLength)
    let key = try keyName(name, fields)
    let text = try fields.optionalString("text", limit: WireFormat.maximumKeyNameLength)
    return .key(KeyPress(key, modifiers: try fields.modifiers()), text: text)
  }

  /// A key as the browser's `KeyboardEvent.key` names it.
  private static func keyName(_ name: String, _ fields: Fields) throws(ClientMessageError)
    -> KeyPress.Key
  {
    let named: [String: KeyPress.Key] = [
      "Enter": .enter, "Escape": .escape, "Tab": .tab, "Backspace": .backspace,
      "Delete": .delete, "ArrowUp": .up, "ArrowDown": .down, "ArrowLeft": .left,
      "ArrowRight": .right, "PageUp": .pageUp, "PageDown": .pageDown, "Home": .home,
      "End": .end, "Insert": .insert,
    ]
    if let key = named[name] { return key }
    if name.count == 1, let character = name.first { return .character(character) }
    if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...24).contains(number) {
      return .function(number)
    }
    throw fields.invalid("key", "not a key name")
  }

  private static func editText(_ text: String?, _ fields: Fields) throws(ClientMessageError)
    -> ClientMessage
  {
    let anchor = try fields.optionalIndex("anchor")
    return .editText(
      text, caret: try fields.index("caret"), anchor: anchor, view: try fields.view())
  }

  private static func semanticInput(_ type: String, _ fields: Fields) throws(ClientMessageError)
    -> SemanticInput
  {
    switch type {
    case "setText": return .setText(try fields.string("text", limit: WireFormat.maximumTextLength))
    case "setOn": return .setOn(try fields.bool("on"))
    case "setValue": return .setValue(try fields.coordinate("value"))
    case "selectSegment": return .selectSegment(try fields.int("index"))
    case "setDate":
      return .setDate(Date(timeIntervalSince1970: try fields.number("date", limit: 1e11)))
    case "scrollTo": return .scroll(to: try fields.point())
    default: return .activate
    }
  }
}
