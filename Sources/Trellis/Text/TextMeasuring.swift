/// Measures text for layout and for the geometry of text controls (where a
/// caret sits, which character a click lands on). The host supplies it in
/// its ``LayoutEnvironment``: a grid host (terminal, headless) uses
/// ``GridTextMeasurer``, which measures in character cells; a pixel host
/// supplies its own, measuring in points with its fonts.
///
/// Measuring runs off the main actor, concurrently: implementations must be
/// thread-safe (pure functions of their input are).
///
/// Only ``measure(_:maxWidth:maxLines:)`` must be written. The other
/// requirements have defaults built on it — ``lineWidth(of:)`` measures
/// one unwrapped line, and ``lines(of:maxWidth:maxLines:)`` wraps greedily
/// at spaces by the widths of single characters — which a measurer with a
/// faster or more exact way (shaping whole lines) replaces.
public protocol TextMeasuring: Sendable {
  /// The size of `text` laid out in at most `maxWidth` (unbounded when
  /// `nil`), wrapping at word boundaries, with at most `maxLines` lines
  /// (unlimited when `nil`).
  func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size

  /// The width of `text` shown on one line, unwrapped, in the host's units:
  /// where a caret after it sits.
  func lineWidth(of text: String) -> Double

  /// The lines `text` wraps to in `maxWidth` (unbounded when `nil`), at
  /// most `maxLines` of them (unlimited when `nil`), each with its styled
  /// runs: the lines ``measure(_:maxWidth:maxLines:)`` measures, so a text
  /// area's caret and clicks land where the host draws its characters.
  /// A soft break drops the spaces it falls in; a hard break its newline.
  func lines(of text: StyledText, maxWidth: Double?, maxLines: Int?) -> [StyledText]

  /// The height of one line of text: what a line step of a text area, a
  /// one-line control and a row of a column row take. Layout asks for it
  /// once per control, so a measurer should answer it without measuring.
  var lineHeight: Double { get }
}

extension TextMeasuring {
  /// Measures `text` on one line with ``measure(_:maxWidth:maxLines:)``.
  public func lineWidth(of text: String) -> Double {
    measure(StyledText(text), maxWidth: nil, maxLines: 1).width
  }

  /// The height of one line, measured as the height of "M" (a measurer
  /// that knows its line height answers it directly).
  public var lineHeight: Double {
    measure(StyledText("M"), maxWidth: nil, maxLines: 1).height
  }

  /// Wraps greedily at spaces, measuring each character with
  /// ``lineWidth(of:)``: see ``GreedyLineWrapper``.
  public func lines(of text: StyledText, maxWidth: Double?, maxLines: Int?) -> [StyledText] {
    GreedyLineWrapper(measurer: self).lines(of: text, maxWidth: maxWidth, maxLines: maxLines)
  }
}
