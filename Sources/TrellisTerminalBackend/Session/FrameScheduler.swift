/// Coalesces redraw requests into at most one frame per display tick, and does
/// nothing at all while no one asks.
///
/// Call ``requestFrame()`` whenever something on screen may have changed — as
/// often as you like. The first request schedules one frame at the next tick
/// (immediately on the next turn of the main actor if the last frame was at least
/// ``interval`` ago); later requests before it runs are absorbed into it. When no
/// frame is requested, no task or timer exists: an idle app uses no CPU.
///
/// ```
/// requests:  ▲ ▲▲ ▲          ▲            (none)
/// frames:    └──────●        └────●
///            |<- 16 ms ->|
/// ```
@MainActor
public final class FrameScheduler {
  /// The shortest time between two frames (about one display refresh).
  public let interval: Duration
  /// The number of frames drawn so far.
  public private(set) var frameCount = 0
  /// Whether a frame is scheduled and not yet drawn.
  public var isFramePending: Bool { pending != nil }

  private let clock = ContinuousClock()
  private let draw: @MainActor () -> Void
  private var pending: Task<Void, Never>?
  private var lastFrame: ContinuousClock.Instant?

  /// Creates a scheduler that calls `draw` for each frame.
  ///
  /// - Parameters:
  ///   - interval: The shortest time between frames; 16 ms (60 Hz) by default.
  ///   - draw: Draws one frame; it runs on the main actor.
  public init(interval: Duration = .milliseconds(16), draw: @escaping @MainActor () -> Void) {
    self.interval = interval
    self.draw = draw
  }

  /// Asks for a frame. Cheap: at most one frame is pending at any time.
  public func requestFrame() {
    guard pending == nil else { return }
    let deadline = Self.nextFrameTime(
      now: clock.now, lastFrame: lastFrame, interval: interval)
    pending = Task { @MainActor [weak self, clock] in
      if deadline > clock.now {
        try? await clock.sleep(until: deadline, tolerance: .milliseconds(1))
      }
      // A cancelled frame (see `cancel()`) is not drawn.
      guard !Task.isCancelled else { return }
      self?.fire()
    }
  }

  /// Cancels a pending frame, if any (when the app is about to end).
  public func cancel() {
    pending?.cancel()
    pending = nil
  }

  private func fire() {
    pending = nil
    lastFrame = clock.now
    frameCount += 1
    draw()
  }

  /// When the next frame may be drawn: now, unless that is within `interval` of
  /// the last frame.
  nonisolated static func nextFrameTime(
    now: ContinuousClock.Instant, lastFrame: ContinuousClock.Instant?, interval: Duration
  ) -> ContinuousClock.Instant {
    guard let lastFrame else { return now }
    let earliest = lastFrame.advanced(by: interval)
    return earliest > now ? earliest : now
  }
}
