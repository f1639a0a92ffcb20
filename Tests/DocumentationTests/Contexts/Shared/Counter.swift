import Trellis

struct Counter: StatefulComponent {
  func initialState() -> Int { 0 }

  func body(state count: Int, scope: Scope<Int>) -> some Component {
    Stack(.horizontal, spacing: 1) {
      Text("\(count)").tag("count")
      Button("+1") { scope.update { $0 + 1 } }.tag("increment")
    }
  }
}
