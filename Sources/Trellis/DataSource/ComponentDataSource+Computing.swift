import Logging
import Observation
import Synchronization
import TrellisDiff
import TrellisLayout

extension ComponentDataSource {
  nonisolated static func compute(
    _ kind: Kind, base: DataSourceState<Section, Item>, context: ComputeContext
  ) -> Result {
    var result = changes(kind, base: base, context: context)
    if result.keys == nil { result.keys = result.sections.map(ItemKey.keys(of:)) }
    result.builds = buildAll(result.toBuild, context: context)
    result.toBuild = []
    return result
  }

  /// What `kind` changes, with the items to build listed but not built.
  nonisolated static func changes(
    _ kind: Kind, base: DataSourceState<Section, Item>, context: ComputeContext
  ) -> Result {
    switch kind {
    case .changeset(let changeset, let sections):
      if changeset.isReloadsOnly {
        return reload(changeset.itemReloads, in: base, sections: sections, context: context)
      }
      if changeset.isSectionDeletesAndInsertsOnly {
        return replaceSections(changeset, in: base, sections: sections, context: context)
      }
      return apply(changeset, to: base, sections: sections, context: context)
    case .rebuild(let identities):
      // Only the rebuilt items travel back; their paths are found for the
      // listeners.
      var result = Result(sections: nil, changes: Changeset())
      var reloads: [ItemPath] = []
      for s in base.sections.indices {
        let items = base.sections[s].items
        for i in items.indices where identities.contains(items[i].identity) {
          guard let previous = base.build(of: items[i]) else { continue }
          result.toBuild.append((items[i], previous))
          reloads.append(ItemPath(section: s, item: i))
        }
      }
      result.changes = Changeset(itemReloads: reloads)
      return result
    case .build(let requests):
      var result = Result(sections: nil, changes: Changeset())
      for request in requests {
        let path = request.path
        guard path.section < base.sections.count,
          path.item < base.sections[path.section].items.count
        else { continue }
        let item = base[path]
        guard item.identity == request.identity, base.currentBuild(of: item) == nil else {
          continue
        }
        result.toBuild.append((item, base.build(of: item)))
      }
      return result
    }
  }

  /// A change of models in place: O(reloads), the other items untouched.
  nonisolated static func reload(
    _ paths: [ItemPath], in base: DataSourceState<Section, Item>,
    sections new: [ListSection<Section, Item>], context: ComputeContext
  ) -> Result {
    var result = Result(sections: nil, changes: Changeset(itemReloads: paths))
    var sections = base.sections
    for (s, section) in new.enumerated() {
      sections[s] = ListSection(section.model, items: sections[s].items)
    }
    for path in paths {
      let old = base[path]
      let item = DataSourceItem(
        identity: old.identity, model: new[path.section].items[path.item],
        generation: context.counters.generation.add(1, ordering: .relaxed).newValue)
      sections[path.section].items[path.item] = item
      if context.eager || context.demand.identities.contains(item.identity) {
        result.toBuild.append((item, base.build(of: old)))
      }
    }
    result.sections = sections
    return result
  }

  /// Whole sections deleted and inserted, nothing else: the kept sections
  /// keep their item arrays, inserted ones are made in one pass each —
  /// O(sections + inserted items).
  nonisolated static func replaceSections(
    _ changeset: Changeset, in base: DataSourceState<Section, Item>,
    sections new: [ListSection<Section, Item>], context: ComputeContext
  ) -> Result {
    var result = Result(sections: nil, changes: changeset)
    let deleted = Set(changeset.sectionDeletes)
    let inserted = Set(changeset.sectionInserts)
    var kept = base.sections.indices.lazy.filter { !deleted.contains($0) }.makeIterator()
    var sections: [ListSection<Section, DataSourceItem<Item>>] = []
    sections.reserveCapacity(new.count)
    // The keys are made here, from the numbers handed out, rather than
    // read back from the items: this code is generic, so every item it
    // touches costs metadata lookups (a 100,000-row insert spent a third
    // of its time on them).
    var keys: [[ItemKey]] = []
    keys.reserveCapacity(new.count)
    var flatIndex = 0
    for t in new.indices {
      let section = new[t]
      if !inserted.contains(t), let s = kept.next() {
        sections.append(ListSection(section.model, items: base.sections[s].items))
        keys.append(base.keys[s])
        flatIndex += section.items.count
        continue
      }
      let models = section.items
      let count = models.count
      // One atomic step per section for the identities and generations.
      let firstIdentity = context.counters.identity.add(count, ordering: .relaxed).newValue - count
      let firstGeneration =
        context.counters.generation.add(count, ordering: .relaxed).newValue - count
      let items = [DataSourceItem<Item>](unsafeUninitializedCapacity: count) { buffer, made in
        for j in 0..<count {
          buffer.initializeElement(
            at: j,
            to: DataSourceItem(
              identity: firstIdentity + j + 1, model: models[j],
              generation: firstGeneration + j + 1))
        }
        made = count
      }
      keys.append(
        (0..<count).map {
          ItemKey(identity: firstIdentity + $0 + 1, generation: firstGeneration + $0 + 1)
        })
      // Those in the list's window (all when eager) are built now.
      let span = flatIndex..<(flatIndex + count)
      let toBuild = context.eager ? span : span.clamped(to: context.demand.window)
      for index in toBuild { result.toBuild.append((items[index - flatIndex], nil)) }
      flatIndex += count
      sections.append(ListSection(section.model, items: items))
    }
    result.keys = keys
    result.sections = sections
    for s in changeset.sectionDeletes {
      result.removed.append(contentsOf: base.sections[s].items.map(\.identity))
    }
    return result
  }

  nonisolated static func apply(
    _ changeset: Changeset, to base: DataSourceState<Section, Item>,
    sections new: [ListSection<Section, Item>], context: ComputeContext
  ) -> Result {
    // Reloaded items keep their identity (and state): play the changeset
    // without its reloads, carrying a mark, then rebuild the marked ones.
    let oldSlots = slots(of: base, reloading: Set(changeset.itemReloads))
    let carrying = Changeset(
      sectionDeletes: changeset.sectionDeletes, sectionInserts: changeset.sectionInserts,
      sectionMoves: changeset.sectionMoves, sectionReloads: changeset.sectionReloads,
      itemDeletes: changeset.itemDeletes, itemInserts: changeset.itemInserts,
      itemMoves: changeset.itemMoves)
    let newSlots: [ListSection<Section, Slot>]
    do {
      newSlots = try carrying.apply(
        to: oldSlots,
        section: { t in
          ListSection(
            new[t].model,
            items: Array(repeating: Slot(item: nil, reload: false), count: new[t].items.count))
        },
        item: { _ in Slot(item: nil, reload: false) })
    } catch {
      // Validated when queued against the same counts; unreachable, but
      // never crash: show nothing new.
      logger.error("changeset rejected after validation: \(error)")
      return Result(sections: base.sections, changes: Changeset())
    }
    var result = Result(sections: nil, changes: changeset)
    result.sections = items(
      filling: newSlots, from: new, base: base, context: context, toBuild: &result.toBuild)
    for path in changeset.itemDeletes {
      result.removed.append(base.sections[path.section].items[path.item].identity)
    }
    for s in changeset.sectionDeletes + changeset.sectionReloads {
      result.removed.append(contentsOf: base.sections[s].items.map(\.identity))
    }
    return result
  }

  /// `base`'s items in slots, those at `reloaded` paths marked for reload.
  private nonisolated static func slots(
    of base: DataSourceState<Section, Item>, reloading reloaded: Set<ItemPath>
  ) -> [ListSection<Section, Slot>] {
    base.sections.enumerated().map { s, section in
      ListSection(
        section.model,
        items: section.items.enumerated().map { i, item in
          Slot(
            item: item,
            reload: !reloaded.isEmpty && reloaded.contains(ItemPath(section: s, item: i)))
        })
    }
  }

  /// The items of the slots the changeset left: new items for empty slots,
  /// kept items as they were, reloaded ones with their identity and a new
  /// generation; what must be built now is added to `toBuild`.
  private nonisolated static func items(
    filling newSlots: [ListSection<Section, Slot>], from new: [ListSection<Section, Item>],
    base: DataSourceState<Section, Item>, context: ComputeContext,
    toBuild: inout [(item: DataSourceItem<Item>, previous: BuiltItem?)]
  ) -> [ListSection<Section, DataSourceItem<Item>>] {
    var sections: [ListSection<Section, DataSourceItem<Item>>] = []
    sections.reserveCapacity(newSlots.count)
    var flatIndex = 0
    for (t, section) in newSlots.enumerated() {
      var items: [DataSourceItem<Item>] = []
      items.reserveCapacity(section.items.count)
      for (j, slot) in section.items.enumerated() {
        defer { flatIndex += 1 }
        guard let old = slot.item else {
          let item = DataSourceItem(
            identity: context.counters.identity.add(1, ordering: .relaxed).newValue,
            model: new[t].items[j],
            generation: context.counters.generation.add(1, ordering: .relaxed).newValue)
          if context.eager || context.demand.window.contains(flatIndex) {
            toBuild.append((item, nil))
          }
          items.append(item)
          continue
        }
        guard slot.reload else {
          items.append(old)
          continue
        }
        let item = DataSourceItem(
          identity: old.identity, model: new[t].items[j],
          generation: context.counters.generation.add(1, ordering: .relaxed).newValue)
        if context.eager || context.demand.identities.contains(item.identity) {
          toBuild.append((item, base.build(of: old)))
        }
        items.append(item)
      }
      sections.append(ListSection(new[t].model, items: items))
    }
    return sections
  }

  /// Builds and lays out one item, tracking the observable properties its
  /// provider and components read. A previous build lends its state
  /// store (state, controllers) and its layout (to lay out incrementally).
  nonisolated static func build(
    _ item: DataSourceItem<Item>, previous: BuiltItem?, context: ComputeContext
  ) -> BuiltItem {
    let itemContext = ItemContext(sizeRange: context.range)
    let identity = item.identity
    let invalidate = context.invalidate
    // Room for as many nodes as the item had last time, or as the last item
    // built had (rows of a list tend to be alike): growing the node array
    // one doubling at a time copies every node again each time.
    let expectedNodes = min(
      previous?.laidOut.tree.nodes.count
        ?? context.counters.lastNodeCount.load(ordering: .relaxed), 256)
    // Most rows hold no state and no controllers: they share
    // ``StateStore/stateless`` rather than each making a store (three
    // allocations, freed again when the build goes). One of their own is
    // made for a tree with scopes.
    var store = previous.map(\.store).flatMap { $0 === StateStore.stateless ? nil : $0 }
    let tree = withObservationTracking {
      let component = context.provider(item.model, itemContext)
      var tree = TreeBuilder.build(
        component, states: store?.snapshot() ?? [:], store: store,
        expectedNodeCount: expectedNodes)
      if store == nil, !tree.scopes.isEmpty {
        let own = StateStore(identity: identity, invalidate: invalidate)
        store = own
        // Stateful components keep the store they were built with (their
        // updates go through it): the first build of a row with state is
        // made again with its own.
        if tree.scopes.contains(where: { $0.state != nil }) {
          tree = TreeBuilder.build(
            component, states: [:], store: own, expectedNodeCount: tree.nodes.count)
        }
      }
      return tree
    } onChange: {
      invalidate(identity)
    }
    context.counters.lastNodeCount.store(tree.nodes.count, ordering: .relaxed)
    // A layout made in another environment measured its text there: it
    // is not updated in place, but made again.
    let previousLayout =
      previous?.environmentVersion == context.environmentVersion ? previous?.laidOut : nil
    let laidOut = LayoutPass.layout(
      tree, in: context.range, environment: context.environment, previous: previousLayout,
      rootStyle: context.rootStyle, memo: context.layoutMemo)
    return BuiltItem(
      identity: identity, itemGeneration: item.generation,
      buildNumber: context.counters.build.add(1, ordering: .relaxed).newValue,
      laidOut: laidOut, environmentVersion: context.environmentVersion,
      store: store ?? .stateless)
  }
}
