/// A text longer than a measurer lays out in one call.
public struct TextTooLongError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text's length in UTF-8 bytes.
  public var byteCount: Int
  /// The most a call takes (``ProportionalTextMeasurer/maximumTextLength``).
  public var limit: Int

  /// An error for a text of `byteCount` bytes over `limit`.
  public init(byteCount: Int, limit: Int) {
    self.byteCount = byteCount
    self.limit = limit
  }

  /// The lengths, in words.
  public var description: String {
    "the text is \(byteCount) UTF-8 bytes, over the limit of \(limit) for one layout"
  }
}
