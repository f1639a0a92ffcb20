/// What dismissing a ``Modal`` does: run a closure, or send a typed action
/// up the responder chain from the modal.
enum ModalDismissal: Sendable {
  case closure(@MainActor @Sendable () -> Void)
  case send(any ComponentAction)

  @MainActor
  func run(_ context: EventContext) {
    switch self {
    case .closure(let dismiss): dismiss()
    case .send(let action): context.send(action)
    }
  }
}
