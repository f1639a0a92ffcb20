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
  /// A character of the host's text (the width of a digit) and a line of
  /// it, in the host's units: a cell on a grid, pixels in a browser. The
  /// host's tree sets it; see ``translationInText``.
  public var textUnit: Size

  /// Creates a drag from `start` to `location`, on a host whose text is
  /// `textUnit` (a character wide, a line high) in its units.
  public init(
    start: Point, location: Point, phase: Phase, textUnit: Size = Size(width: 1, height: 1)
  ) {
    self.start = start
    self.location = location
    self.phase = phase
    self.textUnit = textUnit
  }

  /// How far the pointer moved since the press: `location - start`.
  public var translation: Point {
    Point(x: location.x - start.x, y: location.y - start.y)
  }

  /// ``translation`` in characters (across) and lines (down) of the host's
  /// text: a distance that means the same on every host, for a gesture's
  /// threshold (a swipe of 3 characters is 3 cells on a terminal and about
  /// 30 pixels in a browser, where 3 pixels would be a shaky click).
  public var translationInText: Point {
    let moved = translation
    return Point(
      x: textUnit.width > 0 ? moved.x / textUnit.width : moved.x,
      y: textUnit.height > 0 ? moved.y / textUnit.height : moved.y)
  }
}
