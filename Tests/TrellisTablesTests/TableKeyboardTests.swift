import TerminalTestSupport
import Testing
import Trellis
import TrellisDiff
import TrellisTables
import TrellisTerminal
import TrellisTesting

/// Two sections of ten rows, with a tap action on every row and a detail
/// action on "b3"; `log` records what ran.
@MainActor
private func keyboardTable(log: Log, width: Double) -> TableView {
  var objects: [any Sendable] = []
  for section in ["a", "b"] {
    objects.append(section.uppercased())
    objects.append(contentsOf: (0..<10).map { TitleCell("\(section)\($0)") })
  }
  var actions = TableActions()
  actions.onTap(TitleCell.self) { cell, path in
    log.entries.append("tap \(cell.title) \(path)")
    return .staySelected
  }
  actions.onDetail(object: TitleCell("b3")) { cell, _ in log.entries.append("detail \(cell.title)")
  }
  return TableView(
    model: TableModel(sectioned: objects), actions: actions, width: width,
    environment: .characterGrid())
}

@MainActor
@Suite("TableView keyboard and pointer")
struct TableKeyboardTests {
  @Test("headless: arrows move the highlight across sections, Enter taps, → opens the detail")
  func headlessKeys() throws {
    let log = Log()
    let table = keyboardTable(log: log, width: 20)
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let list = table.mount(
      host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 20, height: 6))
    host.focus(list.listView)
    // Focus alone shows the keyboard's row (issue 32 item 8).
    #expect(table.highlightedPath == ItemPath(section: 0, item: 0))
    #expect(host.find(tag: "highlighted-row") != nil)
    #expect(host.press(KeyPress(.down)))
    #expect(table.highlightedPath == ItemPath(section: 0, item: 1))
    for _ in 0..<9 { host.press(KeyPress(.down)) }
    // From a9 down to b0, past the header of section b; scrolled into view.
    #expect(table.highlightedPath == ItemPath(section: 1, item: 0))
    let b0 = try #require(host.find(text: "b0"))
    #expect(b0.absoluteFrame.minY >= 0 && b0.absoluteFrame.maxY <= 6)
    #expect(host.press(KeyPress(.up)))
    #expect(table.highlightedPath == ItemPath(section: 0, item: 9))
    #expect(host.press(KeyPress(.enter)))
    #expect(table.selectedPath == ItemPath(section: 0, item: 9))
    // → does nothing on a row without a detail action.
    #expect(!host.press(KeyPress(.right)))
    #expect(host.press(KeyPress(.end)))
    #expect(table.highlightedPath == ItemPath(section: 1, item: 9))
    #expect(host.find(text: "b9")?.absoluteFrame.maxY == 6)
    for _ in 0..<6 { host.press(KeyPress(.up)) }
    #expect(host.press(KeyPress(" ")))
    #expect(host.press(KeyPress(.right)))
    #expect(host.press(KeyPress(.home)))
    #expect(table.highlightedPath == ItemPath(section: 0, item: 0))
    #expect(list.contentOffset == 0)
    // At the first row ↑ stays in the list.
    #expect(host.press(KeyPress(.up)))
    #expect(table.highlightedPath == ItemPath(section: 0, item: 0))
    #expect(log.entries == ["tap a9 [0, 9]", "tap b3 [1, 3]", "detail b3"])
  }

  @Test("terminal: Tab focuses the list, keys and clicks run the actions")
  func terminalKeysAndMouse() throws {
    let log = Log()
    let table = keyboardTable(log: log, width: 30)
    let screen = TerminalScreen(width: 30, height: 8)
    table.mount(
      host: screen.host, parent: screen.host.rootView, frame: Rect(x: 0, y: 0, width: 30, height: 8)
    )
    screen.draw()
    screen.press(.tab)
    #expect(screen.host.focusedView == table.list?.listView)
    #expect(table.highlightedPath == ItemPath(section: 0, item: 0))
    screen.press(.down)
    screen.press(.enter)
    #expect(log.entries == ["tap a1 [0, 1]"])
    // The selected row is drawn on blue.
    screen.draw()
    let a1 = try #require(screen.row(of: "a1"))
    #expect(screen.terminal.cells[1, a1].style.background == .ansi(.blue))

    // Down to b3, whose detail button → opens; the list scrolls along.
    for _ in 0..<12 { screen.press(.down) }
    #expect(table.highlightedPath == ItemPath(section: 1, item: 3))
    screen.press(.right)
    #expect(log.entries.last == "detail b3")
    let lines = screen.draw()
    let b3 = try #require(screen.row(of: "b3"))
    #expect(b3 < 8)
    #expect(screen.terminal.cells[1, b3].style.background == .ansi(.brightBlack))

    // A click taps the row under the pointer and highlights it; a click on
    // the detail glyph runs the detail action.
    let b1 = try #require(screen.row(of: "b1"))
    screen.click(column: 3, row: b1)
    #expect(log.entries.last == "tap b1 [1, 1]")
    #expect(table.highlightedPath == ItemPath(section: 1, item: 1))
    let glyphColumn = try #require(lines[b3].firstIndex(of: Character(Accessory.detailGlyph)))
    screen.click(column: lines[b3].distance(from: lines[b3].startIndex, to: glyphColumn), row: b3)
    #expect(log.entries.suffix(2) == ["tap b1 [1, 1]", "detail b3"])
  }

  /// Issue 32 item 8: a focused list keeps ↑ and ↓ at its edges, so an
  /// arrow does not carry focus to a control below it (a tab bar).
  @Test func arrowsStayInAFocusedListAtItsEdges() throws {
    let log = Log()
    let table = keyboardTable(log: log, width: 20)
    let host = HeadlessHost(size: Size(width: 20, height: 12))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: SizeRange(exactly: host.size))
    root.renderSynchronously(
      Stack(alignment: .stretch) {
        Embedded(table).tag("table")
        Button("Tab bar") {}.tag("below")
      })
    let list = try #require(table.list)
    host.focus(list.listView)
    #expect(host.press(KeyPress(.end)))
    #expect(host.press(KeyPress(.down)))
    #expect(host.focusedView == list.listView)
    #expect(table.highlightedPath == ItemPath(section: 1, item: 9))
    #expect(host.press(KeyPress(.enter)))
    #expect(log.entries == ["tap b9 [1, 9]"])
  }
}
