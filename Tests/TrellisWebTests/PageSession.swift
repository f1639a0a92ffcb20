import Foundation
import Trellis
import TrellisWeb

/// A web host showing one screen, with the messages it sent parsed as the
/// page parses them: what the client would build its DOM from.
@MainActor
final class PageSession {
  private(set) var messages: [String] = []
  let host: WebHost
  let root: ComponentRoot

  init(_ screen: some Component, size: Size = Size(width: 480, height: 900)) {
    let box = MessageBox()
    self.box = box
    host = WebHost(size: size, environment: TestFonts.environment) { box.messages.append($0) }
    root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    root.renderSynchronously(screen)
    host.drawFrame()
    messages = box.messages
  }

  private let box: MessageBox

  /// How many messages the host has sent so far, at once (not only those
  /// ``frame()`` collected).
  var sentCount: Int { box.messages.count }

  /// The messages the host sent after the first `count`.
  func messages(since count: Int) -> [String] {
    Array(box.messages[count...])
  }

  /// Draws a frame after the root settles; returns the messages sent
  /// since the call (the host may draw queued frames meanwhile).
  @discardableResult
  func frame() async -> [String] {
    let before = box.messages.count
    await root.settle()
    host.drawFrame()
    messages = box.messages
    return Array(messages[before...])
  }

  /// Every op of every journal so far (or of `messages`), in order.
  func ops(of messages: [String]? = nil) -> [[Any]] {
    (messages ?? self.messages).flatMap { message -> [[Any]] in
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any],
        let ops = object["ops"] as? [[Any]]
      else { return [] }
      return ops
    }
  }

  /// The id of the view tagged `tag`.
  func id(_ tag: String) -> Int? {
    host.find(tag: tag)?.id.rawValue
  }

  /// The kind and attributes the page was sent for the view tagged `tag`,
  /// later `attrs` ops applied.
  func view(_ tag: String) -> (kind: String, attributes: [String: Any])? {
    guard let id = id(tag) else { return nil }
    var kind: String?
    var attributes: [String: Any] = [:]
    for op in ops() where (op[1] as? Int) == id {
      switch op[0] as? String {
      case "create":
        kind = op[2] as? String
        attributes = op[3] as? [String: Any] ?? [:]
      case "attrs":
        for (name, value) in op[2] as? [String: Any] ?? [:] { attributes[name] = value }
        for name in op[3] as? [String] ?? [] { attributes[name] = nil }
      default: break
      }
    }
    return kind.map { ($0, attributes) }
  }

  /// The last `op` op for the view tagged `tag`, its fields after the id.
  func last(_ op: String, of tag: String, in messages: [String]? = nil) -> [Any]? {
    guard let id = id(tag) else { return nil }
    return ops(of: messages).last { ($0[0] as? String) == op && ($0[1] as? Int) == id }
      .map { Array($0.dropFirst(2)) }
  }
}

/// Where a host's messages collect (the host's sink is a closure).
@MainActor
private final class MessageBox {
  var messages: [String] = []
}
