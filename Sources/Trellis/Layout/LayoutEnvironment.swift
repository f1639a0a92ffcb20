/// What layout and controls need from the host, which supplies it (see
/// ``Host/environment``): how to measure text, the grid frames are rounded
/// to, and the geometry of the built-in controls. Everything the core
/// measures is in the host's unit — a character cell on a terminal, a
/// point in a browser or on iOS — and the core assumes none.
public struct LayoutEnvironment: Sendable {
  /// Measures text, in the host's unit.
  public var textMeasurer: any TextMeasuring
  /// Frames are rounded to multiples of `1 / pointScale`: 1 for whole
  /// terminal cells, 2 or 3 for device pixels of points; 0 leaves them
  /// unrounded. Positions controls work out (a slider's thumb) are
  /// rounded the same way.
  public var pointScale: Double
  /// The geometry of the built-in controls.
  public var controlMetrics: ControlMetrics

  /// Creates an environment: a host's, with its measurer, its rounding and
  /// its controls' metrics.
  public init(textMeasurer: any TextMeasuring, pointScale: Double, controlMetrics: ControlMetrics) {
    self.textMeasurer = textMeasurer
    self.pointScale = pointScale
    self.controlMetrics = controlMetrics
  }

  /// `value` rounded to the nearest multiple of `1 / pointScale` (as it is
  /// when ``pointScale`` is 0).
  public func rounded(_ value: Double) -> Double {
    pointScale > 0 ? (value * pointScale).rounded() / pointScale : value
  }

  /// `value` rounded down to a multiple of `1 / pointScale` (as it is when
  /// ``pointScale`` is 0).
  public func roundedDown(_ value: Double) -> Double {
    pointScale > 0 ? (value * pointScale).rounded(.down) / pointScale : value
  }

  /// `value` rounded up to a multiple of `1 / pointScale` (as it is when
  /// ``pointScale`` is 0).
  public func roundedUp(_ value: Double) -> Double {
    pointScale > 0 ? (value * pointScale).rounded(.up) / pointScale : value
  }

  /// The height of one line of text (see ``TextMeasuring/lineHeight``).
  public var lineHeight: Double { textMeasurer.lineHeight }
}

extension LayoutEnvironment {
  /// Whether `other` lays out as this environment does: the same rounding,
  /// control metrics, kind of text measurer, line height and character
  /// width. Something laid out in one (a table's rows) can be kept in the
  /// other; otherwise it is laid out again.
  public func measuresLike(_ other: LayoutEnvironment) -> Bool {
    pointScale == other.pointScale && controlMetrics == other.controlMetrics
      && type(of: textMeasurer) == type(of: other.textMeasurer)
      && lineHeight == other.lineHeight && characterWidth == other.characterWidth
  }
}
