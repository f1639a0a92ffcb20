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
    sections.map { section in
      section.items.map { ItemKey(identity: $0.identity, generation: $0.generation) }
    }
  }
}
