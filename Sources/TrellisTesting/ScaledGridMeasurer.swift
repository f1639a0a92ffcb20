public import Trellis

/// Character-grid text scaled to a pixel host: each character as wide as
/// ``characterWidth`` and each line as tall as ``lineHeight``.
///
/// Tests use it to run host-independent code under a measurer that does not
/// measure in cells, without fonts: line breaks are the grid's, so the
/// expected frames are easy to state.
public struct ScaledGridMeasurer: TextMeasuring {
  private let grid = LayoutEnvironment.characterGrid().textMeasurer
  /// The width of one character, in host units.
  public let characterWidth: Double
  /// The height of one line, in host units.
  public let lineHeight: Double

  /// A measurer drawing each character `characterWidth` wide and each line
  /// `lineHeight` tall (ten by twenty unless told).
  public init(characterWidth: Double = 10, lineHeight: Double = 20) {
    self.characterWidth = characterWidth
    self.lineHeight = lineHeight
  }

  /// The grid's width of `text`, scaled.
  public func lineWidth(of text: String) -> Double { grid.lineWidth(of: text) * characterWidth }

  /// The grid's size of `text` at the scaled-back width, scaled.
  public func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size {
    let size = grid.measure(
      text, maxWidth: maxWidth.map { $0 / characterWidth }, maxLines: maxLines)
    return Size(width: size.width * characterWidth, height: size.height * lineHeight)
  }
}
