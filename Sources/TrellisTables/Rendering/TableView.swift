public import Trellis
public import TrellisDiff

/// Shows a ``TableModel`` on a host: a virtualised list of section headers,
/// rows and footers, each row's cell found by a ``CellFactory`` and its
/// taps handled by ``TableActions``.
///
/// ```swift
/// let table = TableView(model: model, factory: factory, actions: actions)
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
///
/// The keyboard works when the list has focus: ↑ and ↓ move the
/// highlighted row (``highlightedPath``, scrolled into view), Home and End
/// go to the first and last row, Enter or Space taps the highlighted row,
/// → taps its detail button. A pointer tap highlights the row it tapped.
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
  /// The row the keyboard is on, if any.
  public var highlightedPath: ItemPath? {
    highlightedID.flatMap { path(ofRowID: $0) }
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

  /// The rows' tap, detail and navigate actions. Setting them — once the
  /// navigator or presenter they call exists, after the table was made —
  /// builds the rows again with their new accessories; the model, the
  /// selection and the scroll position stay.
  public var actions: TableActions {
    didSet { rebuildRows() }
  }

  private let factory: CellFactory
  /// The environment rows are laid out in: the one given, until the table
  /// is mounted in a host that measures otherwise, whose environment the
  /// data source takes (`ComponentDataSource.setEnvironment(_:)`).
  public var environment: LayoutEnvironment { dataSource.environment }
  var sections: [ListSection<TableSectionInfo, TableItem>] = []
  private var nextRowID = 0
  var selectedID: Int?
  var highlightedID: Int?
  /// Every shown row's list path by row id; rebuilt after the rows move.
  private var rowIndex: [Int: ItemPath]?
  private var mountPoint: (host: any Host, parent: ViewID)?
  /// Where the list was scrolled when it was last unmounted.
  var savedOffset: Double = 0
  /// Whether the list view has keyboard focus: its rows keep a highlighted
  /// one, across a reset too.
  var hasFocus = false
  /// Whether the table takes its width and environment from where it is
  /// mounted (made with ``init(model:factory:actions:estimatedRowHeight:)``).
  var fitsHost = false

  /// Creates a table for a model; rows are laid out `width` wide in the
  /// `environment` of the host it will show in (`host.environment`).
  ///
  /// Rows are built only when they come into view (see
  /// `ItemBuilding.onDemand`): until then each counts as
  /// `estimatedRowHeight` high, or — when `nil` — as high as the mean of
  /// the rows built so far.
  public init(
    model: TableModel, factory: CellFactory = CellFactory(), actions: TableActions = TableActions(),
    width: Double, environment: LayoutEnvironment, estimatedRowHeight: Double? = nil
  ) {
    self.model = model
    self.factory = factory
    self.actions = actions
    self.width = width
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
    if fitsHost { fit(to: host, width: frame.width) }
    mountPoint = (host, parent)
    let list = makeList(host: host, parent: parent, frame: frame)
    self.list = list
    return list
  }

  private func makeList(host: any Host, parent: ViewID, frame: Rect)
    -> ListMounter<TableSectionInfo, TableItem>
  {
    let list = ListMounter(dataSource: dataSource, host: host, parent: parent, frame: frame)
    list.keyHandler = { [weak self] press in self?.handleKey(press) ?? false }
    list.focusHandler = { [weak self] focused in
      self?.hasFocus = focused
      if focused { self?.listDidTakeFocus() }
    }
    return list
  }

  /// Moves or resizes the table. A new width lays every row out again in
  /// the background, in the same data source: the rows keep their
  /// identity and state (and form elements their values), and the list
  /// keeps its first visible row. Rows show at the new width once laid out
  /// (``settle()``).
  public func resize(to frame: Rect) {
    guard let list else { return }
    relayout(width: frame.width)
    list.frame = frame
  }

  /// Lays every row out at a new width from now on: rows built so far are
  /// built again in the background, the others at the new width when
  /// shown.
  func relayout(width newWidth: Double) {
    guard newWidth != width else { return }
    width = newWidth
    dataSource.setSizeRange(SizeRange(width: newWidth))
  }

  /// A new data source at the current width and environment, with every
  /// row built.
  private func replaceDataSource() {
    // The current estimate: in the units of the current environment.
    let estimate: Double? =
      if case .onDemand(let height) = dataSource.building { height } else { nil }
    dataSource = Self.makeDataSource(
      width: width, environment: environment, estimatedRowHeight: estimate,
      factory: factory, actions: actions, table: self)
    dataSource.responder = responder
    try? dataSource.applySynchronously(
      Changeset(sectionInserts: Array(sections.indices)), to: sections)
  }

  /// Builds every row again in a new data source (the actions changed),
  /// remounting a mounted list where it was scrolled.
  private func rebuildRows() {
    replaceDataSource()
    guard let list, let mountPoint else { return }
    let offset = list.contentOffset
    mount(host: mountPoint.host, parent: mountPoint.parent, frame: list.frame)
    self.list?.scroll(to: offset)
  }

  /// Unmounts the list, remembering where it was scrolled; returns that
  /// offset.
  @discardableResult
  func unmountList() -> Double {
    let offset = list?.contentOffset ?? 0
    list?.invalidate()
    list = nil
    mountPoint = nil
    return offset
  }

  // MARK: Changing the model

  /// Shows `newModel`, animating `changeset` (which must turn ``model``
  /// into `newModel`, as the changes of ``MutableTableModel`` do). Returns
  /// when shown; throws, changing nothing, when the changeset does not fit.
  public func apply(_ changeset: Changeset, to newModel: TableModel) async throws(ChangesetError) {
    let (translated, newSections) = try prepare(changeset, to: newModel)
    model = newModel
    sections = newSections
    rowIndex = nil
    try await dataSource.apply(translated, to: newSections)
  }

  /// Shows `newModel` now, on the main actor (see ``apply(_:to:)``).
  public func applySynchronously(_ changeset: Changeset, to newModel: TableModel)
    throws(ChangesetError)
  {
    let (translated, newSections) = try prepare(changeset, to: newModel)
    model = newModel
    sections = newSections
    rowIndex = nil
    try dataSource.applySynchronously(translated, to: newSections)
  }

  /// The section index the table offers; setting it keeps the rows and
  /// changes only the index titles (``TableModel/sectionIndexTitles``).
  public var sectionIndex: SectionIndex {
    get { model.sectionIndex }
    set { model.sectionIndex = newValue }
  }

  /// Replaces the model without animation.
  public func reset(to newModel: TableModel) async {
    model = newModel
    selectedID = nil
    highlightedID = nil
    sections = newModel.sections.map(makeSection)
    rowIndex = nil
    await dataSource.reset(to: sections)
    if hasFocus { listDidTakeFocus() }
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
    guard let path = path(ofRowID: id) else { return }
    setFlags(selected: selectedID, highlighted: id)
    tapRow(at: path)
  }

  fileprivate func detailTapped(_ id: Int) {
    if let path = path(ofRowID: id) { tapDetail(at: path) }
  }

  private func select(_ id: Int?) {
    setFlags(selected: id, highlighted: highlightedID)
  }

  /// Marks the selected and highlighted rows, reloading the rows whose
  /// marks change.
  func setFlags(selected: Int?, highlighted: Int?) {
    guard selected != selectedID || highlighted != highlightedID else { return }
    let changed = Set([selectedID, selected, highlightedID, highlighted].compactMap { $0 })
    selectedID = selected
    highlightedID = highlighted
    var reloads: [ItemPath] = []
    for id in changed {
      guard let listPath = listPath(ofRowID: id),
        case .row(var row) = sections[listPath.section].items[listPath.item]
      else { continue }
      let marks = (id == selected, id == highlighted)
      guard marks != (row.isSelected, row.isHighlighted) else { continue }
      (row.isSelected, row.isHighlighted) = marks
      sections[listPath.section].items[listPath.item] = .row(row)
      reloads.append(listPath)
    }
    guard !reloads.isEmpty else { return }
    // Reloading rows in place always fits the current counts.
    try? dataSource.applySynchronously(Changeset(itemReloads: reloads.sorted()), to: sections)
  }

  func rowID(at path: ItemPath) -> Int? {
    let listPath = listPath(of: path)
    if case .row(let row) = sections[listPath.section].items[listPath.item] { return row.id }
    return nil
  }

  private func path(ofRowID id: Int) -> ItemPath? {
    listPath(ofRowID: id).map {
      ItemPath(section: $0.section, item: $0.item - sections[$0.section].model.rowOffset)
    }
  }

  /// Where a row is in the list: looked up among the mounted rows first (a
  /// tapped row is on screen), else in an index of every row, rebuilt only
  /// after rows moved.
  private func listPath(ofRowID id: Int) -> ItemPath? {
    if let list {
      // Mounted paths are the data source's; while a change is queued they
      // may not match `sections` yet, so a hit must match both.
      for path in list.mountedPaths
      where path.section < sections.count && path.item < sections[path.section].items.count {
        if case .row(let row) = sections[path.section].items[path.item], row.id == id {
          return path
        }
      }
    }
    if rowIndex == nil {
      var index: [Int: ItemPath] = [:]
      for (s, section) in sections.enumerated() {
        for (i, item) in section.items.enumerated() {
          if case .row(let row) = item { index[row.id] = ItemPath(section: s, item: i) }
        }
      }
      rowIndex = index
    }
    return rowIndex?[id]
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
      [weak table] item, context in
      switch item {
      case .header(let title):
        AnyComponent(TableHeaderView(title: title))
      case .footer(let text):
        AnyComponent(TableFooterView(text: text))
      case .row(let row):
        AnyComponent(
          TableRowView(
            cell: factory.cell(
              // The data source's width, which a relayout may change.
              for: row.object,
              context: CellContext(
                width: context.sizeRange.max.width, isSelected: row.isSelected)),
            accessory: actions.actions(for: row.object).accessory,
            isSelected: row.isSelected,
            isHighlighted: row.isHighlighted,
            onTap: { table?.rowTapped(row.id) },
            onDetail: { table?.detailTapped(row.id) }
          )
          // The row's model is its data object: cells bind to it by paths
          // (`bindTo.@cell.dataObject.name`).
          .dataObject(row.object, isCell: true))
      }
    }
  }
}
