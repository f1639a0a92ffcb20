/// What one frame cost: the time spent in each ``FramePhase`` since the
/// frame before, and when it ended.
public struct FrameSample: Sendable, Equatable {
  /// Time spent building the component tree.
  public var build: Duration = .zero
  /// Time spent laying it out.
  public var layout: Duration = .zero
  /// Time spent mounting it.
  public var mount: Duration = .zero
  /// Time spent drawing it.
  public var draw: Duration = .zero
  /// When the frame was finished.
  public var end: ContinuousClock.Instant

  /// A frame that ended at `end` with nothing timed yet.
  public init(end: ContinuousClock.Instant) {
    self.end = end
  }

  /// The time spent in `phase`.
  public subscript(phase: FramePhase) -> Duration {
    get {
      switch phase {
      case .build: build
      case .layout: layout
      case .mount: mount
      case .draw: draw
      }
    }
    set {
      switch phase {
      case .build: build = newValue
      case .layout: layout = newValue
      case .mount: mount = newValue
      case .draw: draw = newValue
      }
    }
  }

  /// The frame time: all phases together (the work, not the idle time
  /// between frames).
  public var total: Duration { build + layout + mount + draw }
}
