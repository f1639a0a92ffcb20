extension Component {
  /// Runs `handler` when `key` is pressed while the component, or a view
  /// inside it, has focus — or, with nothing focused, when the component is
  /// the screen's top-level component.
  ///
  /// Hosts resolve bindings from the focused view outwards: the innermost
  /// binding for a key wins, so a list can bind `d` to delete a row while the
  /// screen binds `d` to something else. A focused text field keeps the
  /// characters it types: a binding for `q` does not fire while the user
  /// types a `q` into it. `label` is what a ``KeyBindingFooter`` shows.
  ///
  /// ```swift
  /// MailList(mails)
  ///   .keyBinding(KeyPress("d"), "Delete") { context in context.send(DeleteSelected()) }
  ///   .keyBinding(KeyPress(.escape), "Back", isShownInFooter: false) { _ in router.pop() }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key and modifiers that trigger the binding.
  ///   - label: A short label for footers, such as `Quit`.
  ///   - isShownInFooter: Whether footers list the binding.
  ///   - handler: Runs on the main actor; its context sends typed actions up
  ///     the responder chain from this component.
  public func keyBinding(
    _ key: KeyPress, _ label: String, isShownInFooter: Bool = true,
    perform handler: @escaping @MainActor @Sendable (EventContext) -> Void
  ) -> Decorated<Self> {
    let binding = KeyBinding(key, label, isShownInFooter: isShownInFooter)
    return decorated { $0.keyBindings = [KeyBindingHandler(binding: binding, handler: handler)] }
  }

  /// Sends `action` up the responder chain from this component when `key`
  /// is pressed; see ``keyBinding(_:_:isShownInFooter:perform:)``.
  ///
  /// ```swift
  /// Screen().keyBinding(KeyPress("q"), "Quit", send: QuitApp())
  /// ```
  public func keyBinding(
    _ key: KeyPress, _ label: String, isShownInFooter: Bool = true,
    send action: some ComponentAction
  ) -> Decorated<Self> {
    keyBinding(key, label, isShownInFooter: isShownInFooter) { context in context.send(action) }
  }
}
