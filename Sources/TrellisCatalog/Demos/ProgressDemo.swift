import Trellis

/// Activity, progress, badges and dividers.
enum ProgressDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "progress", title: "Progress",
      summary: "Activity indicator, progress bar, badges and dividers"
    ) {
      ProgressPage()
    }
  }
}

private struct ProgressPage: StatefulComponent {
  func initialState() -> Double { 0.3 }

  func body(state progress: Double, scope: Scope<Double>) -> some Component {
    Stack(spacing: 1, alignment: .stretch) {
      Stack(.horizontal, spacing: 1, alignment: .center) {
        ActivityIndicator(isAnimating: progress < 1)
        Text(progress < 1 ? "Working…" : "Done").tag("status")
      }.scaled()
      ProgressBar(value: progress, label: "\(Int((progress * 100).rounded()))%").tag("bar")
      Stack(.horizontal, spacing: 2) {
        Button("−10%") { scope.update { max(0, $0 - 0.1) } }
        Button("+10%") { scope.update { min(1, $0 + 0.1) } }.tag("more")
      }.scaled()
      Divider()
      Stack(.horizontal, spacing: 1, alignment: .center) {
        Text("Badges")
        Badge("1")
        Badge("beta", color: .magenta)
        Badge("99+", color: .red)
      }.scaled()
    }.scaled()
  }
}
