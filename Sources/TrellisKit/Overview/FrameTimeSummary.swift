public import Trellis

/// The frame times of the last frames, summed up for the overview: a
/// sparkline, the median and the 99th percentile, the rate, and the last
/// frame's phases.
public struct FrameTimeSummary: Sendable, Equatable {
  /// The frame times (all phases), oldest first.
  public var frameTimes: [Duration]
  /// The median frame time, or `nil` with no frames.
  public var p50: Duration?
  /// The 99th percentile frame time, or `nil` with no frames.
  public var p99: Duration?
  /// Frames finished in the last second.
  public var framesPerSecond: Int
  /// The last frame, phase by phase.
  public var last: FrameSample?

  /// Sums up `frames`, counting the rate up to `now`.
  public init(frames: [FrameSample], framesPerSecond: Int) {
    frameTimes = frames.map(\.total)
    let sorted = frameTimes.sorted()
    p50 = Self.percentile(50, of: sorted)
    p99 = Self.percentile(99, of: sorted)
    self.framesPerSecond = framesPerSecond
    last = frames.last
  }

  /// The nearest-rank `percent` percentile of `sorted` (ascending).
  public static func percentile(_ percent: Int, of sorted: [Duration]) -> Duration? {
    guard !sorted.isEmpty else { return nil }
    let clamped = min(max(percent, 0), 100)
    let rank = Int((Double(clamped) / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// `values` as a line of block characters (`▁` lowest … `█` highest),
  /// the last `width` of them, scaled to the largest shown.
  public static func sparkline(_ values: [Duration], width: Int) -> String {
    let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    let shown = values.suffix(max(width, 0))
    guard let top = shown.max(), top > .zero else {
      return String(repeating: "▁", count: shown.count)
    }
    return String(
      shown.map { value in
        let level = Int((value / top * Double(bars.count - 1)).rounded())
        return bars[min(max(level, 0), bars.count - 1)]
      })
  }

  /// A duration in milliseconds, two decimals: `"1.25 ms"`.
  public static func milliseconds(_ duration: Duration) -> String {
    let ms = duration / .milliseconds(1)
    let hundredths = Int((ms * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ms"
  }
}
