/// A place components are shown: the terminal, a test harness, UIKit, the
/// web. Hosts are adapters; the core knows none of them.
///
/// The host keeps a table from ``ViewID`` to its own views and carries out
/// what the mounter asks, nothing more. Reuse, diffing and event routing are
/// the core's job:
///
/// ```
/// mounter ──createView / updateView / setFrame / insertChild / remove──▶ host
/// host ──registry.send(event, to: id)──▶ component handlers, responder chain
/// ```
///
/// A host must:
/// - apply every attribute in ``AttributeChanges/set`` and return every
///   name in ``AttributeChanges/removed`` to the view's default, so a reused
///   view never shows stale content;
/// - treat ``insertChild(_:into:at:)`` of a view that already has a parent
///   as a move.
@MainActor
public protocol Host: AnyObject {
  /// Allocates view ids, routes events, pools reusable views. One per host.
  var registry: ViewRegistry { get }

  /// The host's units and text: how it measures text, the grid its frames
  /// round to, and its controls' geometry. Roots, data sources and views
  /// mounted into the host lay out in it unless told otherwise; the core
  /// has no default of its own. A grid host returns
  /// ``LayoutEnvironment/characterGrid(emojiSequences:)``.
  var environment: LayoutEnvironment { get }

  /// Creates a view for `description`, not yet in any parent.
  func createView(_ id: ViewID, description: ViewDescription)

  /// Changes a view's attributes: sets those in `changes.set`, un-applies
  /// those in `changes.removed`. The view's kind never changes.
  func updateView(_ id: ViewID, changes: AttributeChanges)

  /// Changes a view that shows `old` to show `new`: the mounter calls this
  /// for each view it mounts again (`old` may equal `new`).
  ///
  /// The default sends the difference to ``updateView(_:changes:)`` when
  /// there is one. A host that keeps a view's attributes as a whole (the
  /// terminal, which draws from them) can take `new` as it is and skip
  /// working out the difference: a list scrolling a new row into a reused
  /// view then costs no diff.
  func updateView(_ id: ViewID, from old: Attributes, to new: Attributes)

  /// Tells the host that a view it shows is about to be reused for another
  /// component (a pooled view, a list row's view handed to the row
  /// scrolling in, a screen replaced by another of the same shape). The
  /// host drops what belongs to the user's dealings with the old content:
  /// focus, a pressed state, a caret or selection, a scroll offset. The
  /// default does nothing.
  func viewWillShowOtherContent(_ id: ViewID)

  /// Places a view, in its parent's coordinates.
  func setFrame(_ frame: Rect, of id: ViewID)

  /// Makes `child` the `index`-th child of `parent`, moving it when it is
  /// already in a parent.
  func insertChild(_ child: ViewID, into parent: ViewID, at index: Int)

  /// Takes a view out of its parent (it stays alive, for reuse).
  func removeFromParent(_ id: ViewID)

  /// Destroys a view that is in no parent; its id is not used again.
  func destroyView(_ id: ViewID)
}

extension Host {
  /// Does nothing: a host without interaction state has nothing to drop.
  public func viewWillShowOtherContent(_ id: ViewID) {}

  /// Sends `updateView(id, changes:)` with the difference from `old` to
  /// `new`, if any.
  public func updateView(_ id: ViewID, from old: Attributes, to new: Attributes) {
    let changes = AttributeChanges(from: old, to: new)
    guard !changes.isEmpty else { return }
    updateView(id, changes: changes)
  }
}
