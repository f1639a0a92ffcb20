public import Logging
import Observation
public import Trellis

/// Keeps the bindings of a `HostViewTree`'s views current: resolves
/// each bound view's paths against the mounted tree, applies the values,
/// and, when an `@Observable` model read by a binding changes or a view's
/// data object is replaced, updates exactly the views bound to it —
/// coalesced per main-actor turn, without rebuilding any component.
///
/// ```swift
/// import TrellisTesting
///
/// let host = HeadlessHost(size: Size(width: 40, height: 10))
/// let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
/// let binder = Binder(tree: host.tree)
/// await root.render(FruitCard(fruit: fruit))   // sets `.dataObject(fruit)`
/// await binder.settle()            // bindings resolved and shown
/// fruit.name = "Pear"              // the bound label follows
/// ```
///
/// Bindings that read the same keys of the same model object share one
/// read and one observation. A binding ends when its view leaves the
/// screen, is reused for other content or is destroyed. The binder keeps
/// models weakly and the tree keeps the binder until ``detach()``: no
/// retain cycle between a view, its binding and its model.
///
/// A binding that fails leaves its attribute as it was, adds the error to
/// ``failures`` and logs it: each kind of failure (attribute, path, error)
/// once, its path shortened to ``sourceTextLimit`` characters, at most 256
/// kinds per binder.
@MainActor
public final class Binder: HostViewTreeObserver {
  /// The tree whose views are bound.
  public internal(set) weak var tree: HostViewTree?
  /// The most recent failures, oldest first (at most ``failureLimit``).
  public internal(set) var failures: [BindingFailure] = []
  /// How many failures are kept in ``failures``.
  public var failureLimit = 1000
  /// Called for each failure, after it is logged.
  public var onFailure: (@MainActor (BindingFailure) -> Void)?
  /// Counts of the binder's work, for tests and benchmarks.
  @exclusivity(unchecked) public internal(set) var statistics = BinderStatistics()

  /// The most characters of a path a failure keeps and logs: longer
  /// paths keep their start and end around an ellipsis, so a failure of a
  /// 10,000-operator path costs a line, not 110 KB.
  public static let sourceTextLimit = 200

  let logger: Logger
  var failureLog = FailureLog()
  let scheduler = ObservationScheduler()
  // The per-view state is touched for every bound view on each change:
  // its exclusivity checks are off (as the tree's nodes' are). All of it
  // lives on the main actor and no access to it spans a call out.
  @exclusivity(unchecked) var views = BoundViewTable()
  var groups: [ObservedGroup.Key: ObservedGroup] = [:]
  var groupsByID: [Int: ObservedGroup] = [:]
  var nextGroupID = 0
  /// Views whose subtrees may hold views to (re)bind.
  var dirtyRoots: [ViewID] = []
  /// Bound views to re-resolve.
  @exclusivity(unchecked) var pendingViews = ViewIDQueue()
  /// The last binding joined to a group: the next view bound the same way
  /// to the same view (siblings bound to their parent's data object, a
  /// screen file's repeated rows) joins that group without looking up the
  /// data object again. Forgotten whenever the tree reports a change.
  @exclusivity(unchecked) var lastJoin: LastJoin?
  /// For each view a path led to, the bound views that read its data
  /// object: replacing it re-resolves them.
  @exclusivity(unchecked) var readers = ReaderTable()
  var isFlushing = false
  var isWritingBack = false

  /// Starts binding the views of `tree`, those mounted already included
  /// (bound at the next flush).
  public init(tree: HostViewTree, logger: Logger = Logger(label: "trellis.binding")) {
    self.tree = tree
    self.logger = logger
    tree.addObserver(self)
    dirtyRoots.append(tree.rootView)
    scheduleFlush()
  }

  /// Stops binding: every binding ends and the tree forgets the binder.
  public func detach() {
    for id in views.ids { unbind(id) }
    tree?.removeObserver(self)
    tree = nil
  }

  /// The number of views with bindings in force.
  public var boundViewCount: Int { views.count }

  /// The number of distinct model reads the bindings share.
  public var observationCount: Int { groupsByID.count }

  /// Whether work waits for ``flush()``.
  public var hasPendingWork: Bool {
    !dirtyRoots.isEmpty || !pendingViews.isEmpty || scheduler.hasChanges
  }

  /// Resolves views mounted or changed since the last flush and applies
  /// the models' changes. Runs by itself once per main-actor turn after a
  /// change; call it to see the result at once.
  public func flush() {
    guard !isFlushing, let tree else { return }
    isFlushing = true
    defer {
      isFlushing = false
      lastJoin = nil
    }
    for id in scheduler.takeChanged() {
      guard let group = groupsByID[id] else { continue }
      refresh(group, in: tree)
    }
    if !dirtyRoots.isEmpty { collectBoundViews(in: tree) }
    // Views bound the same way get their first values in batches, as a
    // change to their model does.
    var firstApplies = FirstApplyBatches()
    while let id = pendingViews.popLast() { resolve(id, in: tree, firstApplies: &firstApplies) }
    applyFirstValues(&firstApplies, in: tree)
    statistics.flushes += 1
  }

  /// Flushes until nothing is left to do, letting other main-actor work
  /// (scheduled changes) run in between.
  public func settle() async {
    repeat {
      flush()
      await Task.yield()
    } while hasPendingWork
  }

  // MARK: Observing the tree

  /// Marks what `id` brought onto the screen for binding.
  public func viewTreeDidInsert(_ id: ViewID, into parent: ViewID, of tree: HostViewTree) {
    lastJoin = nil
    guard let node = tree.node(id) else { return }
    // A leaf without bindings brings nothing to bind: most views.
    guard !node.children.isEmpty || Self.hasBindings(node.attributes) else { return }
    dirtyRoots.append(id)
    scheduleFlush()
  }

  /// Ends the bindings of what leaves the screen.
  public func viewTreeWillRemove(_ id: ViewID, of tree: HostViewTree) {
    lastJoin = nil
    guard !views.isEmpty || !readers.isEmpty else { return }
    var stack = [id]
    var budget = tree.viewCount
    while let view = stack.popLast(), budget > 0 {
      budget -= 1
      if views.contains(view) { unbind(view) }
      pendingViews.remove(view)
      takeReaders(of: view)
      stack.append(contentsOf: tree.node(view)?.children ?? [])
    }
  }

  /// Re-applies bound values the component's update replaced, re-resolves
  /// when the view's bindings or data object changed.
  public func viewTreeDidUpdate(_ id: ViewID, from old: Attributes, of tree: HostViewTree) {
    lastJoin = nil
    guard let node = tree.node(id) else { return }
    let new = node.attributes
    if old[.dataObject] != new[.dataObject] {
      dirtyRoots.append(id)
      reresolve(readers.readers(of: id))
      scheduleFlush()
    }
    // One pass over both: most updates carry no bindings at all.
    if Self.bindingsDiffer(old, new) {
      pendingViews.insert(id)
      scheduleFlush()
    } else if views.contains(id) {
      apply(id, in: tree)
    }
  }

  /// Ends the view's bindings: it is about to show other content.
  public func viewTreeWillReuse(_ id: ViewID, of tree: HostViewTree) {
    lastJoin = nil
    guard views.contains(id) else { return }
    unbind(id)
    pendingViews.insert(id)
    scheduleFlush()
  }

  /// Ends the view's bindings.
  public func viewTreeWillDestroy(_ id: ViewID, of tree: HostViewTree) {
    lastJoin = nil
    if views.contains(id) { unbind(id) }
    pendingViews.remove(id)
    takeReaders(of: id, reresolving: false)
  }

  /// Writes a control's edit back to the model of its two-way binding.
  public func viewTree(_ tree: HostViewTree, control id: ViewID, reports event: HostEvent) -> Bool {
    guard !isWritingBack, let bound = views[id] else { return false }
    isWritingBack = true
    defer { isWritingBack = false }
    var taken = false
    for entry in bound.entries {
      guard let attribute = entry.binding.attribute,
        let edited = attribute.editedValue(event)
      else { continue }
      let group = entry.group
      taken = true
      // Equal to what the model holds: nothing to write, nothing to loop.
      if let current = group.value, DataObject(current).isSameObject(as: edited) { continue }
      do {
        try write(edited, through: entry.binding.source, group: group)
        statistics.writes += 1
      } catch {
        report(id, entry.binding, error)
      }
    }
    return taken
  }

}
