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
  public private(set) weak var tree: HostViewTree?
  /// The most recent failures, oldest first (at most ``failureLimit``).
  public private(set) var failures: [BindingFailure] = []
  /// How many failures are kept in ``failures``.
  public var failureLimit = 1000
  /// Called for each failure, after it is logged.
  public var onFailure: (@MainActor (BindingFailure) -> Void)?
  /// Counts of the binder's work, for tests and benchmarks.
  @exclusivity(unchecked) public private(set) var statistics = BinderStatistics()

  /// The most characters of a path a failure keeps and logs: longer
  /// paths keep their start and end around an ellipsis, so a failure of a
  /// 10,000-operator path costs a line, not 110 KB.
  public static let sourceTextLimit = 200

  private let logger: Logger
  private var failureLog = FailureLog()
  private let scheduler = ObservationScheduler()
  // The per-view state is touched for every bound view on each change:
  // its exclusivity checks are off (as the tree's nodes' are). All of it
  // lives on the main actor and no access to it spans a call out.
  @exclusivity(unchecked) private var views = BoundViewTable()
  private var groups: [ObservedGroup.Key: ObservedGroup] = [:]
  private var groupsByID: [Int: ObservedGroup] = [:]
  private var nextGroupID = 0
  /// Views whose subtrees may hold views to (re)bind.
  private var dirtyRoots: [ViewID] = []
  /// Bound views to re-resolve.
  @exclusivity(unchecked) private var pendingViews = ViewIDQueue()
  /// The last binding joined to a group: the next view bound the same way
  /// to the same view (siblings bound to their parent's data object, a
  /// screen file's repeated rows) joins that group without looking up the
  /// data object again. Forgotten whenever the tree reports a change.
  @exclusivity(unchecked) private var lastJoin: LastJoin?
  /// For each view a path led to, the bound views that read its data
  /// object: replacing it re-resolves them.
  @exclusivity(unchecked) private var readers = ReaderTable()
  private var isFlushing = false
  private var isWritingBack = false

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
    while let id = pendingViews.popLast() { resolve(id, in: tree) }
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

  // MARK: Resolving

  private func collectBoundViews(in tree: HostViewTree) {
    var visited: Set<ViewID> = []
    var stack: [ViewID] = []
    for root in dirtyRoots where tree.isOnScreen(root) {
      stack.append(root)
      while let id = stack.popLast() {
        guard visited.insert(id).inserted, let node = tree.node(id) else { continue }
        if Self.hasBindings(node.attributes) { pendingViews.insert(id) }
        stack.append(contentsOf: node.children)
      }
    }
    dirtyRoots.removeAll(keepingCapacity: true)
  }

  /// Binds a view anew from the bindings its attributes carry.
  private func resolve(_ id: ViewID, in tree: HostViewTree) {
    if views.contains(id) { unbind(id) }
    guard let node = tree.node(id), tree.isOnScreen(id) else { return }
    var bound = BoundView()
    var hasBindings = false
    Self.forEachBinding(in: node.attributes) { binding in
      hasBindings = true
      statistics.resolutions += 1
      do throws(BindingError) {
        let (target, group) = try group(of: binding, from: id, in: tree)
        var memberSlot = -1
        if !bound.entries.contains(where: { $0.group === group }) {
          memberSlot = group.members.count
          group.members.append(id)
        }
        var readerSlot = -1
        if target != id, !bound.entries.contains(where: { $0.target == target }) {
          readerSlot = readers.add(id, of: target)
        }
        bound.entries.append(
          BoundEntry(
            binding: binding, group: group, target: target, memberSlot: memberSlot,
            readerSlot: readerSlot))
        if let error = group.error { report(id, binding, error) }
      } catch {
        report(id, binding, error)
      }
    }
    guard hasBindings else { return }
    views[id] = bound
    apply(id, in: tree)
  }

  /// The view whose data object a binding reads and the group reading it:
  /// the last binding's when this one is bound the same way to the same
  /// view.
  private func group(of binding: ViewBinding, from id: ViewID, in tree: HostViewTree)
    throws(BindingError) -> (ViewID, ObservedGroup)
  {
    guard binding.attribute != nil else {
      throw BindingError.unknownAttribute(binding.attributeName)
    }
    let walked: OutlineNode
    switch binding.source {
    case .invalidPath(let error): throw BindingError.invalidPath(error)
    case .path(let path): walked = try ViewTreeWalker.walk(path.steps, from: id, in: tree)
    case .keyPath(let source): walked = try ViewTreeWalker.walk(source.steps, from: id, in: tree)
    }
    if let last = lastJoin, last.matches(binding, walked: walked) {
      if !last.group.isTracked || last.group.isValueReleased { track(last.group) }
      return (last.target, last.group)
    }
    let (target, object) = try dataObject(of: binding.source, at: walked, in: tree)
    let group = try join(object: object, reader: reader(of: binding.source))
    lastJoin = LastJoin(walked: walked, binding: binding, target: target, group: group)
    return (target, group)
  }

  /// The view a source reads from, `walked` its operators led to, and the
  /// data object it reads.
  private func dataObject(
    of source: BindingSource, at walked: OutlineNode, in tree: HostViewTree
  ) throws(BindingError) -> (ViewID, Any) {
    switch source {
    case .invalidPath(let error):
      throw BindingError.invalidPath(error)
    case .path:
      guard let view = walked.view else {
        throw BindingError.componentHasNoView(near: ViewTreeWalker.view(of: walked, in: tree))
      }
      guard let object = tree.node(view)?.attributes[.dataObject]?.object else {
        throw BindingError.noDataObject(view: view)
      }
      return (view, object)
    case .keyPath(let source):
      guard
        let found = ViewTreeWalker.nearestDataObject(from: walked, in: tree, where: source.matches)
      else {
        throw BindingError.noDataObjectOfType(
          type: source.modelTypeName, from: ViewTreeWalker.view(of: walked, in: tree))
      }
      return found
    }
  }

  private func reader(of source: BindingSource) -> ObservedGroup.Reader {
    switch source {
    case .path(let path): .keys(path.keys)
    case .keyPath(let typed): .keyPath(typed)
    case .invalidPath: .keys([])
    }
  }

  /// The group reading `reader` from `object`, made and read when new.
  private func join(object: Any, reader: ObservedGroup.Reader) throws(BindingError)
    -> ObservedGroup
  {
    var key: ObservedGroup.Key?
    let isClass = type(of: object) is AnyClass
    let instance = isClass ? object as AnyObject : nil
    if let instance {
      let identity = ObjectIdentifier(instance)
      key =
        switch reader {
        case .keys(let keys): ObservedGroup.Key(object: identity, keys: keys, keyPath: nil)
        case .keyPath(let source):
          ObservedGroup.Key(object: identity, keys: nil, keyPath: source.keyPath)
        }
    }
    // A group of another object that had the same address is stale.
    if let key, let group = groups[key], let current = group.object,
      (current as AnyObject) === instance
    {
      if !group.isTracked || group.isValueReleased { track(group) }
      return group
    }
    nextGroupID += 1
    let group = ObservedGroup(
      id: nextGroupID, key: key, object: object, isClass: isClass, reader: reader)
    if let key { groups[key] = group }
    groupsByID[group.id] = group
    track(group)
    return group
  }

  /// Reads the group's value while observing what the read touches.
  private func track(_ group: ObservedGroup) {
    let id = group.id
    let scheduler = scheduler
    statistics.reads += 1
    let result = withObservationTracking {
      Result { () throws(BindingError) -> Any? in try group.read() }
    } onChange: { [weak self] in
      guard scheduler.groupChanged(id) else { return }
      Task { @MainActor in self?.flush() }
    }
    group.isTracked = true
    group.didRead()
    switch result {
    case .success(let value):
      group.value = value
      group.error = nil
    case .failure(let error):
      group.error = error
    }
  }

  /// Reads a changed group again and updates its views if its value changed.
  private func refresh(_ group: ObservedGroup, in tree: HostViewTree) {
    group.isTracked = false
    guard !group.members.isEmpty, group.object != nil else {
      drop(group)
      return
    }
    let old = group.value
    let oldError = group.error
    track(group)
    if let error = group.error {
      guard error != oldError else { return }
      for view in group.members {
        for entry in views[view]?.entries ?? [] where entry.group === group {
          report(view, entry.binding, error)
        }
      }
      return
    }
    if oldError == nil, Self.isSame(old, group.value) { return }
    showChange(of: group, in: tree)
  }

  /// Shows a group's new value on its views: the views bound to it alone
  /// by one batch call per attribute and value (converted once, only that
  /// attribute compared), the others view by view. A typed binding's
  /// formatter runs per view (two views may format differently), and views
  /// whose formatted values are equal share a batch.
  private func showChange(of group: ObservedGroup, in tree: HostViewTree) {
    var batches = ChangeBatches()
    var lastSource: TypedSource?
    var lastBatch: Int?
    for view in group.members {
      guard let entries = views[view]?.entries, entries.count == 1,
        let attribute = Self.batchable(entries[0], of: group)
      else {
        apply(view, in: tree)
        continue
      }
      guard case .keyPath(let source) = entries[0].binding.source, let transform = source.transform
      else {
        batches.add(view, attribute: attribute, value: nil, formatted: false)
        continue
      }
      // Views bound by one template (rows of a list, a ForEach) share the
      // formatter: it runs once, and they join the same batch.
      if let last = lastSource, let batch = lastBatch, last.sharesTransform(with: source) {
        batches.add(view, toBatchAt: batch)
        continue
      }
      lastSource = source
      lastBatch = batches.add(
        view, attribute: attribute, value: group.value.flatMap(transform), formatted: true)
      if lastBatch == nil { apply(view, in: tree) }
    }
    for batch in batches.batches {
      let setter =
        batch.formatted
        ? batch.attribute.prepareBatch?(batch.value) : group.batchSetter(for: batch.attribute)
      guard let setter else {
        // The value does not fit: view by view reports it as always.
        for view in batch.views { apply(view, in: tree) }
        continue
      }
      setter(tree, batch.views)
      statistics.applications += batch.views.count
    }
  }

  /// The attribute of a binding to `group` that can be set on many views
  /// at once: one of its own.
  private static func batchable(_ entry: BoundEntry, of group: ObservedGroup)
    -> AnyBoundAttribute?
  {
    guard entry.group === group, let attribute = entry.binding.attribute,
      attribute.prepareBatch != nil
    else { return nil }
    return attribute
  }

  /// Shows the values of a bound view's bindings, in order; a value whose
  /// type does not fit leaves its attribute as it was.
  private func apply(_ id: ViewID, in tree: HostViewTree) {
    guard let bound = views[id] else { return }
    var mismatches: [(ViewBinding, BindingError)] = []
    tree.applyObservedAttributes(
      { attributes in
        for entry in bound.entries {
          guard let attribute = entry.binding.attribute, entry.group.error == nil else {
            continue
          }
          var value = entry.group.value
          let setter: AttributeSetter?
          if case .keyPath(let source) = entry.binding.source, let transform = source.transform {
            if let raw = value { value = transform(raw) }
            setter = attribute.prepare(value)
          } else {
            setter = entry.group.setter(for: attribute)
          }
          if let setter {
            setter(&attributes)
          } else {
            let found = value.map { "\(type(of: $0))" } ?? "nil"
            mismatches.append(
              (
                entry.binding,
                BindingError.typeMismatch(
                  attribute: attribute.name, expected: attribute.valueTypeName, found: found)
              ))
          }
        }
      }, to: id)
    statistics.applications += 1
    for (binding, error) in mismatches { report(id, binding, error) }
  }

  private func write(_ value: Any, through source: BindingSource, group: ObservedGroup)
    throws(BindingError)
  {
    guard let object = group.object else { throw BindingError.notWritable(key: "dataObject") }
    switch source {
    case .path(let path): try KeyReading.write(value, to: object, keys: path.keys)
    case .keyPath(let typed):
      guard let write = typed.write, write(object, value) else {
        throw BindingError.notWritable(key: "\(typed)")
      }
    case .invalidPath(let error): throw BindingError.invalidPath(error)
    }
  }

  // MARK: Unbinding

  private func unbind(_ id: ViewID) {
    guard let bound = views[id] else { return }
    views[id] = nil
    for entry in bound.entries where entry.readerSlot >= 0 {
      if let moved = readers.remove(at: entry.readerSlot, of: entry.target) {
        views.moveReader(moved, of: entry.target, to: entry.readerSlot)
      }
    }
    for entry in bound.entries where entry.memberSlot >= 0 {
      let group = entry.group
      let slot = entry.memberSlot
      // Out of the flat array by a swap with its last member.
      let last = group.members.removeLast()
      if slot < group.members.count {
        group.members[slot] = last
        views.moveMembership(of: last, in: group, to: slot)
      }
      // An untracked group with no views is of no use; a tracked one stays
      // (keeping its model weakly) so a view that binds again does not add
      // a second observation to the model.
      if group.members.isEmpty, !group.isTracked || group.key == nil {
        drop(group)
      } else if group.members.isEmpty {
        group.releaseObjectValue()
      }
    }
  }

  /// Forgets who reads `target`'s data object (it leaves the screen or is
  /// destroyed); the readers are re-resolved unless `reresolving` is off.
  private func takeReaders(of target: ViewID, reresolving: Bool = true) {
    let taken = readers.take(target)
    guard !taken.isEmpty else { return }
    for reader in taken { views.moveReader(reader, of: target, to: nil) }
    if reresolving { reresolve(taken) }
  }

  private func drop(_ group: ObservedGroup) {
    group.isDropped = true
    groupsByID[group.id] = nil
    if let key = group.key, groups[key] === group { groups[key] = nil }
  }

  private func reresolve(_ dependents: [ViewID]) {
    lastJoin = nil
    pendingViews.formUnion(dependents)
    scheduleFlush()
  }

  // MARK: Helpers

  private func scheduleFlush() {
    guard scheduler.requestFlush() else { return }
    Task { @MainActor [weak self] in self?.flush() }
  }

  private func report(_ id: ViewID, _ binding: ViewBinding, _ error: BindingError) {
    let failure = BindingFailure(
      view: id, attribute: binding.attributeName,
      source: FailureLog.shortened(binding.source.description, limit: Self.sourceTextLimit),
      error: error)
    statistics.failures += 1
    failureLog.log(failure, to: logger)
    failures.append(failure)
    if failures.count > failureLimit { failures.removeFirst(failures.count - failureLimit) }
    onFailure?(failure)
  }

  private static func hasBindings(_ attributes: Attributes) -> Bool {
    attributes.entries.contains { $0.name.hasPrefix(ViewBinding.prefix) }
  }

  /// Calls `body` with each binding the attributes carry, in the order
  /// they apply (a colour after the text it restyles); gathers and sorts
  /// them only when there are several.
  private static func forEachBinding(
    in attributes: Attributes, _ body: (ViewBinding) -> Void
  ) {
    var first: ViewBinding?
    var more: [ViewBinding] = []
    for entry in attributes.entries where entry.name.hasPrefix(ViewBinding.prefix) {
      guard let binding = viewBinding(entry.value) else { continue }
      if first == nil {
        first = binding
      } else {
        more.append(binding)
      }
    }
    guard let first else { return }
    guard !more.isEmpty else { return body(first) }
    more.append(first)
    more.sort {
      ($0.attribute?.order ?? 0, $0.attributeName) < ($1.attribute?.order ?? 0, $1.attributeName)
    }
    for binding in more { body(binding) }
  }

  /// Whether the bindings two sets of attributes carry differ, without
  /// gathering them.
  private static func bindingsDiffer(_ old: Attributes, _ new: Attributes) -> Bool {
    var oldEntries = old.entries.lazy.filter { $0.name.hasPrefix(ViewBinding.prefix) }
      .makeIterator()
    var newEntries = new.entries.lazy.filter { $0.name.hasPrefix(ViewBinding.prefix) }
      .makeIterator()
    while true {
      switch (oldEntries.next(), newEntries.next()) {
      case (nil, nil): return false
      case (let old?, let new?):
        guard old.name == new.name, viewBinding(old.value) == viewBinding(new.value) else {
          return true
        }
      default: return true
      }
    }
  }

  /// The value as a binding: comparing types first skips a dynamic cast
  /// out of the existential.
  private static func viewBinding<Value: AttributeValue>(_ value: Value) -> ViewBinding? {
    if Value.self == ViewBinding.self { return unsafeBitCast(value, to: ViewBinding.self) }
    return value as? ViewBinding
  }

  private static func isSame(_ old: Any?, _ new: Any?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?): DataObject(old).isSameObject(as: new)
    default: false
    }
  }
}

/// The binding a ``Binder`` joined to a group last, and where it led.
@MainActor
private final class LastJoin {
  /// The component the binding's operators led to.
  let walked: OutlineNode
  let binding: ViewBinding
  /// The view whose data object it reads.
  let target: ViewID
  let group: ObservedGroup

  init(walked: OutlineNode, binding: ViewBinding, target: ViewID, group: ObservedGroup) {
    self.walked = walked
    self.binding = binding
    self.target = target
    self.group = group
  }

  /// Whether `binding`, its operators having led to `walked`, reads what
  /// this one read.
  func matches(_ binding: ViewBinding, walked: OutlineNode) -> Bool {
    walked == self.walked && !group.isDropped
      && (binding.sharesStorage(with: self.binding) || binding.source == self.binding.source)
  }
}

/// Counts of a ``Binder``'s work.
public struct BinderStatistics: Sendable, Equatable {
  /// Bindings resolved (paths walked from their view).
  public var resolutions = 0
  /// Model reads (each arming one observation).
  public var reads = 0
  /// Views whose bound attributes were applied.
  public var applications = 0
  /// Edits written back to models.
  public var writes = 0
  /// Failures reported.
  public var failures = 0
  /// Flushes run.
  public var flushes = 0

  /// All zero.
  public init() {}
}
