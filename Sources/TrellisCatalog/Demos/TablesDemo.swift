import Trellis
import TrellisDiff
import TrellisTables

/// A table with sections, a section index, tap / detail / navigate actions
/// and a section that changes live as its buttons are tapped.
enum TablesDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let content = TablesContent()
    let titles = content.table.model.sectionIndexTitles
    return CatalogDemo(
      id: "tables", title: "Tables",
      summary: "Sections, a section index, actions and a model changing live", scrolls: false
    ) {
      Stack(.horizontal, spacing: 1) {
        Embedded(content)
        SectionIndexBar(titles: titles) { title in content.scroll(toIndexTitle: title) }
      }.scaled()
    }
  }
}

/// The demo's model and table, alive as long as the demo's screen (which
/// embeds it).
@MainActor
private final class TablesContent: Embeddable {
  static let addTitle = "Add a row"
  static let removeTitle = "Remove the last row"
  static let fruits: [(String, [String])] = [
    ("A", ["Apple", "Apricot", "Avocado"]), ("B", ["Banana", "Blackberry", "Blueberry"]),
    ("C", ["Cherry", "Coconut", "Cranberry"]), ("D", ["Date", "Dragonfruit"]),
    ("F", ["Fig"]), ("G", ["Grape", "Guava"]), ("K", ["Kiwi", "Kumquat"]),
    ("L", ["Lemon", "Lime", "Lychee"]), ("M", ["Mango", "Melon"]),
    ("P", ["Peach", "Pear", "Plum"]),
  ]

  private(set) var model: MutableTableModel
  private(set) var table: TableView
  private var added = 0

  init() {
    var sections = [
      TableSection(
        header: "Live", footer: "The buttons change this section with animated changesets",
        objects: [
          ValueCell("Last action", value: "none"), ButtonCell(Self.addTitle),
          ButtonCell(Self.removeTitle),
        ])
    ]
    for (letter, names) in Self.fruits {
      sections.append(TableSection(header: letter, objects: names.map { TitleCell($0) }))
    }
    let model = MutableTableModel(TableModel(sections: sections, sectionIndex: .sectionTitles()))
    self.model = model
    let actions = ActionsBox()
    // Laid out at the width, and in the units, of the view it is shown in.
    table = TableView(model: model.model, actions: actions.actions)
    actions.owner = self
  }

  func mount(host: any Host, in view: ViewID, size: Size) {
    table.mount(host: host, in: view, size: size)
  }

  func resize(to size: Size) { table.resize(to: size) }

  func settle() async { await table.settle() }

  func unmount() { table.unmount() }

  func scroll(toIndexTitle title: String) { table.scroll(toIndexTitle: title) }

  /// Puts `text` in the "Last action" row.
  func report(_ text: String) {
    guard
      let changes = try? model.replace(
        at: ItemPath(section: 0, item: 0), with: ValueCell("Last action", value: text))
    else { return }
    try? table.applySynchronously(changes, to: model.model)
  }

  func addRow() {
    guard let changes = try? model.append([TitleCell("New row \(added + 1)")], toSection: 0)
    else { return }
    added += 1
    try? table.applySynchronously(changes, to: model.model)
    report("added row \(added)")
  }

  func removeRow() {
    guard added > 0,
      let changes = try? model.remove(at: ItemPath(section: 0, item: 2 + added))
    else { return }
    try? table.applySynchronously(changes, to: model.model)
    report("removed row \(added)")
    added -= 1
  }
}

/// The actions, made before the table and pointing back at its owner. The
/// actions hold the box; the box holds its owner weakly (no cycle).
@MainActor
private final class ActionsBox {
  weak var owner: TablesContent?

  var actions: TableActions {
    var actions = TableActions()
    actions.onTap(object: ButtonCell(TablesContent.addTitle)) { _, _ in
      self.owner?.addRow()
      return .deselect
    }
    actions.onTap(object: ButtonCell(TablesContent.removeTitle)) { _, _ in
      self.owner?.removeRow()
      return .deselect
    }
    actions.onTap(TitleCell.self) { cell, path in
      self.owner?.report("tapped \(cell.title) at \(path)")
      return .staySelected
    }
    actions.onDetail(object: TitleCell("Cherry")) { _, _ in
      self.owner?.report("Cherry: a stone fruit")
    }
    actions.onNavigate(object: TitleCell("Banana")) { _, _ in
      self.owner?.report("would open Banana")
    }
    return actions
  }
}
