import TrellisLayout

/// Lengths a composite states in the host's relative units, resolved at
/// layout time: steps of its spacing scale (``ControlMetrics/spacingStep``),
/// characters and lines of its text. A composite is built once for any
/// host, and only layout knows the host's units. On a grid a step, a
/// character and a line are one cell each, so the numbers read as they
/// always did.
struct ScaledLengths: Sendable, Hashable {
  /// The gap between a stack's children, in steps.
  var gap = 0.0
  /// The padding inside the node, in steps; `nil` keeps the node's own.
  var padding: EdgeInsets?
  /// A width and height in steps, filled in only where the node's style
  /// leaves them `auto` (a `.frame(…)` still wins).
  var width: Double?
  var height: Double?
  /// A width, and a least width, in characters of the host's text (the
  /// width of a digit, CSS's `ch`), filled in where the style leaves them
  /// `auto`.
  var widthInCharacters: Double?
  var minWidthInCharacters: Double?
  /// A height in lines of the host's text, filled in where the style leaves
  /// it `auto`.
  var heightInLines: Double?

  /// Sets these lengths, in `environment`'s units, in `style`, each
  /// rounded down to whole device pixels (multiples of `1 / pointScale`):
  /// twelve characters of a web font are 105.6 px, and a frame rounded at
  /// its edges came out a pixel wider than the cell laid out around it
  /// (D-265). Rounded down, a length never outgrows the room made for it.
  func apply(to style: inout Style, in environment: LayoutEnvironment) {
    let step = environment.controlMetrics.spacingStep
    func pixels(_ value: Double) -> Double { environment.roundedDown(value) }
    if gap != 0 { style.gap = Gap(all: .points(pixels(gap * step))) }
    if let padding {
      style.padding =
        EdgeInsets(
          top: pixels(padding.top * step), leading: pixels(padding.leading * step),
          bottom: pixels(padding.bottom * step), trailing: pixels(padding.trailing * step)
        ).edges
    }
    fill(&style.width, width.map { pixels($0 * step) })
    fill(&style.height, height.map { pixels($0 * step) })
    let character = environment.characterWidth
    fill(&style.width, widthInCharacters.map { pixels($0 * character) })
    fill(&style.minWidth, minWidthInCharacters.map { pixels($0 * character) })
    fill(&style.height, heightInLines.map { pixels($0 * environment.lineHeight) })
  }

  private func fill(_ dimension: inout Dimension, _ value: Double?) {
    if let value, dimension == .auto { dimension = .points(value) }
  }
}

extension LayoutEnvironment {
  /// The width of one character of the host's text, as CSS's `ch` unit
  /// measures it: the width of the digit zero (one cell on a grid).
  public var characterWidth: Double { textMeasurer.lineWidth(of: "0") }
}
