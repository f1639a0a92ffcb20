import Logging
import Observation
import Trellis

extension Binder {
  func collectBoundViews(in tree: HostViewTree) {
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

  /// Binds a view anew from the bindings its attributes carry. Its values
  /// are set at once, or, when it has one binding whose value is set on
  /// many views at once, added to `firstApplies` for the caller to set.
  func resolve(
    _ id: ViewID, in tree: HostViewTree, firstApplies: inout FirstApplyBatches
  ) {
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
    if bound.entries.count == 1, let attribute = Self.firstBatchable(bound.entries[0]) {
      firstApplies.add(id, group: bound.entries[0].group, attribute: attribute)
    } else {
      apply(id, in: tree)
    }
  }

  /// The attribute of a newly bound view's only binding when its first
  /// value can be set in a batch: the group's value as read (no formatter)
  /// on an attribute of its own.
  static func firstBatchable(_ entry: BoundEntry) -> AnyBoundAttribute? {
    guard entry.group.error == nil, let attribute = batchable(entry, of: entry.group) else {
      return nil
    }
    if case .keyPath(let source) = entry.binding.source, source.transform != nil { return nil }
    return attribute
  }

  /// Sets the first values of the views a flush bound, one call per batch:
  /// what ``apply(_:in:)`` does view by view. A view whose group failed
  /// since, or whose value does not fit, takes that path and its report.
  func applyFirstValues(_ firstApplies: inout FirstApplyBatches, in tree: HostViewTree) {
    for batch in firstApplies.take() {
      guard batch.group.error == nil, let setter = batch.group.batchSetter(for: batch.attribute)
      else {
        for view in batch.views { apply(view, in: tree) }
        continue
      }
      setter(tree, batch.views)
      statistics.applications += batch.views.count
    }
  }

  /// The view whose data object a binding reads and the group reading it:
  /// the last binding's when this one is bound the same way to the same
  /// view.
  func group(of binding: ViewBinding, from id: ViewID, in tree: HostViewTree)
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
  func dataObject(
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

  func reader(of source: BindingSource) -> ObservedGroup.Reader {
    switch source {
    case .path(let path): .keys(path.keys)
    case .keyPath(let typed): .keyPath(typed)
    case .invalidPath: .keys([])
    }
  }

  /// The group reading `reader` from `object`, made and read when new.
  func join(object: Any, reader: ObservedGroup.Reader) throws(BindingError)
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
  func track(_ group: ObservedGroup) {
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
  func refresh(_ group: ObservedGroup, in tree: HostViewTree) {
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
        for entry in views[view]?.entries ?? InlineFirstList() where entry.group === group {
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
  func showChange(of group: ObservedGroup, in tree: HostViewTree) {
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
  static func batchable(_ entry: BoundEntry, of group: ObservedGroup)
    -> AnyBoundAttribute?
  {
    guard entry.group === group, let attribute = entry.binding.attribute,
      attribute.prepareBatch != nil
    else { return nil }
    return attribute
  }

  /// Shows the values of a bound view's bindings, in order; a value whose
  /// type does not fit leaves its attribute as it was.
  func apply(_ id: ViewID, in tree: HostViewTree) {
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

  func write(_ value: Any, through source: BindingSource, group: ObservedGroup)
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
}
