/// Something that mounts views of its own into a view of a component tree:
/// a virtualised list, a table, any view hierarchy managed imperatively.
///
/// Place it with ``Embedded``. The mounter calls ``mount(host:in:size:)``
/// once the view exists, ``resize(to:)`` when layout gives it a new size,
/// and ``unmount()`` when the view leaves the tree (or the tree is
/// unmounted). One object is mounted in at most one place at a time.
@MainActor
public protocol Embeddable: AnyObject, Sendable {
  /// Mounts the content's views as children of `view`, which is `size`
  /// big.
  func mount(host: any Host, in view: ViewID, size: Size)
  /// The view was laid out at a new size.
  func resize(to size: Size)
  /// Removes the content's views; ``mount(host:in:size:)`` may follow.
  func unmount()
  /// Waits until everything the content has queued (changes, rebuilds of
  /// its items) is shown. ``ComponentRoot/settle()`` awaits it for every
  /// embedded content, so a test or presenter awaits one call.
  func settle() async
}

extension Embeddable {
  /// Content that applies everything at once has nothing to wait for.
  public func settle() async {}
}
