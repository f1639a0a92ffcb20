import TrellisDiff

/// An item's identity and generation: which item a row is, and which of
/// its models it shows.
struct ItemKey: Sendable, Equatable {
  let identity: Int
  let generation: Int

  /// The keys of every item of `sections`, section by section.
  static func keys<Section, Item>(of sections: [ListSection<Section, DataSourceItem<Item>>])
    -> [[ItemKey]]
  {
    // Index loops: `map` over generic items looked up metadata per item.
    var keys: [[ItemKey]] = []
    keys.reserveCapacity(sections.count)
    for section in sections {
      let items = section.items
      var sectionKeys: [ItemKey] = []
      sectionKeys.reserveCapacity(items.count)
      for index in items.indices {
        sectionKeys.append(
          ItemKey(identity: items[index].identity, generation: items[index].generation))
      }
      keys.append(sectionKeys)
    }
    return keys
  }
}
