/// One per host: allocates ``ViewID``s, routes host events to the
/// components that own the views, and pools unmounted views for reuse.
///
/// A host creates one registry and delivers every user event through
/// ``send(_:to:)``.
@MainActor
public final class ViewRegistry {
  /// Counters of what mounting did, for tests and benchmarks.
  public struct Statistics: Hashable, Sendable {
    /// Views created.
    public var created = 0
    /// Views taken from a reuse pool instead of created.
    public var reused = 0
    /// Views destroyed because their pool was full.
    public var destroyed = 0
    /// Views the mounter sent attributes to again (some may not have
    /// changed: see ``Host/updateView(_:from:to:)``).
    public var updates = 0
  }

  /// What mounting did so far.
  public internal(set) var statistics = Statistics()

  /// The most views kept per pool (kind and attribute shape).
  public var poolCapacity: Int

  private var nextID = 1
  private var routes: [ViewID: Route] = [:]
  private var pools: [ReuseKey: [ViewID]] = [:]
  /// The description each pooled view shows now.
  private var pooled: [ViewID: ViewDescription] = [:]

  private struct Route {
    weak var target: (any EventTarget)?
    let node: Int
  }

  /// Creates a registry; `poolCapacity` bounds each reuse pool.
  public init(poolCapacity: Int = 64) {
    self.poolCapacity = poolCapacity
  }

  /// A new, unused view id.
  public func makeID() -> ViewID {
    defer { nextID += 1 }
    return ViewID(rawValue: nextID)
  }

  /// Delivers a user event on a view to the component that owns it (or the
  /// nearest ancestor that handles this kind of event). Returns whether a
  /// handler ran.
  @discardableResult
  public func send(_ event: HostEvent, to id: ViewID) -> Bool {
    guard let route = routes[id], let target = route.target else { return false }
    return target.handle(event, atNode: route.node)
  }

  /// Runs the handler of the key command for `key` declared on this very
  /// view (not its ancestors); returns whether there was one.
  ///
  /// ``send(_:to:)`` with ``HostEvent/key(_:)`` already tries the commands of
  /// the view and each ancestor, innermost first. Hosts that resolve the
  /// chain themselves — to stop at a modal, or to interleave their own
  /// navigation keys — call this view by view.
  @discardableResult
  public func performKeyCommand(_ key: KeyPress, on id: ViewID) -> Bool {
    guard let route = routes[id], let target = route.target else { return false }
    return target.performKeyCommand(key, atNode: route.node)
  }

  /// Whether a mounted component handles events on this view.
  public func isRouted(_ id: ViewID) -> Bool { routes[id]?.target != nil }

  /// The stateful or controlled components a view was built inside,
  /// outermost first and separated by `/` (keys in brackets), such as
  /// `"CatalogApp/DemoScreen[feed]"`; `"root"` when none encloses it, `nil`
  /// for a view no component mounted (a host's own view). For tools (an
  /// inspector), not for logic.
  public func componentPath(of id: ViewID) -> String? {
    guard let route = routes[id], let target = route.target else { return nil }
    return target.componentPath(atNode: route.node)
  }

  /// Views waiting in reuse pools.
  public var pooledCount: Int { pooled.count }

  func route(_ id: ViewID, to target: any EventTarget, node: Int) {
    routes[id] = Route(target: target, node: node)
  }

  /// The target a view's events go to and the node they start at.
  func route(of id: ViewID) -> (target: any EventTarget, node: Int)? {
    guard let route = routes[id], let target = route.target else { return nil }
    return (target, route.node)
  }

  func unroute(_ id: ViewID) {
    routes[id] = nil
  }

  /// What a view entering a pool shows once its data object is taken off
  /// it: a pooled view stands for no model, and holding one would keep a
  /// model the screen replaced alive for as long as the view waits.
  /// Reusing the view sets the data object of its new content again.
  private static func releasingModel(
    _ description: ViewDescription, of id: ViewID, host: any Host
  ) -> ViewDescription {
    guard description.attributes[.dataObject] != nil else { return description }
    var shown = description
    shown.attributes[.dataObject] = nil
    host.updateView(
      id, changes: AttributeChanges(removed: [AttributeKey<DataObject>.dataObject.name]))
    return shown
  }

  /// A pooled view of `key`'s kind, with the description it shows now:
  /// one of the same attribute shape if there is one (fewest changes),
  /// else any of the kind (the full diff still leaves nothing stale).
  func dequeue(_ key: ReuseKey) -> (ViewID, ViewDescription)? {
    var id = pools[key]?.popLast()
    if id == nil, let other = pools.first(where: { $0.key.kind == key.kind && !$0.value.isEmpty }) {
      id = pools[other.key]?.popLast()
    }
    guard let id, let description = pooled.removeValue(forKey: id) else { return nil }
    statistics.reused += 1
    return (id, description)
  }

  /// Puts an unmounted view in its pool, or destroys it when the pool is
  /// full.
  func recycle(_ id: ViewID, showing description: ViewDescription, host: any Host) {
    routes[id] = nil
    let key = description.reuseKey
    if pools[key, default: []].count < poolCapacity {
      pools[key, default: []].append(id)
      pooled[id] = Self.releasingModel(description, of: id, host: host)
    } else {
      host.destroyView(id)
      statistics.destroyed += 1
    }
  }
}

/// Receives events routed to a node (implemented by the mounter).
@MainActor
protocol EventTarget: AnyObject {
  func handle(_ event: HostEvent, atNode node: Int) -> Bool
  func performKeyCommand(_ key: KeyPress, atNode node: Int) -> Bool
  func componentPath(atNode node: Int) -> String?
  /// The component holding `node`, or `nil` when the target keeps no
  /// tree of components (see ``OutlineNode``).
  func outlineParent(ofNode node: Int) -> OutlineLink?
  /// The components `node` holds, or `nil` when the target keeps no tree
  /// of components.
  func outlineChildren(ofNode node: Int) -> [OutlineLink]?
}

extension EventTarget {
  /// Targets without components (a list's own view) declare no commands.
  func performKeyCommand(_ key: KeyPress, atNode node: Int) -> Bool { false }
  /// Targets without components know of no component.
  func componentPath(atNode node: Int) -> String? { nil }
}
