extension Component {
  /// Opens a ``CommandPalette`` over this component when `key` is pressed
  /// (Ctrl-P by default): type to search `commands`, ↑ ↓ to pick one,
  /// Enter or a click to run it, Escape to close.
  ///
  /// Attach it to a screen's top-level component, so the key works
  /// wherever the focus is and the palette is centred on the screen:
  ///
  /// ```swift
  /// Inbox(mails).commandPalette([
  ///   Command("Delete selected", shortcut: KeyPress("d"), send: DeleteSelected()),
  ///   Command("Quit", shortcut: KeyPress("q"), send: QuitApp()),
  /// ])
  /// ```
  public func commandPalette(
    _ commands: [Command], key: KeyPress = KeyPress("p", modifiers: .control)
  ) -> some Component {
    CommandPaletteHost(content: self, commands: commands, key: key)
  }
}

/// The component behind ``Component/commandPalette(_:key:)``: whether the
/// palette is open is its state.
struct CommandPaletteHost<Content: Component>: StatefulComponent {
  let content: Content
  let commands: [Command]
  let key: KeyPress

  func initialState() -> Bool { false }

  func body(state isOpen: Bool, scope: Scope<Bool>) -> some Component {
    let close: @MainActor @Sendable () -> Void = { scope.set(false) }
    return
      content
      .keyCommand(key, "Commands") { _ in scope.set(true) }
      .modal(isPresented: isOpen, title: "Commands", onDismiss: close) {
        // Room for a command's title and its key on every host.
        CommandPalette(commands, onRun: close).frame(characters: 60)
      }
  }
}
