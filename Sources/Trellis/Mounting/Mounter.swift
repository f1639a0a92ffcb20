import Logging

/// Mounts one laid-out tree into a container view of a host, reusing what
/// it mounted before. Main actor only.
///
/// Reconciliation, per parent view: each new view takes the first unused
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
  private var children: [ViewID: [ViewID]] = [:]
  /// The mounted views in preorder, each with what the mounter knows of it
  /// (see ``MountedSlot``): when the next tree has the same outline, every
  /// view keeps its place without matching or looking anything up (and its
  /// route, when the node did not move). Touched for every view of every
  /// mount; main-actor code never overlaps its accesses, so the runtime's
  /// exclusivity check is skipped.
  @exclusivity(unchecked) private(set) var outline: [MountedSlot] = []
  /// The tree whose descriptions the mounted views show: a slot's
  /// description is read from its node here rather than copied (a copy
  /// retains and releases its attributes, for every view of every row).
  /// Unlike ``laidOut`` it stays across ``handOver(to:)``, whose views
  /// still show it.
  @exclusivity(unchecked) private var shownTree: LaidOutTree?
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

  /// A view of the next mount: its description is the node's, in the tree.
  private struct NewView {
    let node: Int
    let parentSlot: Int
    let frame: Rect
    let identity: Int
  }

  init(host: any Host, container: ViewID, controllers: ControllerStore) {
    self.host = host
    self.container = container
    self.controllers = controllers
    controllers.router = self
  }

  /// The ids of the views mounted now, in preorder.
  var mountedViews: [ViewID] { outline.map(\.id).sorted() }

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
    // Children before their parents: the outline in reverse preorder.
    for slot in outline.indices.reversed() { recycle(outline[slot]) }
    children = [:]
    outline = []
    shownTree = nil
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
    for slot in outline { host.viewWillShowOtherContent(slot.id) }
    if self.controllers.router === self { self.controllers.router = nil }
    self.controllers = controllers
    controllers.router = self
    laidOut = nil
    for controller in mounted { controller.call(.didUnmount) }
    mountedScopes = []
  }

  /// The views of `new`, in preorder, each placed in its parent view.
  private func views(of new: LaidOutTree) -> [NewView] {
    let frames = new.frames
    // The last mount's array, emptied: its storage is reused.
    var views = scratchViews
    scratchViews = []
    views.removeAll(keepingCapacity: true)
    new.tree.nodes.withUnsafeBufferPointer { nodes in
      let count = nodes.count
      views.reserveCapacity(count)
      // Per node: its origin in the container, and the slot of the view
      // that encloses it (itself if it has one). Scratch space on the
      // stack: a list row scrolling in comes through here.
      withUnsafeTemporaryAllocation(of: Point.self, capacity: count) { absolute in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { enclosing in
          for index in 0..<count {
            let frame = frames[index]
            let parent = Int(nodes[index].parent)
            let base = parent >= 0 ? absolute[parent] : origin
            absolute[index] = Point(x: base.x + frame.minX, y: base.y + frame.minY)
            let parentSlot = parent >= 0 ? enclosing[parent] : -1
            guard nodes[index].view != nil else {
              enclosing[index] = parentSlot
              continue
            }
            let parentOrigin = parentSlot >= 0 ? absolute[views[parentSlot].node] : .zero
            views.append(
              NewView(
                node: index, parentSlot: parentSlot,
                frame: Rect(
                  x: absolute[index].x - parentOrigin.x, y: absolute[index].y - parentOrigin.y,
                  width: frame.width, height: frame.height),
                identity: nodes[index].identity))
            enclosing[index] = views.count - 1
          }
        }
      }
    }
    return views
  }

  /// The description the view in `slot` shows.
  private func shownDescription(_ slot: MountedSlot) -> ViewDescription? {
    shownTree?.tree.nodes[slot.node].view
  }

  private func reconcile(_ new: LaidOutTree) {
    let views = views(of: new)
    defer {
      scratchViews = views
      shownTree = new
    }
    if keepOutline(of: views, in: new.tree) { return }
    // One per view, in preorder as `views`: the nodes with a view.
    let descriptions = new.tree.nodes.compactMap(\.view)
    var slotOfOld: [ViewID: Int] = [:]
    for slot in outline.indices { slotOfOld[outline[slot].id] = slot }
    let ids = matchViews(descriptions, parentSlots: views.map(\.parentSlot), slotOfOld: slotOfOld)
    let claimed = Set(ids.compactMap { $0.old == nil ? nil : $0.id })
    // Views no longer used go back to the pools.
    for slot in outline where !claimed.contains(slot.id) { recycle(slot) }

    var newOutline: [MountedSlot] = []
    newOutline.reserveCapacity(views.count)
    var newChildren: [ViewID: [ViewID]] = [container: []]
    for (slot, view) in views.enumerated() {
      let id = ids[slot].id
      let description = descriptions[slot]
      if let old = ids[slot].old, let oldSlot = slotOfOld[old] {
        let shown = outline[oldSlot]
        if shown.identity != view.identity { host.viewWillShowOtherContent(id) }
        update(
          id, from: shownDescription(shown)?.attributes ?? Attributes(), to: description.attributes)
        if shown.frame != view.frame { host.setFrame(view.frame, of: id) }
      } else if let pooled = ids[slot].pooled {
        host.viewWillShowOtherContent(id)
        update(id, from: pooled.attributes, to: description.attributes)
        host.setFrame(view.frame, of: id)
      } else {
        host.createView(id, description: description)
        host.registry.statistics.created += 1
        host.setFrame(view.frame, of: id)
      }
      newOutline.append(
        MountedSlot(
          id: id, parentSlot: view.parentSlot, kind: description.kind, node: view.node,
          frame: view.frame, identity: view.identity))
      let parent = view.parentSlot >= 0 ? ids[view.parentSlot].id : container
      newChildren[parent, default: []].append(id)
      host.registry.route(id, to: self, node: view.node)
    }
    order(newChildren, keeping: claimed)
    children = newChildren
    outline = newOutline
  }

  /// For each new view, the view it goes to: an old child of its parent
  /// (`old`), a pooled view with what it shows (`pooled`), or a new id.
  /// `descriptions` and `parentSlots` are the new views', in preorder;
  /// `slotOfOld` gives the outline slot of each mounted view.
  private func matchViews(
    _ descriptions: [ViewDescription], parentSlots: [Int], slotOfOld: [ViewID: Int]
  ) -> [(id: ViewID, old: ViewID?, pooled: ViewDescription?)] {
    var candidates: [ViewID: Candidates] = [:]
    var claimed: Set<ViewID> = []
    var ids: [(id: ViewID, old: ViewID?, pooled: ViewDescription?)] = []
    ids.reserveCapacity(descriptions.count)
    let registry = host.registry
    for (description, parentSlot) in zip(descriptions, parentSlots) {
      let parent = parentSlot >= 0 ? ids[parentSlot].id : container
      if candidates[parent] == nil, let old = children[parent], !old.isEmpty {
        candidates[parent] = Candidates(
          old.compactMap { id in
            slotOfOld[id].flatMap { shownDescription(outline[$0]) }.map { (id, $0) }
          })
      }
      // The reuse key (an array of names) is only worth making when there is
      // something to reuse.
      let hasCandidates = candidates[parent] != nil
      let key = hasCandidates || registry.pooledCount > 0 ? description.reuseKey : nil
      if let key, hasCandidates, let id = candidates[parent]?.take(key, claimed: claimed) {
        claimed.insert(id)
        ids.append((id, id, nil))
      } else if let key, let (id, shown) = registry.dequeue(key) {
        ids.append((id, nil, shown))
      } else {
        ids.append((registry.makeID(), nil, nil))
      }
    }
    return ids
  }

  /// Puts children in order, moving only those out of place.
  private func order(_ newChildren: [ViewID: [ViewID]], keeping claimed: Set<ViewID>) {
    for (parent, wanted) in newChildren {
      var current = (children[parent] ?? []).filter { claimed.contains($0) }
      if current == wanted { continue }
      for (index, id) in wanted.enumerated() where index >= current.count || current[index] != id {
        host.insertChild(id, into: parent, at: index)
        if let old = current.firstIndex(of: id) { current.remove(at: old) }
        current.insert(id, at: index)
      }
    }
  }

  /// Updates the views in place when `views` has the outline of those
  /// mounted (same count, parents and kinds, slot by slot), skipping the
  /// matching: each view keeps one of its kind, so the diff is as small.
  /// A list row handed to the row scrolling in takes this path. Returns
  /// whether it applied.
  private func keepOutline(of views: [NewView], in tree: RenderedTree) -> Bool {
    guard !views.isEmpty, views.count == outline.count, let shown = shownTree else { return false }
    // Descriptions are read in place, in both trees: copying one would
    // retain and release its attributes once more, for every view of
    // every row.
    return views.withUnsafeBufferPointer { views in
      tree.nodes.withUnsafeBufferPointer { nodes in
        for slot in views.indices {
          guard outline[slot].parentSlot == views[slot].parentSlot,
            outline[slot].kind == nodes[views[slot].node].view?.kind
          else { return false }
        }
        shown.tree.nodes.withUnsafeBufferPointer { shownNodes in
          for slot in views.indices {
            keep(slot, showing: views[slot], in: nodes, from: shownNodes)
          }
        }
        return true
      }
    }
  }

  /// Updates the view in `slot`, which shows its node of `shownNodes`, to
  /// show `view`, a node of `nodes`.
  private func keep(
    _ slot: Int, showing view: NewView, in nodes: UnsafeBufferPointer<RenderedNode>,
    from shownNodes: UnsafeBufferPointer<RenderedNode>
  ) {
    let id = outline[slot].id
    if outline[slot].identity != view.identity {
      host.viewWillShowOtherContent(id)
      outline[slot].identity = view.identity
    }
    if shownNodes[outline[slot].node].view != nil, nodes[view.node].view != nil {
      update(
        id, from: shownNodes[outline[slot].node].view?.attributes ?? Attributes(),
        to: nodes[view.node].view?.attributes ?? Attributes())
    }
    if outline[slot].frame != view.frame {
      host.setFrame(view.frame, of: id)
      outline[slot].frame = view.frame
    }
    // Views stay routed to this mounter: only a node that moved in the
    // tree needs a new route.
    if outline[slot].node != view.node {
      host.registry.route(id, to: self, node: view.node)
      outline[slot].node = view.node
    }
  }

  /// Mounts new embedded contents, resizes those whose view changed size
  /// and unmounts those that left the tree.
  private func syncEmbedded() {
    var next: [ViewID: (content: any Embeddable, size: Size)] = [:]
    var arrivals: [(ViewID, any Embeddable, Size)] = []
    for slot in outline where slot.kind == .container {
      guard let content = shownDescription(slot)?.attributes[.embeddedContent]?.content else {
        continue
      }
      let size = slot.frame.size
      next[slot.id] = (content, size)
      if let current = embedded[slot.id], current.content === content {
        if current.size != size { content.resize(to: size) }
      } else {
        arrivals.append((slot.id, content, size))
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

  /// Takes the view in `slot` out of its parent and back to the pools.
  private func recycle(_ slot: MountedSlot) {
    host.removeFromParent(slot.id)
    if let description = shownDescription(slot) {
      host.registry.recycle(slot.id, showing: description, host: host)
    }
  }

  /// Old children of one parent, queued by reuse key and by kind.
  private struct Candidates {
    var byKey: [ReuseKey: [ViewID]] = [:]
    var byKind: [ViewKind: [ViewID]] = [:]

    /// `children`: each old child with the description it shows, in order.
    init(_ children: [(ViewID, ViewDescription)]) {
      for (id, description) in children.reversed() {
        byKey[description.reuseKey, default: []].append(id)
        byKind[description.kind, default: []].append(id)
      }
    }

    mutating func take(_ key: ReuseKey, claimed: Set<ViewID>) -> ViewID? {
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
