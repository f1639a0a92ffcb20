public import Trellis
public import TrellisDiff

/// Shows a ``TableModel`` on a host: a virtualised list of section headers,
/// rows and footers, each row's cell found by a ``CellFactory`` and its
/// taps handled by ``TableActions``.
///
/// ```swift
/// let table = TableView(model: model, factory: factory, actions: actions, width: 60)
/// table.mount(host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 60, height: 20))
/// var mutable = MutableTableModel(model)
/// try await table.apply(mutable.append([Fruit("fig")]), to: mutable.model)
/// ```
///
/// The rows live in a `ComponentDataSource` that builds on demand: the
/// `ListMounter` builds and mounts only the rows in and near the visible
/// range (a million-row table builds one screen), row heights come from
/// layout (or an explicit height), and rows not built yet count with an
/// estimate. Changesets from ``MutableTableModel`` (or any diff of two
/// models) animate the change; the table translates them to its list of
/// headers, rows and footers.
///
/// Taps on a row — pointer, or Enter while a view of the row has focus —
/// run its tap action, then its navigate action; the tap action's
/// ``TapResult`` decides whether the row stays selected (``selectedPath``).
@MainActor
public final class TableView {
  /// The list entries and their built, laid-out components.
  public private(set) var dataSource: ComponentDataSource<TableSectionInfo, TableItem>
  /// The model shown.
  public private(set) var model: TableModel
  /// The virtualised list, once mounted.
  public private(set) var list: ListMounter<TableSectionInfo, TableItem>?
  /// The selected row, if a tap action kept it selected.
  public var selectedPath: ItemPath? {
    selectedID.flatMap { path(ofRowID: $0) }
  }
  /// The width rows are laid out in.
  public private(set) var width: Double
  /// The end of the responder chain for actions cells send (a
  /// presenter). Setting it on a mounted table mounts the rows again.
  public weak var responder: (any ActionResponder)? {
    didSet {
      dataSource.responder = responder
      if let list, let mountPoint {
        let offset = list.contentOffset
        mount(host: mountPoint.host, parent: mountPoint.parent, frame: list.frame)
        self.list?.scroll(to: offset)
      }
    }
  }

  private let factory: CellFactory
  private let actions: TableActions
  private let environment: LayoutEnvironment
  private let estimatedRowHeight: Double?
  private var sections: [ListSection<TableSectionInfo, TableItem>] = []
  private var nextRowID = 0
  private var selectedID: Int?
  private var mountPoint: (host: any Host, parent: ViewID)?

  /// Creates a table for a model; rows are laid out `width` wide.
  ///
  /// Rows are built only when they come into view (see
  /// `ItemBuilding.onDemand`): until then each counts as
  /// `estimatedRowHeight` high, or — when `nil` — as high as the mean of
  /// the rows built so far.
  public init(
    model: TableModel, factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
    width: Double, environment: LayoutEnvironment = .terminal, estimatedRowHeight: Double? = nil
  ) {
    self.model = model
    self.factory = factory
    self.actions = actions
    self.width = width
    self.environment = environment
    self.estimatedRowHeight = estimatedRowHeight
    dataSource = Self.makeDataSource(
      width: width, environment: environment, estimatedRowHeight: estimatedRowHeight,
      factory: factory, actions: actions, table: nil)
    dataSource = Self.makeDataSource(
      width: width, environment: environment, estimatedRowHeight: estimatedRowHeight,
      factory: factory, actions: actions, table: self)
    sections = model.sections.map(makeSection)
    // A fresh data source with no sections accepts inserting them all.
    try? dataSource.applySynchronously(
      Changeset(sectionInserts: Array(sections.indices)), to: sections)
  }

  // MARK: Mounting

  /// Mounts the table in `parent` at `frame`; only visible rows are
  /// mounted.
  @discardableResult
  public func mount(host: any Host, parent: ViewID, frame: Rect)
    -> ListMounter<TableSectionInfo, TableItem>
  {
    list?.invalidate()
    mountPoint = (host, parent)
    let list = ListMounter(dataSource: dataSource, host: host, parent: parent, frame: frame)
    self.list = list
    return list
  }

  /// Moves or resizes the table. A new width lays every row out again (the
  /// rows' objects, and the values of form elements, are kept); the scroll
  /// position is kept as far as the new content allows.
  public func resize(to frame: Rect) {
    guard let list else { return }
    guard frame.width != width, let mountPoint else {
      list.frame = frame
      return
    }
    let offset = list.contentOffset
    width = frame.width
    list.invalidate()
    dataSource = Self.makeDataSource(
      width: width, environment: environment, estimatedRowHeight: estimatedRowHeight,
      factory: factory, actions: actions, table: self)
    dataSource.responder = responder
    try? dataSource.applySynchronously(
      Changeset(sectionInserts: Array(sections.indices)), to: sections)
    let remounted = ListMounter(
      dataSource: dataSource, host: mountPoint.host, parent: mountPoint.parent, frame: frame)
    remounted.scroll(to: offset)
    self.list = remounted
  }

  // MARK: Changing the model

  /// Shows `newModel`, animating `changeset` (which must turn ``model``
  /// into `newModel`, as the changes of ``MutableTableModel`` do). Returns
  /// when shown; throws, changing nothing, when the changeset does not fit.
  public func apply(_ changeset: Changeset, to newModel: TableModel) async throws(ChangesetError) {
    let (translated, newSections) = try prepare(changeset, to: newModel)
    model = newModel
    sections = newSections
    try await dataSource.apply(translated, to: newSections)
  }

  /// Shows `newModel` now, on the main actor (see ``apply(_:to:)``).
  public func applySynchronously(_ changeset: Changeset, to newModel: TableModel)
    throws(ChangesetError)
  {
    let (translated, newSections) = try prepare(changeset, to: newModel)
    model = newModel
    sections = newSections
    try dataSource.applySynchronously(translated, to: newSections)
  }

  /// Replaces the model without animation.
  public func reset(to newModel: TableModel) async {
    model = newModel
    selectedID = nil
    sections = newModel.sections.map(makeSection)
    await dataSource.reset(to: sections)
  }

  /// Waits until everything queued is shown.
  public func settle() async { await dataSource.settle() }

  // MARK: Rows and actions

  /// The list entry (in the data source and `ListMounter`) showing a row
  /// of the model.
  public func listPath(of path: ItemPath) -> ItemPath {
    ItemPath(section: path.section, item: path.item + sections[path.section].model.rowOffset)
  }

  /// Scrolls so a row of the model is at the top.
  public func scroll(toRow path: ItemPath) {
    list?.scroll(toItem: listPath(of: path))
  }

  /// Scrolls to where a section index entry leads (see
  /// ``TableModel/target(forIndexTitle:)``); returns whether it led anywhere.
  @discardableResult
  public func scroll(toIndexTitle title: String) -> Bool {
    switch model.target(forIndexTitle: title) {
    case .search?: list?.scroll(to: 0)
    case .section(let section)?: list?.scroll(toItem: ItemPath(section: section, item: 0))
    case nil: return false
    }
    return true
  }

  /// Does what tapping a row does: its tap action, then its navigate
  /// action; the tap result decides whether the row stays selected.
  public func tapRow(at path: ItemPath) {
    guard let object = model.object(at: path) else { return }
    let found = actions.actions(for: object)
    let result = found.tap?(object, path) ?? .deselect
    found.navigate?(object, path)
    let rowID = rowID(at: path)
    select(result == .staySelected ? rowID : nil)
  }

  /// Does what tapping a row's detail button does.
  public func tapDetail(at path: ItemPath) {
    guard let object = model.object(at: path) else { return }
    actions.actions(for: object).detail?(object, path)
  }

  /// Deselects the selected row.
  public func deselect() { select(nil) }

  // MARK: Internals

  fileprivate func rowTapped(_ id: Int) {
    if let path = path(ofRowID: id) { tapRow(at: path) }
  }

  fileprivate func detailTapped(_ id: Int) {
    if let path = path(ofRowID: id) { tapDetail(at: path) }
  }

  private func select(_ id: Int?) {
    guard id != selectedID else { return }
    var reloads: [ItemPath] = []
    for changed in [selectedID, id].compactMap({ $0 }) {
      guard let path = path(ofRowID: changed) else { continue }
      let listPath = listPath(of: path)
      if case .row(var row) = sections[listPath.section].items[listPath.item] {
        row.isSelected = changed == id
        sections[listPath.section].items[listPath.item] = .row(row)
        reloads.append(listPath)
      }
    }
    selectedID = id
    // Reloading rows in place always fits the current counts.
    try? dataSource.applySynchronously(Changeset(itemReloads: reloads), to: sections)
  }

  private func rowID(at path: ItemPath) -> Int? {
    let listPath = listPath(of: path)
    if case .row(let row) = sections[listPath.section].items[listPath.item] { return row.id }
    return nil
  }

  private func path(ofRowID id: Int) -> ItemPath? {
    for (s, section) in sections.enumerated() {
      let offset = section.model.rowOffset
      for (i, item) in section.items.enumerated() {
        if case .row(let row) = item, row.id == id {
          return ItemPath(section: s, item: i - offset)
        }
      }
    }
    return nil
  }

  private func makeSection(_ section: TableSection) -> ListSection<TableSectionInfo, TableItem> {
    let info = TableSectionInfo(header: section.header, footer: section.footer)
    var items: [TableItem] = []
    items.reserveCapacity(section.objects.count + 2)
    if let header = section.header { items.append(.header(header)) }
    for object in section.objects { items.append(.row(makeRow(object))) }
    if let footer = section.footer { items.append(.footer(footer)) }
    return ListSection(info, items: items)
  }

  private func makeRow(_ object: any Sendable) -> TableRow {
    nextRowID += 1
    return TableRow(object: object, id: nextRowID)
  }

  /// Translates a model changeset to the list of headers, rows and
  /// footers, and builds the new list from the old one.
  private func prepare(_ changeset: Changeset, to newModel: TableModel) throws(ChangesetError)
    -> (Changeset, [ListSection<TableSectionInfo, TableItem>])
  {
    try changeset.validate(oldCounts: model.counts, newCounts: newModel.counts)
    let oldOffsets = sections.map(\.model.rowOffset)
    let newOffsets = newModel.sections.map { $0.header == nil ? 0 : 1 }
    func old(_ p: ItemPath) -> ItemPath {
      ItemPath(section: p.section, item: p.item + oldOffsets[p.section])
    }
    func new(_ p: ItemPath) -> ItemPath {
      ItemPath(section: p.section, item: p.item + newOffsets[p.section])
    }
    let translated = Changeset(
      sectionDeletes: changeset.sectionDeletes, sectionInserts: changeset.sectionInserts,
      sectionMoves: changeset.sectionMoves, sectionReloads: changeset.sectionReloads,
      itemDeletes: changeset.itemDeletes.map(old), itemInserts: changeset.itemInserts.map(new),
      itemMoves: changeset.itemMoves.map {
        ChangesetMove(from: old($0.source), to: new($0.destination))
      },
      itemReloads: changeset.itemReloads.map(old))
    var rebuilt: [ListSection<TableSectionInfo, TableItem>] = []
    let newSections = try translated.apply(
      to: sections,
      section: { index in
        let section = self.makeSection(newModel.sections[index])
        rebuilt.append(section)
        return section
      },
      item: { path in
        let row = ItemPath(section: path.section, item: path.item - newOffsets[path.section])
        return .row(self.makeRow(newModel[row]))
      })
    return (translated, newSections)
  }

  private static func makeDataSource(
    width: Double, environment: LayoutEnvironment, estimatedRowHeight: Double?,
    factory: CellFactory, actions: TableActions, table: TableView?
  ) -> ComponentDataSource<TableSectionInfo, TableItem> {
    ComponentDataSource(
      sizeRange: SizeRange(width: width), environment: environment,
      building: .onDemand(estimatedHeight: estimatedRowHeight)
    ) {
      [weak table] item, _ in
      switch item {
      case .header(let title):
        AnyComponent(TableHeaderView(title: title))
      case .footer(let text):
        AnyComponent(TableFooterView(text: text))
      case .row(let row):
        AnyComponent(
          TableRowView(
            cell: factory.cell(
              for: row.object, context: CellContext(width: width, isSelected: row.isSelected)),
            accessory: actions.actions(for: row.object).accessory,
            isSelected: row.isSelected,
            onTap: { table?.rowTapped(row.id) },
            onDetail: { table?.detailTapped(row.id) }))
      }
    }
  }
}
