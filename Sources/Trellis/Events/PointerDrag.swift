/// A drag: the pointer pressed on a view and moved with its button held.
///
/// The view (or the nearest view around it that handles
/// ``HostEventKind/drag``) receives ``HostEvent/drag(_:)`` with
/// ``Phase-swift.enum/changed`` each time the pointer moves to another
/// cell, then once with ``Phase-swift.enum/ended`` when the button comes
/// up. A press that was dragged is not also a click. Points are in the
/// receiving view's coordinates.
///
/// ```swift
/// Image(named: "photo")
///   .on(.drag) { event, _ in
///     // A swipe left goes forward, a swipe right goes back.
///     if case .drag(let drag) = event, drag.phase == .ended {
///       if drag.translation.x <= -4 { showNext() }
///       if drag.translation.x >= 4 { showPrevious() }
///     }
///   }
/// ```
public struct PointerDrag: Sendable, Hashable {
  /// Where a drag is.
  public enum Phase: Sendable, Hashable {
    /// The pointer moved; the button is still down.
    case changed
    /// The button came up: the drag is over.
    case ended
  }

  /// Where the button went down.
  public var start: Point
  /// Where the pointer is now.
  public var location: Point
  /// Whether the drag goes on or is over.
  public var phase: Phase

  /// Creates a drag from `start` to `location`.
  public init(start: Point, location: Point, phase: Phase) {
    self.start = start
    self.location = location
    self.phase = phase
  }

  /// How far the pointer moved since the press: `location - start`.
  public var translation: Point {
    Point(x: location.x - start.x, y: location.y - start.y)
  }
}
