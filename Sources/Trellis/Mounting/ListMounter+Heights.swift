import TrellisDiff

extension ListMounter {
  func dataDidChange(
    old: DataSourceState<Section, Item>, new: DataSourceState<Section, Item>, changes: Changeset
  ) {
    guard changes.isReloadsOnly, old.counts == new.counts else {
      // Items moved: recount every height; the offset stays where it was.
      rebuildIndex()
      updateMounted()
      return
    }
    // Builds and reloads in place: correct the heights that changed,
    // keeping the first visible item where it is on screen.
    let anchor = heights.index(at: contentOffset)
    let within = contentOffset - heights.offset(of: anchor)
    for path in changes.itemReloads { refreshHeight(at: flatIndex(of: path)) }
    for index in window where index < heights.count { refreshHeight(at: index) }
    if contentOffset > 0 && anchor < heights.count {
      contentOffset = heights.offset(of: anchor) + within
    }
    updateMounted()
  }

  /// Counts every item again: built items with their height, the others
  /// with the estimate.
  func rebuildIndex() {
    sectionStarts.removeAll(keepingCapacity: true)
    var start = 0
    for section in source.state.sections {
      sectionStarts.append(start)
      start += section.items.count
    }
    if source.state.builds.isEmpty && contentOffset == 0 && !hasExplicitEstimate {
      // Build the top rows now, so the estimate comes from real rows and
      // the index is counted once.
      var top = 0.0
      var index = 0
      while index < start && top < frame.height {
        top += source.buildNow(at: path(ofFlatIndex: index)).size.height
        index += 1
      }
    }
    let state = source.state
    estimate(from: state)
    var values: [Double] = []
    values.reserveCapacity(start)
    // Identities grow as items are inserted: a range check skips the hash
    // lookups for the (many) items newer or older than every build.
    let lastHeights = state.heights
    let known = lastHeights.keys.min().flatMap { low in lastHeights.keys.max().map { low...$0 } }
    for section in state.sections {
      guard let known else {
        values.append(contentsOf: repeatElement(estimatedItemHeight, count: section.items.count))
        continue
      }
      for item in section.items {
        let height = known.contains(item.identity) ? lastHeights[item.identity] : nil
        values.append(height ?? estimatedItemHeight)
      }
    }
    heights = HeightIndex(values)
    window = window.clamped(to: 0..<heights.count)
  }

  var hasExplicitEstimate: Bool {
    if case .onDemand(_?) = source.building { return true }
    return false
  }

  /// An explicit estimate, else the mean height of (up to 256 of) the
  /// items built so far, else one line of the host's text.
  func estimate(from state: DataSourceState<Section, Item>) {
    if case .onDemand(let height?) = source.building {
      estimatedItemHeight = height
      estimateIsGuess = false
      return
    }
    guard !state.builds.isEmpty else {
      estimatedItemHeight = host.environment.lineHeight
      estimateIsGuess = true
      return
    }
    // A sample is enough for an estimate: reading every build of a long
    // list would fetch each from memory just for this.
    let sample = state.builds.values.prefix(256)
    let total = sample.reduce(0) { $0 + $1.size.height }
    estimatedItemHeight = max(1, (total / Double(sample.count)).rounded())
    estimateIsGuess = false
  }

  func refreshHeight(at index: Int) {
    let state = source.state
    let path = path(ofFlatIndex: index)
    if let size = state.size(at: path) {
      heights.setHeight(size.height, at: index)
    }
  }

  func flatIndex(of path: ItemPath) -> Int {
    sectionStarts[path.section] + path.item
  }

  func path(ofFlatIndex index: Int) -> ItemPath {
    // The last section starting at or before `index`.
    var low = 0
    var high = sectionStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if sectionStarts[mid] <= index { low = mid } else { high = mid - 1 }
    }
    return ItemPath(section: low, item: index - sectionStarts[low])
  }

  /// The path of the item after `path` in flat order (skipping empty
  /// sections), without searching.
  func advance(_ path: inout ItemPath) {
    path.item += 1
    while path.section + 1 < sectionStarts.count,
      sectionStarts[path.section] + path.item >= sectionStarts[path.section + 1]
    {
      path.section += 1
      path.item = 0
    }
  }
}
