import Logging

/// Mounts one laid-out tree into a container view of a host, reusing what
/// it mounted before. Main actor only.
///
/// Reconciliation, per parent view: each new view takes the old child in
/// its place when that showed the same component, else the first unused
/// old child of the same kind and attribute shape, else of the same kind,
/// else a pooled view, else a new one. Only changed attributes and frames
/// are sent; removed attributes are un-applied; leftover views go back to
/// the pools.
@MainActor
final class Mounter: EventTarget, ActionDispatcher, ScopeActionRouting {
  let host: any Host
  let container: ViewID
  /// Where the tree's origin sits in the container.
  var origin: Point = .zero
  weak var responder: (any ActionResponder)?
  /// Where to find the responder when it belongs to someone else (a data
  /// source whose responder may change while items are mounted).
  var responderSource: (() -> (any ActionResponder)?)?
  /// Called with each action no responder handled (after logging it).
  var onUnhandledAction: ((any ComponentAction) -> Void)?
  private(set) var controllers: ControllerStore
  private(set) var laidOut: LaidOutTree?
  // Touched for every view of every mount; main-actor code never
  // overlaps its accesses, so the runtime's exclusivity check is skipped.
  @exclusivity(unchecked) private var records: [ViewID: Record] = [:]
  private var children: [ViewID: [ViewID]] = [:]
  /// The mounted views in preorder, each with its parent's slot in this
  /// list (-1 for the container), its kind and the tree node it shows:
  /// when the next tree has the same outline, every view keeps its place
  /// without matching (and its route, when the node did not move).
  @exclusivity(unchecked) private(set) var outline:
    [(id: ViewID, parentSlot: Int, kind: ViewKind, node: Int)] = []
  private var mountedScopes: Set<ScopePath> = []
  /// Storage for the views of the next mount, kept between mounts.
  @exclusivity(unchecked) private var scratchViews: [NewView] = []
  /// The ``Embeddable`` contents mounted in views of the tree, with the
  /// size each was given.
  private var embedded: [ViewID: (content: any Embeddable, size: Size)] = [:]
  /// The contents embedded in the mounted tree.
  var embeddedContents: [any Embeddable] { embedded.values.map(\.content) }
  /// Whether the mounted views are on screen: controllers get didAppear /
  /// didDisappear when this changes, and with mount and unmount while it is
  /// true. A list sets it for items in the viewport (not the overscan).
  private(set) var isVisible = true

  /// Changes ``isVisible``, telling the mounted controllers.
  func setVisible(_ visible: Bool) {
    guard visible != isVisible else { return }
    isVisible = visible
    for path in mountedScopes {
      controllers.controller(for: path)?.call(visible ? .didAppear : .didDisappear)
    }
  }
  static var logger: Logger { trellisLogger }

  private struct Record {
    var description: ViewDescription
    var frame: Rect
    /// The identity of the node the view shows (``RenderedNode/identity``).
    var identity: Int
  }

  private struct NewView {
    let node: Int
    let parentSlot: Int
    let frame: Rect
    let description: ViewDescription
    let identity: Int
  }

  init(host: any Host, container: ViewID, controllers: ControllerStore) {
    self.host = host
    self.container = container
    self.controllers = controllers
    controllers.router = self
  }

  /// The ids of the views mounted now, in preorder.
  var mountedViews: [ViewID] { Array(records.keys).sorted() }

  var isMounted: Bool { laidOut != nil }

  // MARK: Mounting

  func mount(_ new: LaidOutTree) {
    // Most rows have no controllers, before or after: no lifecycle to run
    // (and no sets to make for every row scrolling in).
    if mountedScopes.isEmpty, controllers.controllers.isEmpty,
      !new.tree.scopes.contains(where: { $0.makeController != nil })
    {
      reconcile(new)
      laidOut = new
      syncEmbedded()
      return
    }
    let removed = controllers.sync(with: new.tree)
    var scopes: Set<ScopePath> = []
    for scope in new.tree.scopes where scope.makeController != nil { scopes.insert(scope.path) }
    let appearing = scopes.subtracting(mountedScopes)
    let leaving = mountedScopes.subtracting(scopes)
    var leavingControllers: [AnyController] = []
    for (path, controller) in removed where leaving.contains(path) {
      leavingControllers.append(controller)
      if isVisible { controller.call(.didDisappear) }
      controller.call(.willUnmount)
    }
    for path in appearing { controllers.controller(for: path)?.call(.willMount) }

    reconcile(new)
    laidOut = new
    syncEmbedded()

    for controller in leavingControllers { controller.call(.didUnmount) }
    for (_, controller) in removed { controller.call(.invalidate) }
    for path in appearing {
      controllers.controller(for: path)?.call(.didMount)
      if isVisible { controllers.controller(for: path)?.call(.didAppear) }
    }
    mountedScopes = scopes
  }

  /// Unmounts every view (they go back to the pools). Controllers stay:
  /// the root still exists.
  func unmount() {
    let mounted = mountedScopes.compactMap { controllers.controller(for: $0) }
    for controller in mounted {
      if isVisible { controller.call(.didDisappear) }
      controller.call(.willUnmount)
    }
    for (_, entry) in embedded { entry.content.unmount() }
    embedded = [:]
    for id in children[container] ?? [] { recycleTree(id) }
    children = [:]
    records = [:]
    outline = []
    laidOut = nil
    for controller in mounted { controller.call(.didUnmount) }
    mountedScopes = []
  }

  /// Ends this mounter's content without giving its views back: the
  /// controllers get the lifecycle calls of ``unmount()``, and the mounter
  /// then serves `controllers`, keeping the views, so that mounting the
  /// next content into them sends only the attributes that differ. A list
  /// hands the views of a row leaving the viewport to the row entering it.
  /// The old controllers no longer reach this mounter.
  func handOver(to controllers: ControllerStore) {
    let mounted = mountedScopes.compactMap { self.controllers.controller(for: $0) }
    for controller in mounted {
      if isVisible { controller.call(.didDisappear) }
      controller.call(.willUnmount)
    }
    // Embedded contents belong to the old content: they leave with it (the
    // next mount brings back any that the new content embeds too).
    for (_, entry) in embedded { entry.content.unmount() }
    embedded = [:]
    // The views will show another item.
    for id in records.keys { host.viewWillShowOtherContent(id) }
    if self.controllers.router === self { self.controllers.router = nil }
    self.controllers = controllers
    controllers.router = self
    laidOut = nil
    for controller in mounted { controller.call(.didUnmount) }
    mountedScopes = []
  }

  /// The views of `new`, in preorder, each placed in its parent view.
  private func views(of new: LaidOutTree) -> [NewView] {
    let tree = new.tree
    let frames = new.frames
    let count = tree.nodes.count
    // The last mount's array, emptied: its storage is reused.
    var views = scratchViews
    scratchViews = []
    views.removeAll(keepingCapacity: true)
    views.reserveCapacity(count)
    // Per node: its origin in the container, and the slot of the view
    // that encloses it (itself if it has one). Scratch space on the stack:
    // a list row scrolling in comes through here.
    withUnsafeTemporaryAllocation(of: Point.self, capacity: count) { absolute in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { enclosing in
        for index in 0..<count {
          let frame = frames[index]
          let parent = Int(tree.nodes[index].parent)
          let base = parent >= 0 ? absolute[parent] : origin
          absolute[index] = Point(x: base.x + frame.minX, y: base.y + frame.minY)
          let parentSlot = parent >= 0 ? enclosing[parent] : -1
          if let description = tree.nodes[index].view {
            let parentOrigin = parentSlot >= 0 ? absolute[views[parentSlot].node] : .zero
            views.append(
              NewView(
                node: index, parentSlot: parentSlot,
                frame: Rect(
                  x: absolute[index].x - parentOrigin.x, y: absolute[index].y - parentOrigin.y,
                  width: frame.width, height: frame.height),
                description: description, identity: tree.nodes[index].identity))
            enclosing[index] = views.count - 1
          } else {
            enclosing[index] = parentSlot
          }
        }
      }
    }
    return views
  }

  private func reconcile(_ new: LaidOutTree) {
    let views = views(of: new)
    defer { scratchViews = views }
    if keepOutline(of: views) { return }

    // Match new views to old ones, parent by parent.
    var candidates: [ViewID: Candidates] = [:]
    var claimed: Set<ViewID> = []
    var ids: [ViewID] = []
    ids.reserveCapacity(views.count)
    enum Origin {
      case kept(ViewDescription, Rect, identity: Int)
      case pooled(ViewDescription)
      case created
    }
    var origins: [Origin] = []
    origins.reserveCapacity(views.count)
    let registry = host.registry
    for view in views {
      let parent = view.parentSlot >= 0 ? ids[view.parentSlot] : container
      if candidates[parent] == nil, let old = children[parent], !old.isEmpty {
        candidates[parent] = Candidates(old, records)
      }
      // The reuse key (an array of names) is only worth making when there is
      // something to reuse.
      let hasCandidates = candidates[parent] != nil
      let key = hasCandidates || registry.pooledCount > 0 ? view.description.reuseKey : nil
      if let key, hasCandidates,
        let id = candidates[parent]?.take(key, identity: view.identity, claimed: claimed),
        let record = records[id]
      {
        claimed.insert(id)
        ids.append(id)
        origins.append(.kept(record.description, record.frame, identity: record.identity))
      } else if let key, let (id, shown) = registry.dequeue(key) {
        ids.append(id)
        origins.append(.pooled(shown))
      } else {
        ids.append(host.registry.makeID())
        origins.append(.created)
      }
    }

    // Views no longer used go back to the pools.
    for (id, _) in records where !claimed.contains(id) {
      host.removeFromParent(id)
      if let record = records[id] {
        host.registry.recycle(id, showing: record.description, host: host)
      }
    }

    var newRecords: [ViewID: Record] = [:]
    newRecords.reserveCapacity(views.count)
    var newChildren: [ViewID: [ViewID]] = [container: []]
    for (slot, view) in views.enumerated() {
      let id = ids[slot]
      switch origins[slot] {
      case .kept(let shown, let frame, let identity):
        if identity != view.identity { host.viewWillShowOtherContent(id) }
        update(id, from: shown.attributes, to: view.description.attributes)
        if frame != view.frame { host.setFrame(view.frame, of: id) }
      case .pooled(let shown):
        host.viewWillShowOtherContent(id)
        update(id, from: shown.attributes, to: view.description.attributes)
        host.setFrame(view.frame, of: id)
      case .created:
        host.createView(id, description: view.description)
        host.registry.statistics.created += 1
        host.setFrame(view.frame, of: id)
      }
      newRecords[id] = Record(
        description: view.description, frame: view.frame, identity: view.identity)
      let parent = view.parentSlot >= 0 ? ids[view.parentSlot] : container
      newChildren[parent, default: []].append(id)
      host.registry.route(id, to: self, node: view.node)
    }

    // Put children in order, moving only those out of place.
    for (parent, wanted) in newChildren {
      var current = (children[parent] ?? []).filter { claimed.contains($0) }
      if current == wanted { continue }
      for (index, id) in wanted.enumerated() where index >= current.count || current[index] != id {
        host.insertChild(id, into: parent, at: index)
        if let old = current.firstIndex(of: id) { current.remove(at: old) }
        current.insert(id, at: index)
      }
    }
    records = newRecords
    children = newChildren
    outline = views.indices.map {
      (ids[$0], views[$0].parentSlot, views[$0].description.kind, views[$0].node)
    }
  }

  /// Updates the views in place when `views` has the outline of those
  /// mounted (same count, parents and kinds, slot by slot), skipping the
  /// matching: each view keeps one of its kind, so the diff is as small.
  /// A list row handed to the row scrolling in takes this path. Returns
  /// whether it applied.
  private func keepOutline(of views: [NewView]) -> Bool {
    guard !views.isEmpty, views.count == outline.count else { return false }
    for (slot, view) in views.enumerated() {
      let old = outline[slot]
      guard old.parentSlot == view.parentSlot, old.kind == view.description.kind else {
        return false
      }
    }
    // Read in place: copying each view and record would retain and
    // release its attributes once more, for every view of every row.
    views.withUnsafeBufferPointer { views in
      for slot in views.indices {
        let id = outline[slot].id
        let node = views[slot].node
        if let index = records.index(forKey: id) {
          keep(id, at: index, showing: views[slot])
        } else {
          records[id] = Record(
            description: views[slot].description, frame: views[slot].frame,
            identity: views[slot].identity)
        }
        // Views stay routed to this mounter: only a node that moved in the
        // tree needs a new route.
        if outline[slot].node != node {
          host.registry.route(id, to: self, node: node)
          outline[slot].node = node
        }
      }
    }
    return true
  }

  /// Updates the view `id`, whose record is at `index`, to show `view`.
  private func keep(_ id: ViewID, at index: Dictionary<ViewID, Record>.Index, showing view: NewView)
  {
    var shown = Record(description: view.description, frame: view.frame, identity: view.identity)
    // Swapped in, not read then written: reading a record out of the
    // dictionary's values copies it (a retain and release per read).
    swap(&shown, &records.values[index])
    if shown.identity != view.identity { host.viewWillShowOtherContent(id) }
    update(id, from: shown.description.attributes, to: view.description.attributes)
    if shown.frame != view.frame { host.setFrame(view.frame, of: id) }
  }

  /// Mounts new embedded contents, resizes those whose view changed size
  /// and unmounts those that left the tree.
  private func syncEmbedded() {
    var next: [ViewID: (content: any Embeddable, size: Size)] = [:]
    var arrivals: [(ViewID, any Embeddable, Size)] = []
    // By index: a copy of each record would retain its attributes.
    for index in records.indices {
      guard records.values[index].description.kind == .container,
        let content = records.values[index].description.attributes[.embeddedContent]?.content
      else {
        continue
      }
      let id = records.keys[index]
      let size = records.values[index].frame.size
      next[id] = (content, size)
      if let current = embedded[id], current.content === content {
        if current.size != size { content.resize(to: size) }
      } else {
        arrivals.append((id, content, size))
      }
    }
    // Departures first: an object moving to another view leaves its old
    // one before it mounts in the new one.
    for (id, entry) in embedded where next[id]?.content !== entry.content {
      entry.content.unmount()
    }
    for (id, content, size) in arrivals { content.mount(host: host, in: id, size: size) }
    embedded = next
  }

  private func update(_ id: ViewID, from old: Attributes, to new: Attributes) {
    host.updateView(id, from: old, to: new)
    host.registry.statistics.updates += 1
  }

  private func recycleTree(_ id: ViewID) {
    for child in children[id] ?? [] { recycleTree(child) }
    host.removeFromParent(id)
    if let record = records[id] {
      host.registry.recycle(id, showing: record.description, host: host)
    }
  }

  /// Old children of one parent, in order and queued by reuse key and by
  /// kind.
  private struct Candidates {
    var byKey: [ReuseKey: [ViewID]] = [:]
    var byKind: [ViewKind: [ViewID]] = [:]
    /// The old children in order, and what each showed: the mounter's own
    /// arrays, shared rather than copied (no allocation per parent).
    let inOrder: [ViewID]
    let records: [ViewID: Record]
    /// How many new children asked so far: the next one's index.
    var position = 0

    init(_ ids: [ViewID], _ records: [ViewID: Record]) {
      inOrder = ids
      self.records = records
      for id in ids.reversed() {
        guard let description = records[id]?.description else { continue }
        byKey[description.reuseKey, default: []].append(id)
        byKind[description.kind, default: []].append(id)
      }
    }

    /// The old child for the next new child: the one in its place showing
    /// the same component (so a button that becomes disabled keeps its
    /// view, its focus and its press, rather than trading views with a
    /// sibling whose attributes now look like its old ones), else the first
    /// of the same attribute shape, else of the same kind.
    mutating func take(_ key: ReuseKey, identity: Int, claimed: Set<ViewID>) -> ViewID? {
      defer { position += 1 }
      if position < inOrder.count, !claimed.contains(inOrder[position]),
        let index = records.index(forKey: inOrder[position]),
        // Read in place: a copy of the record would retain its attributes.
        records.values[index].identity == identity,
        records.values[index].description.kind == key.kind
      {
        return inOrder[position]
      }
      while let id = byKey[key]?.popLast() {
        if !claimed.contains(id) { return id }
      }
      while let id = byKind[key.kind]?.popLast() {
        if !claimed.contains(id) { return id }
      }
      return nil
    }
  }
}
