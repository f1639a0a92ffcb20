import Trellis

/// What the overview shows at one moment: frame times, memory, the mounted
/// views and the last log messages.
public struct OverviewSnapshot: Sendable, Equatable {
  /// The last frames, summed up.
  public var frames: FrameTimeSummary
  /// The resident size in bytes, or why it is unknown.
  public var memory: Result<Int, ResidentMemoryError>
  /// The mounted views in preorder, the overview's own left out.
  public var views: [InspectedView]
  /// The last log messages, oldest first (empty without an ``OverviewLog``).
  public var log: [OverviewLogEntry]

  /// A snapshot of these values.
  public init(
    frames: FrameTimeSummary, memory: Result<Int, ResidentMemoryError>, views: [InspectedView],
    log: [OverviewLogEntry]
  ) {
    self.frames = frames
    self.memory = memory
    self.views = views
    self.log = log
  }
}
