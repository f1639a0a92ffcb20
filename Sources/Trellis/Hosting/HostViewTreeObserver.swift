/// Something that follows a ``HostViewTree``'s views as they are mounted,
/// changed, reused and removed, and may take the edits its controls report:
/// what bindings (the `TrellisBinding` module) build on, without the core
/// knowing them.
///
/// Add one with ``HostViewTree/addObserver(_:)``. Every method has a
/// default that does nothing. Calls come on the main actor, in the order
/// the tree changes; an observer must not change the tree's structure from
/// inside a call, only attributes (see
/// ``HostViewTree/applyObservedAttributes(_:to:)``).
@MainActor
public protocol HostViewTreeObserver: AnyObject {
  /// `id` (with what is inside it) was put into a parent or moved.
  func viewTreeDidInsert(_ id: ViewID, into parent: ViewID, of tree: HostViewTree)
  /// `id` (with what is inside it) is about to leave its parent.
  func viewTreeWillRemove(_ id: ViewID, of tree: HostViewTree)
  /// The attributes of `id` were changed by its component: what an
  /// observer added to them may be gone, and `old` is what it showed before.
  func viewTreeDidUpdate(_ id: ViewID, from old: Attributes, of tree: HostViewTree)
  /// `id` is about to show another component's content (a reused view or
  /// list row).
  func viewTreeWillReuse(_ id: ViewID, of tree: HostViewTree)
  /// `id` is about to be destroyed.
  func viewTreeWillDestroy(_ id: ViewID, of tree: HostViewTree)
  /// A control reports the user's edit; return `true` when the observer
  /// took it (a two-way binding wrote it to its model), so the control
  /// shows it even when no component handles the event.
  func viewTree(_ tree: HostViewTree, control id: ViewID, reports event: HostEvent) -> Bool
}

extension HostViewTreeObserver {
  /// Does nothing.
  public func viewTreeDidInsert(_ id: ViewID, into parent: ViewID, of tree: HostViewTree) {}
  /// Does nothing.
  public func viewTreeWillRemove(_ id: ViewID, of tree: HostViewTree) {}
  /// Does nothing.
  public func viewTreeDidUpdate(_ id: ViewID, from old: Attributes, of tree: HostViewTree) {}
  /// Does nothing.
  public func viewTreeWillReuse(_ id: ViewID, of tree: HostViewTree) {}
  /// Does nothing.
  public func viewTreeWillDestroy(_ id: ViewID, of tree: HostViewTree) {}
  /// Takes no edits.
  public func viewTree(_ tree: HostViewTree, control id: ViewID, reports event: HostEvent) -> Bool {
    false
  }
}

extension HostViewTree {
  /// Starts telling `observer` about the tree's changes. The tree keeps a
  /// strong reference until ``removeObserver(_:)``; an observer should
  /// keep the tree weakly.
  public func addObserver(_ observer: any HostViewTreeObserver) {
    guard !observers.contains(where: { $0 === observer }) else { return }
    observers.append(observer)
  }

  /// Stops telling `observer` about the tree's changes.
  public func removeObserver(_ observer: any HostViewTreeObserver) {
    observers.removeAll { $0 === observer }
  }

  /// Sets attributes an observer derives (a bound value) on a view, without
  /// telling observers: `change` edits the view's attributes in place, and
  /// the screen is redrawn when they differ.
  public func applyObservedAttributes(_ change: (inout Attributes) -> Void, to id: ViewID) {
    guard let node = nodes[id] else { return }
    var attributes = node.attributes
    change(&attributes)
    guard attributes != node.attributes else { return }
    node.attributes = attributes
    setNeedsDisplay()
  }

  /// Sets one attribute an observer derives (a bound value) on many views
  /// at once, without telling observers: what one model change shows on
  /// every view bound to it.
  ///
  /// For each view, `make` gets the value it shows now (`nil`: not set) and
  /// returns the one to show (`nil` removes it). Only that attribute is
  /// compared: a view whose value does not change is skipped; a changed
  /// view's attributes are edited in place and its node's
  /// ``HostViewNode/attributesDidChange()`` runs once. The screen is marked
  /// for redraw once, when any view changed. Ids of views that do not
  /// exist are ignored.
  ///
  /// - Returns: The number of views whose value changed.
  @inlinable @discardableResult
  public func applyObservedValue<Value: AttributeValue>(
    for key: AttributeKey<Value>, to ids: some Sequence<ViewID>, _ make: (Value?) -> Value?
  ) -> Int {
    var changed = 0
    for id in ids {
      guard let node = node(id) else { continue }
      let current = node.attributes[key]
      let new = make(current)
      guard new != current else { continue }
      node.attributes[key] = new
      changed += 1
    }
    if changed > 0 { setNeedsDisplay() }
    return changed
  }

  /// Sets `value` (`nil`: removes it) as one attribute an observer derives
  /// on many views at once; see ``applyObservedValue(for:to:_:)``.
  ///
  /// - Returns: The number of views whose value changed.
  @inlinable @discardableResult
  public func applyObservedValue<Value: AttributeValue>(
    _ value: Value?, for key: AttributeKey<Value>, to ids: some Sequence<ViewID>
  ) -> Int {
    applyObservedValue(for: key, to: ids) { _ in value }
  }

  /// Asks the observers whether one takes a control's edit.
  func observersTake(_ event: HostEvent, from id: ViewID) -> Bool {
    var taken = false
    for observer in observers where observer.viewTree(self, control: id, reports: event) {
      taken = true
    }
    return taken
  }
}
