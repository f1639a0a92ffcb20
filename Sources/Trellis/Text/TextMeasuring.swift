/// Measures text for layout. The host supplies it: a grid host (terminal,
/// headless) uses the core's ``TerminalTextMeasurer/cells``, which measures
/// in character cells; a pixel host supplies its own, measuring in points
/// with its fonts.
///
/// Measuring runs off the main actor, concurrently: implementations must be
/// thread-safe (pure functions of their input are).
public protocol TextMeasuring: Sendable {
  /// The size of `text` laid out in at most `maxWidth` (unbounded when
  /// `nil`), wrapping at word boundaries, with at most `maxLines` lines
  /// (unlimited when `nil`).
  func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size
}
