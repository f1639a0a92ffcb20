/// The closure that handles one kind of event on one node.
typealias EventHandler = @MainActor @Sendable (HostEvent, EventContext) -> Void

/// The event handlers of one rendered node, by kind.
///
/// A small array: a node has at most a few handlers, and a linear scan of a
/// handful of entries beats hashing.
struct EventHandlers: Sendable {
  private(set) var entries: [(kind: HostEventKind, handler: EventHandler)] = []

  var isEmpty: Bool { entries.isEmpty }

  /// The kinds handled, for the view's `events` attribute.
  var kinds: [HostEventKind] { entries.map(\.kind) }

  func handler(for kind: HostEventKind) -> EventHandler? {
    entries.first { $0.kind == kind }?.handler
  }

  /// Sets the handler for a kind, replacing any earlier one.
  mutating func set(_ kind: HostEventKind, _ handler: @escaping EventHandler) {
    if let index = entries.firstIndex(where: { $0.kind == kind }) {
      entries[index].handler = handler
    } else {
      entries.append((kind, handler))
    }
  }

  /// Adds `other`'s handlers; `other` wins where both handle a kind.
  mutating func merge(_ other: EventHandlers) {
    for entry in other.entries { set(entry.kind, entry.handler) }
  }
}
