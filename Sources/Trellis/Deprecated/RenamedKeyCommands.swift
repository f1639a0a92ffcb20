// Old names of the key-command API, kept so code written before the rename
// still compiles (with a warning naming the new spelling). "Binding" now means
// only TrellisBinding's two-way value bindings.

/// The old name of ``KeyCommand``.
@available(*, deprecated, renamed: "KeyCommand")
public typealias KeyBinding = KeyCommand

/// The old name of ``KeyCommandFooter``.
@available(*, deprecated, renamed: "KeyCommandFooter")
public typealias KeyBindingFooter = KeyCommandFooter

extension Component {
  /// The old name of ``keyCommand(_:_:isShownInFooter:perform:)``.
  @available(*, deprecated, renamed: "keyCommand(_:_:isShownInFooter:perform:)")
  public func keyBinding(
    _ key: KeyPress, _ label: String, isShownInFooter: Bool = true,
    perform handler: @escaping @MainActor @Sendable (EventContext) -> Void
  ) -> Decorated<Self> {
    keyCommand(key, label, isShownInFooter: isShownInFooter, perform: handler)
  }

  /// The old name of ``keyCommand(_:_:isShownInFooter:send:)``.
  @available(*, deprecated, renamed: "keyCommand(_:_:isShownInFooter:send:)")
  public func keyBinding(
    _ key: KeyPress, _ label: String, isShownInFooter: Bool = true,
    send action: some ComponentAction
  ) -> Decorated<Self> {
    keyCommand(key, label, isShownInFooter: isShownInFooter, send: action)
  }
}

extension AttributeKey where Value == [KeyCommand] {
  /// The old name of ``keyCommands``.
  @available(*, deprecated, renamed: "keyCommands")
  public static var keyBindings: Self { keyCommands }
}

extension ViewKind {
  /// The old name of ``keyCommandFooter``.
  @available(*, deprecated, renamed: "keyCommandFooter")
  public static var keyBindingFooter: ViewKind { keyCommandFooter }
}

extension HostViewTree {
  /// The old name of ``activeKeyCommands``.
  @available(*, deprecated, renamed: "activeKeyCommands")
  public var activeKeyBindings: [KeyCommand] { activeKeyCommands }
}

extension ViewTreeHost {
  /// The old name of ``activeKeyCommands``.
  @available(*, deprecated, renamed: "activeKeyCommands")
  public var activeKeyBindings: [KeyCommand] { activeKeyCommands }
}

extension ViewRegistry {
  /// The old name of ``performKeyCommand(_:on:)``.
  @available(*, deprecated, renamed: "performKeyCommand(_:on:)")
  @discardableResult
  public func performKeyBinding(_ key: KeyPress, on id: ViewID) -> Bool {
    performKeyCommand(key, on: id)
  }
}
