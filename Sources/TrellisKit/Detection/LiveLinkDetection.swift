public import Trellis

/// Detects links in texts that change, off the main actor, keeping only the
/// newest: a result for a text that was replaced while it was worked on is
/// dropped, never shown over the newer one.
///
/// ```swift
/// let detection = LiveLinkDetection(detector: DataDetector())
/// if let linked = await detection.detect(in: StyledText(document)) {
///   show(linked)   // nil: a newer text came in meanwhile
/// }
/// ```
@MainActor
public final class LiveLinkDetection {
  /// The detector used.
  public let detector: DataDetector
  /// Texts shorter than this (in UTF-8 bytes) are done at once, on the
  /// caller's actor: handing them off would cost more than finding links.
  public var backgroundThreshold: Int
  private var generation = 0
  private var running: Task<StyledText, Never>?

  /// Creates a detection with `detector`.
  public init(detector: DataDetector = DataDetector(), backgroundThreshold: Int = 4096) {
    self.detector = detector
    self.backgroundThreshold = backgroundThreshold
  }

  /// `text` with its links, or `nil` when ``detect(in:)`` was called again
  /// before this one finished (the older work is cancelled).
  public func detect(in text: StyledText) async -> StyledText? {
    generation += 1
    let mine = generation
    running?.cancel()
    running = nil
    let detector = detector
    let length = text.runs.reduce(0) { $0 + $1.text.utf8.count }
    if length < backgroundThreshold { return detector.addingLinks(to: text) }
    let task = Task.detached(priority: .userInitiated) { detector.addingLinks(to: text) }
    running = task
    let result = await task.value
    guard mine == generation else { return nil }
    running = nil
    return result
  }
}
