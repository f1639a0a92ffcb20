import Trellis

/// A modal's look: the screen behind it faint, and its panel cleared and
/// framed in the theme's border look, the title in its title look (bold by
/// default). A dialog is a box with the title in its top border; a sheet
/// has a rule along its top edge with the title in it.
///
/// ```
/// ┌─ Delete? ──────────┐      ── Share ─────────────────
/// │ Delete 3 messages? │       Copy link   Mail
/// └────────────────────┘
/// ```
enum ModalDrawing {
  /// Makes every cell of the screen faint, so the modal stands out: text
  /// with the faint attribute, and pixels (an image drawn in half blocks,
  /// whose two colours are its pixels) at half brightness — the faint
  /// attribute would dim only the upper pixel of each cell, striping the
  /// picture.
  static func dim(_ buffer: inout CellBuffer) {
    for row in 0..<buffer.height {
      for column in 0..<buffer.width {
        let cell = buffer[column, row]
        guard !cell.isContinuation, !cell.style.attributes.contains(.dim) else { continue }
        var style = cell.style
        if isPixels(cell.grapheme) {
          guard let foreground = darkened(style.foreground) else { continue }
          style.foreground = foreground
          style.background = darkened(style.background) ?? style.background
        } else {
          style.attributes.insert(.dim)
        }
        buffer.put(cell.grapheme, x: column, y: row, style: style)
      }
    }
  }

  /// Whether a cell shows pixels: the half blocks images are drawn with.
  private static func isPixels(_ grapheme: Character) -> Bool {
    grapheme == "▀" || grapheme == "▄"
  }

  /// `color` at half brightness, or `nil` for the terminal's default,
  /// whose shade is unknown.
  private static func darkened(_ color: TerminalColor) -> TerminalColor? {
    guard color != .default, let rgb = color.resolvedRGB else { return nil }
    return .rgb(rgb.red / 2, rgb.green / 2, rgb.blue / 2)
  }

  static func drawPanel(_ view: DrawnView, on canvas: inout Canvas) {
    let frame = view.frame
    let panel = view.look()
    canvas.fill(frame, style: view.style(panel))
    guard frame.width >= 2, frame.height >= 1 else { return }
    let borderLook = view.look(.border)
    let border = view.style(borderLook, foreground: view.theme.color(borderLook.borderColor))
    let lines = borderLook.border ?? .single
    let titleStyle = view.style(view.look(.title))
    let title = view.attributes[.title].map { " \($0) " } ?? ""
    if view.kind == .sheet {
      canvas.repeatCharacter(
        BoxCharacters(lines).horizontal, count: frame.width, x: frame.x, y: frame.y, style: border)
      canvas.clipped(to: frame) { canvas in
        canvas.write(title, x: frame.x + 2, y: frame.y, style: titleStyle)
      }
      return
    }
    canvas.drawBox(frame, style: border, lines: lines)
    canvas.clipped(
      to: CellRect(x: frame.x + 1, y: frame.y, width: frame.width - 2, height: 1)
    ) { canvas in
      canvas.write(title, x: frame.x + 2, y: frame.y, style: titleStyle)
    }
  }
}
