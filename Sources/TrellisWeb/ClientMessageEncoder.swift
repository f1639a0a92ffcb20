import Foundation
import Trellis

/// Writes a ``ClientMessage`` as the page sends it (see <doc:TheWireFormat>):
/// for tools and tests that drive a server without a browser, and the
/// other half of the decoder's round-trip property.
public enum ClientMessageEncoder {
  /// The message's JSON text, or nil when it has no form on the wire: a key
  /// the browser has no name for (`KeyPress.Key.unidentified(_:)`, a
  /// function key past F24).
  public static func encode(_ message: ClientMessage) -> String? {
    var writer = JSONWriter()
    switch message {
    case .key(let press, let text):
      guard let name = keyName(press.key) else { return nil }
      start("key", &writer)
      field("key", &writer)
      writer.string(name)
      modifiers(press.modifiers, &writer)
      if let text {
        field("text", &writer)
        writer.string(text)
      }
    case .click(let point, let extending):
      start("click", &writer)
      coordinates(["x": point.x, "y": point.y], &writer)
      modifiers(extending ? .shift : [], &writer)
    case .wheel(let delta, let point):
      start("wheel", &writer)
      coordinates(["x": point.x, "y": point.y, "dx": delta.x, "dy": delta.y], &writer)
    case .resize(let size):
      start("resize", &writer)
      coordinates(["width": size.width, "height": size.height], &writer)
    case .semantic(let input, let id):
      semantic(input, &writer)
      view(id, &writer)
    default:
      pageMessage(message, &writer)
    }
    writer.raw("}")
    return writer.text
  }

  /// The messages the page sends about its own pointer, editing, focus,
  /// time zone and links.
  private static func pageMessage(_ message: ClientMessage, _ writer: inout JSONWriter) {
    switch message {
    case .pointer(let phase, let point, let extending):
      start("pointer", &writer)
      field("phase", &writer)
      writer.string(phase.rawValue)
      coordinates(["x": point.x, "y": point.y], &writer)
      modifiers(extending ? .shift : [], &writer)
    case .editText(let text, let caret, let anchor, let id):
      start(text == nil ? "select" : "setText", &writer)
      if let text {
        field("text", &writer)
        writer.string(text)
      }
      field("caret", caret, &writer)
      field("anchor", anchor, &writer)
      view(id, &writer)
    case .focus(let id):
      start("focus", &writer)
      view(id, &writer)
    case .timeZone(let zone):
      start("timeZone", &writer)
      field("zone", &writer)
      writer.string(zone.identifier)
    case .followLink(let link, let cell, let id):
      start("link", &writer)
      field("link", link, &writer)
      field("cell", cell, &writer)
      view(id, &writer)
    case .display(let display):
      start("display", &writer)
      field("scheme", &writer)
      writer.string(display.colorScheme.rawValue)
      coordinates(["pixelRatio": display.pixelRatio], &writer)
    case .key, .click, .wheel, .resize, .semantic:
      break
    }
  }

  private static func view(_ id: ViewID, _ writer: inout JSONWriter) {
    field("view", &writer)
    writer.number(id.rawValue)
  }

  private static func semantic(_ input: SemanticInput, _ writer: inout JSONWriter) {
    switch input {
    case .setText(let text):
      start("setText", &writer)
      field("text", &writer)
      writer.string(text)
    case .setOn(let on):
      start("setOn", &writer)
      field("on", &writer)
      writer.raw(on ? "true" : "false")
    case .setValue(let value):
      start("setValue", &writer)
      coordinates(["value": value], &writer)
    case .selectSegment(let index):
      start("selectSegment", &writer)
      field("index", &writer)
      writer.number(index)
    case .setDate(let date):
      start("setDate", &writer)
      coordinates(["date": date.timeIntervalSince1970], &writer)
    case .activate:
      start("activate", &writer)
    case .scroll(let offset):
      start("scrollTo", &writer)
      coordinates(["x": offset.x, "y": offset.y], &writer)
    }
  }

  /// The browser's `KeyboardEvent.key` for `key`.
  static func keyName(_ key: KeyPress.Key) -> String? {
    switch key {
    case .character(let character): String(character)
    case .enter: "Enter"
    case .escape: "Escape"
    case .tab: "Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .up: "ArrowUp"
    case .down: "ArrowDown"
    case .left: "ArrowLeft"
    case .right: "ArrowRight"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .home: "Home"
    case .end: "End"
    case .insert: "Insert"
    case .function(let number): (1...24).contains(number) ? "F\(number)" : nil
    case .unidentified: nil
    }
  }

  private static func start(_ type: String, _ writer: inout JSONWriter) {
    writer.raw("{\"v\":\(WireFormat.version),\"type\":\"\(type)\"")
  }

  private static func field(_ name: String, _ writer: inout JSONWriter) {
    writer.raw(",\"\(name)\":")
  }

  /// Numbers in the order given (a `KeyValuePairs` keeps it).
  /// `,"name":value`, or nothing when there is no value.
  private static func field(_ name: String, _ value: Int?, _ writer: inout JSONWriter) {
    guard let value else { return }
    field(name, &writer)
    writer.number(value)
  }

  private static func coordinates(
    _ values: KeyValuePairs<String, Double>, _ writer: inout JSONWriter
  ) {
    for (name, value) in values {
      field(name, &writer)
      writer.number(value)
    }
  }

  private static func modifiers(_ modifiers: KeyPress.Modifiers, _ writer: inout JSONWriter) {
    let names = [(KeyPress.Modifiers.shift, "shift"), (.control, "control"), (.alt, "alt")]
      .filter { modifiers.contains($0.0) }.map(\.1)
    guard !names.isEmpty else { return }
    field("modifiers", &writer)
    writer.raw("[" + names.map { "\"\($0)\"" }.joined(separator: ",") + "]")
  }
}
