/// A key a component answers to, with the short label a footer shows for it.
///
/// Declare bindings with ``Component/keyBinding(_:_:isShownInFooter:perform:)``;
/// hosts list the bindings that are active (those of the focused view and its
/// ancestors) with their labels, and run a binding's handler when its key is
/// pressed:
///
/// ```swift
/// Inbox()
///   .keyBinding(KeyPress("q"), "Quit") { context in context.send(QuitApp()) }
///   .keyBinding(KeyPress("r", modifiers: .control), "Refresh") { _ in store.reload() }
/// ```
///
/// The value carries what a host needs to show and match the binding; the
/// handler stays with the component that declared it.
public struct KeyBinding: Hashable, Sendable, AttributeValue {
  /// The key (with modifiers) that triggers the binding.
  public var key: KeyPress
  /// A short label for footers and help screens, such as `Quit`.
  public var label: String
  /// Whether footers list the binding; hidden bindings still work.
  public var isShownInFooter: Bool

  /// Creates a binding's description.
  public init(_ key: KeyPress, _ label: String, isShownInFooter: Bool = true) {
    self.key = key
    self.label = label
    self.isShownInFooter = isShownInFooter
  }

  /// `key label`, as a footer shows it.
  public var description: String { "\(key.displayName) \(label)" }
}

/// A key binding and the handler of the component that declared it.
struct KeyBindingHandler: Sendable {
  let binding: KeyBinding
  let handler: @MainActor @Sendable (EventContext) -> Void
}

extension [KeyBindingHandler] {
  /// Adds `outer`'s bindings after these; where both bind one key the outer
  /// modifier wins, as it does for every other modifier.
  func adding(_ outer: [KeyBindingHandler]) -> [KeyBindingHandler] {
    guard !outer.isEmpty else { return self }
    let outerKeys = Set(outer.map(\.binding.key))
    return filter { !outerKeys.contains($0.binding.key) } + outer
  }

  /// The handler bound to `key`, if any.
  func handler(for key: KeyPress) -> KeyBindingHandler? {
    first { $0.binding.key == key }
  }
}
