import Trellis

/// A key command footer: the active commands as `key label` pairs, keys in
/// the theme's key look (bold by default), two spaces apart, on the view's
/// first row. Adjacent commands with
/// the same label share it — `↑↓ Move`, `j/k Move` — and pairs that do not
/// fit are left out whole rather than cut.
enum KeyCommandFooterDrawing {
  static func draw(_ view: DrawnView, commands: [KeyCommand], on canvas: inout Canvas) {
    let frame = view.frame
    var x = frame.x
    let measurer = GridTextMeasurer.cells
    let keyStyle = view.style(view.look(.key))
    let labelStyle = view.style(view.look(.label))
    for (keys, label) in KeyCommand.footerItems(commands) {
      let separator = x == frame.x ? 0 : 2
      let width = measurer.width(of: keys) + 1 + measurer.width(of: label)
      guard x + separator + width <= frame.maxX else { break }
      x += separator
      x = canvas.write(keys, x: x, y: frame.y, style: keyStyle)
      x = canvas.write(" " + label, x: x, y: frame.y, style: labelStyle)
    }
  }
}
