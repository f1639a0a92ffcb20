import Trellis

/// Buttons in their states, with a counter they drive.
enum ButtonsDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "buttons", title: "Buttons", summary: "Buttons, disabled and selected, and badges"
    ) {
      ButtonsPage()
    }
  }
}

private struct ButtonsPage: StatefulComponent {
  func initialState() -> Int { 0 }

  func body(state count: Int, scope: Scope<Int>) -> some Component {
    Stack(spacing: 1, alignment: .start) {
      Stack(.horizontal, spacing: 2, alignment: .center) {
        Button("−1") { scope.update { $0 - 1 } }.tag("decrement")
        Text("Count: \(count)").bold().tag("count")
        Button("+1") { scope.update { $0 + 1 } }.tag("increment")
        Button("Reset") { scope.update { _ in 0 } }.disabled(count == 0)
      }.scaled()
      Stack(.horizontal, spacing: 2) {
        Button("Disabled") {}.disabled()
        Button("Selected") {}.selected()
      }.scaled()
      Stack(.horizontal, spacing: 1, alignment: .center) {
        Text("Inbox")
        Badge("\(max(0, count))", color: .red)
        Text("Updates")
        Badge("new", color: .blue)
      }.scaled()
    }.scaled()
  }
}
