import Trellis

/// A key binding footer: the active bindings as `key label` pairs, keys in
/// the theme's key look (bold by default), two spaces apart, on the view's first row. Adjacent bindings with
/// the same label share it — `↑↓ Move`, `j/k Move` — and pairs that do not
/// fit are left out whole rather than cut.
enum KeyBindingFooterDrawing {
  static func draw(_ view: DrawnView, bindings: [KeyBinding], on canvas: inout Canvas) {
    let frame = view.frame
    var x = frame.x
    let measurer = TerminalTextMeasurer.cells
    let keyStyle = view.style(view.look(.key))
    let labelStyle = view.style(view.look(.label))
    for (keys, label) in items(bindings) {
      let separator = x == frame.x ? 0 : 2
      let width = measurer.width(of: keys) + 1 + measurer.width(of: label)
      guard x + separator + width <= frame.maxX else { break }
      x += separator
      x = canvas.write(keys, x: x, y: frame.y, style: keyStyle)
      x = canvas.write(" " + label, x: x, y: frame.y, style: labelStyle)
    }
  }

  /// The footer's items: the shown bindings, adjacent ones with the same
  /// label merged into one item.
  static func items(_ bindings: [KeyBinding]) -> [(keys: String, label: String)] {
    var groups: [(keys: [KeyPress], label: String)] = []
    for binding in bindings where binding.isShownInFooter {
      if let last = groups.last, last.label == binding.label {
        groups[groups.count - 1].keys.append(binding.key)
      } else {
        groups.append(([binding.key], binding.label))
      }
    }
    return groups.map { group in
      let names = group.keys.map(\.displayName)
      // Arrows read well run together (`↑↓`); other keys need a slash.
      let arrows: Set<String> = ["↑", "↓", "←", "→"]
      let joined = names.allSatisfy(arrows.contains) ? names.joined() : names.joined(separator: "/")
      return (joined, group.label)
    }
  }
}
