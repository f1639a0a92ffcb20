import Testing
import Trellis

/// A pixel host's text, as a browser would measure it: proportional, with
/// fractional advances per character — narrow punctuation and spaces 0.55
/// points, other ASCII 0.62, anything else (CJK, emoji) 1.1 — and lines
/// 1.25 points high. It wraps with the core's `GreedyLineWrapper`, as a
/// measurer that does not wrap by itself does.
struct ProportionalTestMeasurer: TextMeasuring {
  /// The height of a line.
  static let lineHeight = 1.25

  /// The advance of one character.
  static func advance(of character: Character) -> Double {
    if " il.,'|:;!".contains(character) { return 0.55 }
    return character.isASCII ? 0.62 : 1.1
  }

  func lineWidth(of text: String) -> Double {
    text.reduce(0) { $0 + Self.advance(of: $1) }
  }

  func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size {
    let extent = GreedyLineWrapper(measurer: self).extent(
      of: text, maxWidth: maxWidth, maxLines: maxLines)
    return Size(width: extent.width, height: Double(extent.lines) * Self.lineHeight)
  }
}

/// The two kinds of host the core's controls are proven under: a
/// character grid, and a pixel host at scale 2 with proportional text and
/// chrome in fractional points.
enum HostUnits: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case characterGrid
  case proportionalPixels

  var testDescription: String { rawValue }

  var environment: LayoutEnvironment {
    switch self {
    case .characterGrid:
      .characterGrid()
    case .proportionalPixels:
      LayoutEnvironment(
        textMeasurer: ProportionalTestMeasurer(), pointScale: 2,
        controlMetrics: Self.pixelMetrics)
    }
  }

  /// Chrome in fractional points, none of it a whole number of the grid's.
  static let pixelMetrics = ControlMetrics(
    toggleChromeWidth: 2.25, buttonPadding: 0.75, badgePadding: 0.5,
    segmentPadding: 0.5, segmentSeparatorWidth: 0.25,
    sliderLength: 12.5, sliderThickness: 1.5, sliderThumbLength: 1.5,
    activityIndicatorSize: Size(width: 1.5, height: 1.5), progressBarMinLength: 6.5,
    progressBarThickness: 0.5, dividerThickness: 0.5, textInputMinWidth: 6.5, caretWidth: 0.25,
    lineStep: 1.25, pageOverlap: 1.25,
    dialogHorizontalPadding: 1.5, dialogVerticalPadding: 1, dialogTitleChromeWidth: 3,
    sheetHorizontalPadding: 1, sheetTopPadding: 1, modalActionSpacing: 0.75,
    spacingStep: 0.75)
}
