/// A size in pixels, such as the pixels a view has room for.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
  /// Columns of pixels.
  public var width: Int
  /// Rows of pixels.
  public var height: Int

  /// Creates a size; negative values count as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// `W×H`.
  public var description: String { "\(width)×\(height)" }
}
