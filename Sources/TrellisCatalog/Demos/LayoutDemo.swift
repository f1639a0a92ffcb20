import Trellis

/// Flexbox stacks and the ComponentKit layout components.
enum LayoutDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "layout", title: "Layout",
      summary: "Stacks, flex grow, wrapping, insets, centring, overlays"
    ) {
      Stack(spacing: 1, alignment: .stretch) {
        Stack(.horizontal, spacing: 1) {
          Text("fixed").backgroundColor(.blue)
          Text("grows to fill").flex(grow: 1).backgroundColor(.green)
          Text("fixed").backgroundColor(.blue)
        }.scaled()
        Stack(.horizontal, spacing: 1, justification: .spaceBetween) {
          Text("start")
          Text("between")
          Text("end")
        }.scaled()
        Stack(.horizontal, spacing: 1, wraps: true) {
          for word in [
            "Wrapping", "stacks", "flow", "onto", "new", "lines", "when", "their", "items",
            "do", "not", "fit", "on", "one", "line", "of", "the", "screen",
          ] {
            Text(word).backgroundColor(.brightBlack)
          }
        }.scaled()
        Center {
          Text(" centred ").backgroundColor(.magenta)
        }.frame(lines: 3).backgroundColor(.black)
        Overlay {
          Text("content under an overlay").padding(steps: EdgeInsets(horizontal: 2, vertical: 1))
            .backgroundColor(.blue)
        } overlay: {
          // At the top right, clear of the content's text on every host
          // (the padding is a line on the grid, a few pixels on the web),
          // on a background of its own: its text takes whatever reads on it.
          Stack(.horizontal, justification: .end) {
            Text(" badge ").backgroundColor(.yellow)
          }
        }
      }.scaled()
    }
  }
}
