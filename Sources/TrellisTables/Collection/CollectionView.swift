public import Trellis
public import TrellisDiff

/// Shows a ``TableModel`` as a grid: each section's objects flow left to
/// right in lines of ``columns`` cells, with the same ``CellFactory`` and
/// ``TableActions`` as a table.
///
/// ```
/// ┌ Photos ───────────────────────┐
/// │ [a]     [b]     [c]     [d]   │  line 0
/// │ [e]     [f]                   │  line 1
/// └───────────────────────────────┘
/// ```
///
/// Items with a detail action show a detail button (``Accessory/detailGlyph``)
/// after their cell, items with a navigate action a disclosure mark.
///
/// Lines live in a `ComponentDataSource` (built on demand and laid out off
/// the main actor, mounted only near the visible range). A model changeset becomes
/// a changeset of lines: lines before the first changed object stay, the
/// lines from there on are reloaded, and lines are added or removed at the
/// end of the section.
@MainActor
public final class CollectionView {
  /// The lines and their built, laid-out components.
  public private(set) var dataSource: ComponentDataSource<TableSectionInfo, GridItem>
  /// The model shown.
  public private(set) var model: TableModel
  /// The number of cells per line.
  public let columns: Int
  /// The virtualised list of lines, once mounted.
  public private(set) var list: ListMounter<TableSectionInfo, GridItem>?

  private let actions: TableActions
  private var sections: [ListSection<TableSectionInfo, GridItem>] = []
  private var nextRowID = 0

  /// Creates a grid `width` wide with cells `itemWidth` wide (as many per
  /// line as fit, at least one).
  public init(
    model: TableModel, factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
    width: Double, itemWidth: Double, environment: LayoutEnvironment
  ) {
    self.model = model
    self.actions = actions
    let columns = max(1, Int(width / max(1, itemWidth)))
    self.columns = columns
    let cellWidth = width / Double(columns)
    dataSource = ComponentDataSource(sizeRange: SizeRange(width: width), environment: environment) {
      _, _ in EmptyComponent()
    }
    dataSource = ComponentDataSource(
      sizeRange: SizeRange(width: width), environment: environment, building: .onDemand()
    ) {
      [weak self] item, _ in
      switch item {
      case .header(let title): AnyComponent(TableHeaderView(title: title))
      case .footer(let text): AnyComponent(TableFooterView(text: text))
      case .line(let rows):
        AnyComponent(
          Stack(.horizontal) {
            ForEach(rows.map { ($0.id, $0.object) }) { id, object in
              GridCellView(
                cell: factory.cell(for: object, context: CellContext(width: cellWidth)),
                accessory: actions.actions(for: object).accessory,
                onTap: { self?.itemTapped(id) },
                onDetail: { self?.detailTapped(id) }
              )
              .dataObject(object, isCell: true)
              .frame(width: .points(cellWidth))
              .key(id)
            }
          })
      }
    }
    sections = model.sections.map(makeSection)
    try? dataSource.applySynchronously(
      Changeset(sectionInserts: Array(sections.indices)), to: sections)
  }

  /// Mounts the grid in `parent` at `frame`.
  @discardableResult
  public func mount(host: any Host, parent: ViewID, frame: Rect)
    -> ListMounter<TableSectionInfo, GridItem>
  {
    list?.invalidate()
    let list = ListMounter(dataSource: dataSource, host: host, parent: parent, frame: frame)
    self.list = list
    return list
  }

  /// Shows `newModel`, animating `changeset` (which must turn ``model``
  /// into `newModel`); throws, changing nothing, when it does not fit.
  public func apply(_ changeset: Changeset, to newModel: TableModel) async throws(ChangesetError) {
    try changeset.validate(oldCounts: model.counts, newCounts: newModel.counts)
    let lines = lineChangeset(changeset, old: model, new: newModel)
    let newSections = try lines.apply(
      to: sections, section: { self.makeSection(newModel.sections[$0]) },
      item: { path in
        let offset = newModel.sections[path.section].header == nil ? 0 : 1
        return .line(self.makeLine(newModel.sections[path.section], line: path.item - offset))
      })
    model = newModel
    sections = newSections
    try await dataSource.apply(lines, to: newSections)
  }

  /// Does what tapping an item does: its tap action, then its navigate
  /// action.
  public func tapItem(at path: ItemPath) {
    guard let object = model.object(at: path) else { return }
    let found = actions.actions(for: object)
    _ = found.tap?(object, path)
    found.navigate?(object, path)
  }

  /// Does what tapping an item's detail button does.
  public func tapDetail(at path: ItemPath) {
    guard let object = model.object(at: path) else { return }
    actions.actions(for: object).detail?(object, path)
  }

  private func itemTapped(_ id: Int) {
    if let path = path(ofItemID: id) { tapItem(at: path) }
  }

  private func detailTapped(_ id: Int) {
    if let path = path(ofItemID: id) { tapDetail(at: path) }
  }

  /// The model path of the item with this id, found among the mounted
  /// lines (a tapped item is on screen): no walk over the whole grid.
  private func path(ofItemID id: Int) -> ItemPath? {
    guard let list else { return nil }
    for path in list.mountedPaths
    where path.section < sections.count && path.item < sections[path.section].items.count {
      guard case .line(let rows) = sections[path.section].items[path.item],
        let column = rows.firstIndex(where: { $0.id == id })
      else { continue }
      let line = path.item - (sections[path.section].model.header == nil ? 0 : 1)
      return ItemPath(section: path.section, item: line * columns + column)
    }
    return nil
  }

  private func lineCount(_ count: Int) -> Int { (count + columns - 1) / columns }

  /// Lines before the first changed object stay; the rest are reloaded,
  /// inserted or deleted.
  private func lineChangeset(_ changes: Changeset, old: TableModel, new: TableModel) -> Changeset {
    let movedOut = Set(changes.sectionMoves.map(\.source))
    let movedIn = Set(changes.sectionMoves.map(\.destination))
    let deleted = Set(changes.sectionDeletes)
    let inserted = Set(changes.sectionInserts)
    let reloaded = Set(changes.sectionReloads)
    let keptOld = old.sections.indices.filter { !deleted.contains($0) && !movedOut.contains($0) }
    let keptNew = new.sections.indices.filter { !inserted.contains($0) && !movedIn.contains($0) }
    var pairs = Array(zip(keptOld, keptNew))
    pairs += changes.sectionMoves.map { ($0.source, $0.destination) }
    var firstChange: [Int: Int] = [:]  // old section -> first changed object
    var newToOld: [Int: Int] = [:]
    for (s, t) in pairs { newToOld[t] = s }
    func note(old s: Int, _ item: Int) { firstChange[s] = min(firstChange[s] ?? item, item) }
    for path in changes.itemDeletes + changes.itemReloads { note(old: path.section, path.item) }
    for move in changes.itemMoves {
      note(old: move.source.section, move.source.item)
      if let s = newToOld[move.destination.section] { note(old: s, move.destination.item) }
    }
    for path in changes.itemInserts {
      if let s = newToOld[path.section] { note(old: s, path.item) }
    }
    var builder = Changeset.Builder()
    for s in deleted.sorted() { builder.deleteSection(s) }
    for t in inserted.sorted() { builder.insertSection(t) }
    for s in reloaded.sorted() { builder.reloadSection(s) }
    for move in changes.sectionMoves { builder.moveSection(move.source, to: move.destination) }
    for (s, t) in pairs where !reloaded.contains(s) {
      guard let first = firstChange[s] else { continue }
      let offset = old.sections[s].header == nil ? 0 : 1
      let oldLines = lineCount(old.sections[s].count)
      let newLines = lineCount(new.sections[t].count)
      let start = first / columns
      for line in start..<max(start, min(oldLines, newLines)) {
        builder.reloadItem(at: ItemPath(section: s, item: line + offset))
      }
      for line in max(start, newLines)..<max(max(start, newLines), oldLines) {
        builder.deleteItem(at: ItemPath(section: s, item: line + offset))
      }
      for line in max(start, oldLines)..<max(max(start, oldLines), newLines) {
        builder.insertItem(at: ItemPath(section: t, item: line + offset))
      }
    }
    return builder.build()
  }

  private func makeSection(_ section: TableSection) -> ListSection<TableSectionInfo, GridItem> {
    var items: [GridItem] = []
    if let header = section.header { items.append(.header(header)) }
    for line in 0..<lineCount(section.count) { items.append(.line(makeLine(section, line: line))) }
    if let footer = section.footer { items.append(.footer(footer)) }
    return ListSection(
      TableSectionInfo(header: section.header, footer: section.footer), items: items)
  }

  private func makeLine(_ section: TableSection, line: Int) -> [TableRow] {
    let start = line * columns
    return section.objects[start..<min(start + columns, section.count)].map { object in
      nextRowID += 1
      return TableRow(object: object, id: nextRowID)
    }
  }
}
