public import Trellis

/// Measures and wraps text in CSS pixels with real fonts, the way a
/// browser draws it: HarfBuzz shapes each run (kerning, ligatures,
/// combining marks, Arabic joining, right-to-left scripts) with the font
/// files of a ``FontFallbackChain``, clusters a font lacks fall back
/// through the chain, and lines wrap by the core's own wrapping at spaces
/// and at the other line-break opportunities of Unicode's rules it knows
/// (between ideographs, after hyphens, never before closing punctuation).
///
/// A pixel host (the web host) supplies it as its text measurer and draws
/// the lines of ``measuredLines(of:maxWidth:maxLines:truncation:)`` one element
/// each, with ``lineHeight`` as the CSS `line-height`, so every line break,
/// truncation and frame the server decided is the one the browser shows.
///
/// ```swift
/// let measurer = ProportionalTextMeasurer(fonts: try .debian(), fontSize: 16)
/// let size = measurer.measure("Hello, world", maxWidth: 200, maxLines: nil)
/// ```
///
/// The measurer is a value over a shared, immutable chain: use it from any
/// number of layout threads at once.
public struct ProportionalTextMeasurer: TextMeasuring {
  /// The fonts text is drawn with.
  public let fonts: FontFallbackChain
  /// The font size in CSS pixels (the em), within ``fontSizes``.
  public let fontSize: Double

  /// The most UTF-8 bytes one call lays out (256 KiB), checked before
  /// anything is allocated: ``measuredLines(of:maxWidth:maxLines:truncation:)``
  /// throws past it, and ``measure(_:maxWidth:maxLines:)`` measures the
  /// text's first characters up to it.
  public static let maximumTextLength = 256 << 10
  /// The font sizes a measurer takes; others are clamped into it (a size
  /// that is not a number is 16).
  public static let fontSizes: ClosedRange<Double> = 1...1024
  /// Widths are kept in fixed point, this many units to the pixel: the
  /// core's wrapping counts in integers.
  static let unitsPerPixel = 1024.0

  /// A measurer of text in `fonts` at `fontSize` CSS pixels.
  public init(fonts: FontFallbackChain, fontSize: Double) {
    self.fonts = fonts
    self.fontSize =
      fontSize.isNaN
      ? 16 : min(max(fontSize, Self.fontSizes.lowerBound), Self.fontSizes.upperBound)
  }

  /// The height of a line in pixels: the primary font's ascent, descent
  /// and line gap at this size, each rounded as browsers do for CSS
  /// `line-height: normal`.
  public var lineHeight: Double {
    let face = fonts.families[0].face(for: .regular)
    return (face.ascent * fontSize).rounded() + (face.descent * fontSize).rounded()
      + (face.lineGap * fontSize).rounded()
  }

  /// The distance in pixels from the top of a line to its baseline.
  public var baseline: Double {
    let face = fonts.families[0].face(for: .regular)
    return ((face.lineGap * fontSize).rounded() / 2 + (face.ascent * fontSize).rounded())
  }

  /// The size of the wrapped text: its widest line by its number of lines
  /// times ``lineHeight``.
  public func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size {
    let clusters = clusters(of: Self.cut(text))
    var widest = 0
    let lines = clusters.wrap(maxWidth: Self.scaled(maxWidth), maxLines: maxLines)
    for line in lines { widest = max(widest, line.width) }
    return Size(
      width: Double(widest) / Self.unitsPerPixel, height: Double(lines.count) * lineHeight)
  }

  /// The lines `text` wraps to, as `TextMeasuring` hands them to a text
  /// area: the same breaks as ``measuredLines(of:maxWidth:maxLines:truncation:)``
  /// (shaped, with the fallback fonts), so the caret and clicks land where
  /// the browser draws the characters. Text over ``maximumTextLength`` is
  /// cut there first, as ``measure(_:maxWidth:maxLines:)`` cuts it.
  public func lines(of text: StyledText, maxWidth: Double?, maxLines: Int?) -> [StyledText] {
    let lines = try? measuredLines(
      of: Self.cut(text), maxWidth: maxWidth, maxLines: maxLines, truncation: nil)
    return (lines ?? []).map(\.text)
  }

  /// The text's lines after wrapping within `maxWidth` pixels (unbounded
  /// when `nil`), at most `maxLines` (unlimited when `nil`); with a
  /// `truncation`, a text that needs more lines has its last line cut by
  /// it, with an ellipsis (…) where text is left out, within `maxWidth`.
  ///
  /// - Throws: ``TextTooLongError`` when the text is over
  ///   ``maximumTextLength`` UTF-8 bytes.
  public func measuredLines(
    of text: StyledText, maxWidth: Double?, maxLines: Int?, truncation: TextTruncation? = nil
  ) throws(TextTooLongError) -> [MeasuredLine] {
    let length = Self.length(of: text)
    guard length <= Self.maximumTextLength else {
      throw TextTooLongError(byteCount: length, limit: Self.maximumTextLength)
    }
    let clusters = clusters(of: text)
    let limit = Self.scaled(maxWidth)
    guard let truncation, let maxLines, maxLines > 0, let limit else {
      return clusters.wrap(maxWidth: limit, maxLines: maxLines).map { line(of: $0, clusters) }
    }
    // Wrapping with one line more tells whether text is left over; the cut
    // is on the last line kept only.
    let kept = clusters.wrap(maxWidth: limit, maxLines: maxLines + 1).prefix(maxLines)
    guard let last = kept.last,
      (last.range.upperBound..<clusters.count).contains(where: { clusters[$0].kind == .other })
    else {
      return kept.map { line(of: $0, clusters) }
    }
    return kept.dropLast().map { line(of: $0, clusters) }
      + [truncatedLine(clusters, from: last.range.lowerBound, limit: limit, mode: truncation)]
  }

  /// The pixel width `maxWidth` in fixed-point units; `nil` (no limit) for
  /// no width, one that is not a number or one too large to matter.
  static func scaled(_ maxWidth: Double?) -> Double? {
    guard let maxWidth, !maxWidth.isNaN, maxWidth < 1e12 else { return nil }
    return max(0, maxWidth) * unitsPerPixel
  }

  /// The text's length in UTF-8 bytes, counted without copying it.
  static func length(of text: StyledText) -> Int {
    var total = 0
    for run in text.runs { total += run.text.utf8.count }
    return total
  }

  /// `text`, or its first characters up to ``maximumTextLength`` bytes.
  static func cut(_ text: StyledText) -> StyledText {
    guard length(of: text) > maximumTextLength else { return text }
    var kept = StyledText(runs: [])
    var room = maximumTextLength
    for run in text.runs {
      var end = run.text.startIndex
      for character in run.text {
        let size = character.utf8.count
        guard size <= room else { break }
        room -= size
        end = run.text.index(after: end)
      }
      kept.append(StyledText.Run(String(run.text[..<end]), style: run.style))
      if end != run.text.endIndex { break }
    }
    return kept
  }
}
