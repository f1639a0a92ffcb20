extension Component {
  /// Runs `handler` when `key` is pressed while the component, or a view
  /// inside it, has focus — or, with nothing focused, when the component is
  /// the screen's top-level component.
  ///
  /// Hosts resolve commands from the focused view outwards: the innermost
  /// command for a key wins, so a list can bind `d` to delete a row while the
  /// screen binds `d` to something else. A focused text field keeps the
  /// characters it types: a command for `q` does not fire while the user
  /// types a `q` into it. `label` is what a ``KeyCommandFooter`` shows.
  ///
  /// ```swift
  /// MailList(mails)
  ///   .keyCommand(KeyPress("d"), "Delete") { context in context.send(DeleteSelected()) }
  ///   .keyCommand(KeyPress(.escape), "Back", isShownInFooter: false) { _ in router.pop() }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key and modifiers that trigger the command.
  ///   - label: A short label for footers, such as `Quit`.
  ///   - isShownInFooter: Whether footers list the command.
  ///   - handler: Runs on the main actor; its context sends typed actions up
  ///     the responder chain from this component.
  public func keyCommand(
    _ key: KeyPress, _ label: String, isShownInFooter: Bool = true,
    perform handler: @escaping @MainActor @Sendable (EventContext) -> Void
  ) -> Decorated<Self> {
    let command = KeyCommand(key, label, isShownInFooter: isShownInFooter)
    return decorated { $0.keyCommands = [KeyCommandHandler(command: command, handler: handler)] }
  }

  /// Sends `action` up the responder chain from this component when `key`
  /// is pressed; see ``keyCommand(_:_:isShownInFooter:perform:)``.
  ///
  /// ```swift
  /// Inbox().keyCommand(KeyPress("q"), "Quit", send: QuitApp())
  /// ```
  public func keyCommand(
    _ key: KeyPress, _ label: String, isShownInFooter: Bool = true,
    send action: some ComponentAction
  ) -> Decorated<Self> {
    keyCommand(key, label, isShownInFooter: isShownInFooter) { context in context.send(action) }
  }
}
