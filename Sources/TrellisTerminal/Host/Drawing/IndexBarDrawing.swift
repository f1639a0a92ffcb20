import Trellis

/// An index bar: its titles down the middle column, condensed with `•`
/// when they do not fit (see `IndexBarBehavior.entries(count:rows:)`); the
/// picked title inverse while the bar has focus.
enum IndexBarDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let titles = view.attributes[.segments] ?? []
    let selected = view.attributes[.selectedIndex]
    let entries = IndexBarBehavior.entries(count: titles.count, rows: view.frame.height)
    let tint = view.attributes[.tint].map(TerminalColor.init) ?? .ansi(.blue)
    for (row, entry) in entries.enumerated() {
      switch entry {
      case .title(let index):
        let title = titles[index]
        let width = GridTextMeasurer.cells.width(of: title)
        let isPicked = view.isFocused && index == selected
        canvas.write(
          title, x: view.frame.x + max(0, view.frame.width - width) / 2, y: view.frame.y + row,
          style: view.style(foreground: tint, attributes: isPicked ? .inverse : []))
      case .dot(let range):
        let isPicked = view.isFocused && selected.map(range.contains) == true
        canvas.write(
          "•", x: view.frame.x + max(0, view.frame.width - 1) / 2, y: view.frame.y + row,
          style: view.style(attributes: isPicked ? .inverse : .dim))
      }
    }
  }
}
