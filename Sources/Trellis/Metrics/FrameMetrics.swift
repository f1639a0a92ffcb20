/// The cost of the last frames, phase by phase, for tools that show it (an
/// overview overlay, a test, a benchmark).
///
/// The core knows no host, so hosts feed it: a ``ComponentRoot`` records
/// ``FramePhase/build``, ``FramePhase/layout`` and ``FramePhase/mount``
/// for the tree it mounts into, and a host records ``FramePhase/draw`` and
/// ends each frame with ``endFrame(at:)``. Attach one to a tree through
/// ``HostViewTree/frameMetrics``; while none is attached, nothing is timed
/// (one `nil` check per render and frame).
///
/// ```swift
/// let tree = HostViewTree(size: Size(width: 80, height: 24), environment: .characterGrid())
/// let metrics = FrameMetrics()
/// tree.frameMetrics = metrics
/// // … frames are drawn …
/// let frameTime = metrics.frames.last?.total   // the last frame time
/// ```
@MainActor
public final class FrameMetrics {
  /// How many frames are kept; older ones are dropped.
  public let capacity: Int
  /// The last frames, oldest first, at most ``capacity``.
  public private(set) var frames: [FrameSample] = []
  /// Time recorded since the last frame ended (renders can come without
  /// a frame, and several can share one).
  private var pending = FrameSample(end: .now)

  /// Metrics keeping the last `capacity` frames (at least one).
  public init(capacity: Int = 120) {
    self.capacity = max(capacity, 1)
  }

  /// Adds `duration` to the time the current frame spent in `phase`.
  public func record(_ phase: FramePhase, _ duration: Duration) {
    pending[phase] += duration
  }

  /// Ends the current frame: what was recorded since the last one becomes
  /// a ``FrameSample`` ending at `end`.
  public func endFrame(at end: ContinuousClock.Instant = .now) {
    var sample = pending
    sample.end = end
    frames.append(sample)
    if frames.count > capacity { frames.removeFirst(frames.count - capacity) }
    pending = FrameSample(end: end)
  }

  /// The frames that ended in the second up to `now`.
  public func framesPerSecond(at now: ContinuousClock.Instant = .now) -> Int {
    let start = now - .seconds(1)
    var count = 0
    for frame in frames.reversed() {
      guard frame.end > start else { break }
      if frame.end <= now { count += 1 }
    }
    return count
  }

  /// Forgets every frame.
  public func reset() {
    frames.removeAll()
    pending = FrameSample(end: .now)
  }
}
