import Testing
import TrellisPresentation

// This file imports TrellisPresentation alone (and Testing): every type
// below comes through it, as a user's file that shows a list would.

/// A row of a screen's list, written as the article does.
private struct Villain: TableCellObject, Identifiable, Equatable {
  let id: Int
  let name: String
  func makeCell(context: CellContext) -> SubtitleCell { SubtitleCell(name, subtitle: "villain") }
}

@MainActor
@Suite("import TrellisPresentation alone")
struct PresentationImportTests {
  /// Issue 32 item 10: the table, cell, binding and component types the
  /// presentation API works with need no second import.
  @Test func givesTheTypesItsAPIWorksWith() async {
    let live = LiveTableModel<Villain>(width: 30, environment: .characterGrid())
    live.applySynchronously([Villain(id: 1, name: "Loki")])
    let screen = Screen(title: "Villains") { _ in AnyComponent(Text("Villains")) }
    screen.cellFactory = CellFactory()
    let binder: Binder? = nil
    let navigator = Navigator(root: screen)
    navigator.binder = binder
    #expect(live.table.model.rowCount == 1)
    #expect(navigator.visibleScreen === screen)
  }
}
