import Trellis

/// A counter: a label and a button that increments its state.
struct Counter: StatefulComponent {
  var label = "count"

  func initialState() -> Int { 0 }

  func body(state count: Int, scope: Scope<Int>) -> some Component {
    Stack(.horizontal, spacing: 1) {
      Text("\(label): \(count)").tag("\(label)-value")
      Button("+") { scope.update { $0 + 1 } }.tag("\(label)-increment")
    }
  }
}

struct Liked: ComponentAction, Equatable {
  let postID: Int
}

/// Records the actions that reach the end of the responder chain.
@MainActor
final class RecordingResponder: ActionResponder {
  var actions: [any ComponentAction] = []
  var accepts = true

  func handle(_ action: any ComponentAction) -> Bool {
    actions.append(action)
    return accepts
  }
}
