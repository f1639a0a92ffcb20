/// A key a component answers to, with the short label a footer shows for it.
///
/// Declare commands with ``Component/keyCommand(_:_:isShownInFooter:perform:)``;
/// hosts list the commands that are active (those of the focused view and its
/// ancestors) with their labels, and run a command's handler when its key is
/// pressed:
///
/// ```swift
/// Inbox()
///   .keyCommand(KeyPress("q"), "Quit") { context in context.send(QuitApp()) }
///   .keyCommand(KeyPress("r", modifiers: .control), "Refresh") { _ in store.reload() }
/// ```
///
/// The value carries what a host needs to show and match the command; the
/// handler stays with the component that declared it.
public struct KeyCommand: Hashable, Sendable, AttributeValue {
  /// The key (with modifiers) that triggers the command.
  public var key: KeyPress
  /// A short label for footers and help screens, such as `Quit`.
  public var label: String
  /// Whether footers list the command; hidden commands still work.
  public var isShownInFooter: Bool

  /// Creates a command's description.
  public init(_ key: KeyPress, _ label: String, isShownInFooter: Bool = true) {
    self.key = key
    self.label = label
    self.isShownInFooter = isShownInFooter
  }

  /// `key label`, as a footer shows it.
  public var description: String { "\(key.displayName) \(label)" }
}

/// A key command and the handler of the component that declared it.
struct KeyCommandHandler: Sendable {
  let command: KeyCommand
  let handler: @MainActor @Sendable (EventContext) -> Void
}

extension [KeyCommandHandler] {
  /// Adds `outer`'s commands after these; where both bind one key the outer
  /// modifier wins, as it does for every other modifier.
  func adding(_ outer: [KeyCommandHandler]) -> [KeyCommandHandler] {
    guard !outer.isEmpty else { return self }
    let outerKeys = Set(outer.map(\.command.key))
    return filter { !outerKeys.contains($0.command.key) } + outer
  }

  /// The handler bound to `key`, if any.
  func handler(for key: KeyPress) -> KeyCommandHandler? {
    first { $0.command.key == key }
  }
}
