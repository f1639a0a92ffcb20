public import Trellis

/// One line of text as a measurer laid it out: what it shows and how wide
/// it is. A host draws exactly these lines, one element each, so its
/// lines are the ones layout measured.
public struct MeasuredLine: Hashable, Sendable {
  /// The line's styled text; a truncated line includes the ellipsis (…)
  /// and shows line breaks of the text it took as spaces.
  public var text: StyledText
  /// The line's width in CSS pixels (spaces at a wrap or at the end of
  /// the text excluded).
  public var width: Double
  /// The UTF-8 offsets in the measured text's `plainText`
  /// the line came from; a truncated line's range runs to the end of the
  /// text.
  public var range: Range<Int>
  /// Whether the line was cut with an ellipsis.
  public var isTruncated: Bool

  /// A line showing `text`, `width` pixels wide, from `range` of the text.
  public init(text: StyledText, width: Double, range: Range<Int>, isTruncated: Bool = false) {
    self.text = text
    self.width = width
    self.range = range
    self.isTruncated = isTruncated
  }
}
