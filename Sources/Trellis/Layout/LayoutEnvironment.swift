/// What layout needs from the host: how to measure text and the grid to
/// round frames to.
public struct LayoutEnvironment: Sendable {
  /// Measures text.
  public var textMeasurer: any TextMeasuring
  /// Frames are rounded to multiples of `1 / pointScale`: 1 for whole
  /// terminal cells, 2 or 3 for device pixels; 0 leaves them unrounded.
  public var pointScale: Double

  /// Creates an environment.
  public init(textMeasurer: any TextMeasuring, pointScale: Double = 1) {
    self.textMeasurer = textMeasurer
    self.pointScale = pointScale
  }
}
