import Foundation
import Trellis

/// A third host, written as a new kind of host would be: it keeps its
/// views in a `HostViewTree`, takes input as JSON messages (as a web page
/// might send over a socket) and shows the tree as JSON. It knows nothing of
/// any control: every key and click goes to the tree, which hands it to the
/// control's behaviour. Like a page with native inputs, it can also report
/// what the user meant — a field's new text, a switch set, a view scrolled —
/// as semantic messages naming the view by `view` (its id, as ``json()``
/// shows it) or `tag`; the tree takes those through the same behaviours.
@MainActor
final class JSONHost: ViewTreeHost {
  let tree: HostViewTree

  /// A host of `width` × `height` in `environment`'s units: a pixel host
  /// gives its own measurer, scale and metrics, a grid host the grid's.
  init(width: Double, height: Double, environment: LayoutEnvironment = .characterGrid()) {
    tree = HostViewTree(size: Size(width: width, height: height), environment: environment)
  }

  /// One message from the client.
  struct Message: Decodable {
    enum Kind: String, Decodable {
      case key, click, text, wheel, resize
      case setText, setOn, setValue, selectSegment, setDate, activate, scrollTo
    }
    let type: Kind
    var key: String?
    var modifiers: [String]?
    var x: Double?
    var y: Double?
    var text: String?
    var dy: Double?
    var view: Int?
    var tag: String?
    var on: Bool?
    var value: Double?
    var index: Int?
    /// Seconds since 1970.
    var date: Double?
  }

  /// What is wrong with a message.
  enum MessageError: Error, Equatable {
    case malformed(String)
    case missing(field: String, in: String)
    case unknownKey(String)
    case unknownTag(String)
    case semantic(SemanticInputError)
  }

  /// Handles one JSON message; returns whether it did something.
  @discardableResult
  func receive(_ json: String) throws(MessageError) -> Bool {
    let message: Message
    do {
      message = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
    } catch {
      throw .malformed(json)
    }
    switch message.type {
    case .key:
      let name = try required(message.key, "key", json)
      return tree.handleKey(try Self.keyPress(name, modifiers: message.modifiers ?? []))
    case .click:
      let point = Point(
        x: try required(message.x, "x", json), y: try required(message.y, "y", json))
      let extending = message.modifiers?.contains("shift") == true
      guard tree.pointerPressed(at: point, extendingSelection: extending) else { return false }
      return tree.pointerReleased(at: point)
    case .text:
      return tree.insertText(try required(message.text, "text", json))
    case .wheel:
      let point = Point(
        x: try required(message.x, "x", json), y: try required(message.y, "y", json))
      return tree.wheel(Point(x: 0, y: try required(message.dy, "dy", json)), at: point)
    case .resize:
      tree.resize(
        to: Size(
          width: try required(message.x, "x", json), height: try required(message.y, "y", json)))
      return true
    default:
      return try perform(try semanticInput(message, json), on: try target(message, json))
    }
  }

  /// The semantic input a message of one of the semantic kinds carries.
  private func semanticInput(_ message: Message, _ json: String) throws(MessageError)
    -> SemanticInput
  {
    switch message.type {
    case .setText: .setText(try required(message.text, "text", json))
    case .setOn: .setOn(try required(message.on, "on", json))
    case .setValue: .setValue(try required(message.value, "value", json))
    case .selectSegment: .selectSegment(try required(message.index, "index", json))
    case .setDate:
      .setDate(Date(timeIntervalSince1970: try required(message.date, "date", json)))
    case .scrollTo:
      .scroll(
        to: Point(
          x: try required(message.x, "x", json), y: try required(message.y, "y", json)))
    default: .activate
    }
  }

  /// The view a semantic message names, by id or tag.
  private func target(_ message: Message, _ json: String) throws(MessageError) -> ViewID {
    if let view = message.view { return ViewID(rawValue: view) }
    let tag = try required(message.tag, "view", json)
    guard let found = find(tag: tag) else { throw .unknownTag(tag) }
    return found.id
  }

  private func perform(_ input: SemanticInput, on id: ViewID) throws(MessageError) -> Bool {
    do {
      return try tree.perform(input, on: id)
    } catch {
      throw .semantic(error)
    }
  }

  private func required<Value>(_ value: Value?, _ field: String, _ json: String)
    throws(MessageError)
    -> Value
  {
    guard let value else { throw .missing(field: field, in: json) }
    return value
  }

  static func keyPress(_ name: String, modifiers: [String]) throws(MessageError) -> KeyPress {
    let keys: [String: KeyPress.Key] = [
      "enter": .enter, "escape": .escape, "tab": .tab, "backspace": .backspace,
      "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
      "pageUp": .pageUp, "pageDown": .pageDown, "home": .home, "end": .end,
      "space": .character(" "),
    ]
    let key: KeyPress.Key
    if let named = keys[name] {
      key = named
    } else if name.count == 1, let character = name.first {
      key = .character(character)
    } else {
      throw .unknownKey(name)
    }
    var set: KeyPress.Modifiers = []
    if modifiers.contains("shift") { set.insert(.shift) }
    if modifiers.contains("control") { set.insert(.control) }
    if modifiers.contains("alt") { set.insert(.alt) }
    return KeyPress(key, modifiers: set)
  }

  /// The views on screen as JSON: kind, frame, tag and the value each
  /// control shows, nested as the tree is; focus marked.
  func json() -> String {
    func object(_ id: ViewID) -> [String: Any] {
      guard let view = tree.view(id) else { return [:] }
      var result: [String: Any] = [
        "id": id.rawValue, "kind": view.kind.name,
        "frame": [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height],
      ]
      if let tag = view.tag { result["tag"] = tag }
      if let text = view.text { result["text"] = text }
      if let isOn = view[.isOn] { result["isOn"] = isOn }
      if let value = view[.doubleValue] { result["value"] = value }
      if let selected = view[.selectedIndex] { result["selected"] = selected }
      if let date = view[.date] { result["date"] = date.timeIntervalSince1970 }
      if id == tree.focusedView { result["focused"] = true }
      if !view.children.isEmpty { result["children"] = view.children.map(object) }
      return result
    }
    let data = try? JSONSerialization.data(
      withJSONObject: object(rootView), options: [.sortedKeys])
    return data.flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
  }
}
