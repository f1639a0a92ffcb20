/// Renders a ``CellBuffer`` as an SVG image: a monospace grid with cell backgrounds,
/// coloured text, and bold, italic, underline, strikethrough, dim and inverse.
///
/// Wide clusters are placed on their own so that they span exactly two cells, so
/// the picture keeps the terminal's grid whatever font the viewer substitutes.
///
/// ```swift
/// let svg = SVGScreenshot().render(memoryTerminal.cells)
/// ```
public struct SVGScreenshot: Sendable {
  /// The width of one cell, in SVG user units (pixels).
  public var cellWidth: Double
  /// The height of one cell.
  public var cellHeight: Double
  /// The font size.
  public var fontSize: Double
  /// The CSS font family list.
  public var fontFamily: String
  /// The colour of ``TerminalColor/default`` text.
  public var defaultForeground: RGB
  /// The colour of ``TerminalColor/default`` backgrounds.
  public var defaultBackground: RGB

  /// Creates a screenshot style; the defaults are a 14-pixel monospace font, light
  /// grey on near-black.
  public init(
    cellWidth: Double = 8.4, cellHeight: Double = 17, fontSize: Double = 14,
    fontFamily: String = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
    defaultForeground: RGB = RGB(229, 229, 229), defaultBackground: RGB = RGB(24, 24, 27)
  ) {
    self.cellWidth = cellWidth
    self.cellHeight = cellHeight
    self.fontSize = fontSize
    self.fontFamily = fontFamily
    self.defaultForeground = defaultForeground
    self.defaultBackground = defaultBackground
  }

  /// The SVG document for `buffer`.
  public func render(_ buffer: CellBuffer) -> String {
    let totalWidth = format(Double(buffer.width) * cellWidth)
    let totalHeight = format(Double(buffer.height) * cellHeight)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(totalWidth)" height="\(totalHeight)" \
      viewBox="0 0 \(totalWidth) \(totalHeight)" font-family="\(escape(fontFamily))" \
      font-size="\(format(fontSize))">\n
      """
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"\(defaultBackground.hexString)\"/>\n"
    for y in 0..<buffer.height {
      appendBackgrounds(row: y, of: buffer, to: &svg)
    }
    for y in 0..<buffer.height {
      appendText(row: y, of: buffer, to: &svg)
    }
    svg += "</svg>\n"
    return svg
  }

  /// The colours a cell is painted with, after inverse.
  private func colors(of style: CellStyle) -> (foreground: RGB, background: RGB) {
    let foreground = style.foreground.resolvedRGB ?? defaultForeground
    let background = style.background.resolvedRGB ?? defaultBackground
    return style.attributes.contains(.inverse)
      ? (background, foreground) : (foreground, background)
  }

  private func appendBackgrounds(row y: Int, of buffer: CellBuffer, to svg: inout String) {
    var x = 0
    while x < buffer.width {
      let background = colors(of: buffer[x, y].style).background
      var end = x + 1
      while end < buffer.width, colors(of: buffer[end, y].style).background == background {
        end += 1
      }
      if background != defaultBackground {
        svg += "<rect x=\"\(format(Double(x) * cellWidth))\" "
        svg += "y=\"\(format(Double(y) * cellHeight))\" "
        svg += "width=\"\(format(Double(end - x) * cellWidth))\" "
        svg += "height=\"\(format(cellHeight))\" fill=\"\(background.hexString)\"/>\n"
      }
      x = end
    }
  }

  private func appendText(row y: Int, of buffer: CellBuffer, to svg: inout String) {
    let baseline = Double(y) * cellHeight + cellHeight * 0.78
    var x = 0
    while x < buffer.width {
      let cell = buffer[x, y]
      if cell.width == 0 || cell.grapheme == " " {
        x += 1
        continue
      }
      // A run: narrow, non-blank cells in one style; a wide cluster is a run of its own.
      var content = String(cell.grapheme)
      var end = x + Int(cell.width)
      if cell.width == 1 {
        while end < buffer.width {
          let next = buffer[end, y]
          guard next.width == 1, next.style == cell.style else { break }
          content.append(next.grapheme)
          end += 1
        }
        while content.last == " " {
          content.removeLast()
        }
      }
      let cells = cell.width == 2 ? 2 : content.count
      appendRun(content, cells: cells, x: x, baseline: baseline, style: cell.style, to: &svg)
      x = end
    }
  }

  private func appendRun(
    _ content: String, cells: Int, x: Int, baseline: Double, style: CellStyle,
    to svg: inout String
  ) {
    let attributes = style.attributes
    svg += "<text x=\"\(format(Double(x) * cellWidth))\" y=\"\(format(baseline))\""
    svg += " fill=\"\(colors(of: style).foreground.hexString)\""
    if attributes.contains(.bold) { svg += " font-weight=\"bold\"" }
    if attributes.contains(.italic) { svg += " font-style=\"italic\"" }
    if attributes.contains(.dim) { svg += " opacity=\"0.6\"" }
    var decorations: [String] = []
    if attributes.contains(.underline) { decorations.append("underline") }
    if attributes.contains(.strikethrough) { decorations.append("line-through") }
    if !decorations.isEmpty {
      svg += " text-decoration=\"\(decorations.joined(separator: " "))\""
    }
    if content.utf8.contains(where: { $0 > 0x7F }) {
      // Pin non-ASCII runs to their cells: a fallback font may draw them at
      // another width, which would shift everything after them.
      svg += " textLength=\"\(format(Double(cells) * cellWidth))\""
      svg += " lengthAdjust=\"spacingAndGlyphs\""
    }
    svg += " xml:space=\"preserve\">\(escape(content))</text>\n"
  }

  private func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Formats a coordinate with at most two decimals and no trailing zeros.
  private func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100
    let fraction = abs(hundredths % 100)
    if fraction == 0 { return String(whole) }
    if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
    return "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
