extension Component {
  /// Runs `action` on the main actor when the user taps the component.
  /// A tap on a descendant without its own tap handler reaches it too.
  ///
  /// ```swift
  /// Text("Retry").onTap { presenter.retry() }
  /// ```
  public func onTap(_ action: @escaping @MainActor @Sendable () -> Void) -> Decorated<Self> {
    on(.tap) { _, _ in action() }
  }

  /// Sends `action` up the responder chain when the user taps the
  /// component.
  public func onTap(send action: some ComponentAction) -> Decorated<Self> {
    on(.tap) { _, context in context.send(action) }
  }

  /// Handles every event of one kind that reaches the component; the
  /// context sends typed actions up the responder chain.
  public func on(
    _ kind: HostEventKind,
    perform handler: @escaping @MainActor @Sendable (HostEvent, EventContext) -> Void
  ) -> Decorated<Self> {
    decorated { $0.handlers.set(kind, handler) }
  }

  /// Handles actions of type `A` sent by this component or its
  /// descendants; they go no further up the chain.
  ///
  /// ```swift
  /// PostRow(post).onAction(Liked.self) { liked in store.like(liked.postID) }
  /// ```
  public func onAction<A: ComponentAction>(
    _ type: A.Type, perform handler: @escaping @MainActor @Sendable (A) -> Void
  ) -> Decorated<Self> {
    decorated { decoration in
      decoration.actionHandlers.append { action, _ in
        guard let action = action as? A else { return false }
        handler(action)
        return true
      }
    }
  }

  /// Handles actions of type `A` sent by this component or its
  /// descendants, with a context that sends actions on up the chain from
  /// here (an ``OpenURL`` for the host, say); they go no further up the
  /// chain themselves.
  public func onAction<A: ComponentAction>(
    _ type: A.Type, perform handler: @escaping @MainActor @Sendable (A, EventContext) -> Void
  ) -> Decorated<Self> {
    decorated { decoration in
      decoration.actionHandlers.append { action, context in
        guard let action = action as? A else { return false }
        handler(action, context)
        return true
      }
    }
  }

  /// Handles actions sent by this component or its descendants; return
  /// `false` to pass an action further up the chain.
  public func onAnyAction(
    perform handler: @escaping @MainActor @Sendable (any ComponentAction) -> Bool
  ) -> Decorated<Self> {
    decorated { decoration in
      decoration.actionHandlers.append { action, _ in handler(action) }
    }
  }
}
