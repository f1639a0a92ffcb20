import Foundation
import TerminalTestSupport
import Testing
import Trellis
import TrellisKit
import TrellisTerminal

private let items = (1...7).map { LauncherItem(id: "i\($0)", title: "Item \($0)", glyph: "#") }

@Suite("Launcher arrangement")
struct LauncherArrangementTests {
  @Test func itemsFillPagesInOrder() {
    let arrangement = LauncherArrangement(items: items, pageSize: 3)
    #expect(arrangement.pages == [["i1", "i2", "i3"], ["i4", "i5", "i6"], ["i7"]])
  }

  @Test func movingPastAPageEdgeCrossesPages() {
    var arrangement = LauncherArrangement(items: items, pageSize: 3)
    #expect(arrangement.move("i3", by: 1) == 1)
    #expect(arrangement.pages == [["i1", "i2"], ["i3", "i4", "i5", "i6"], ["i7"]])
    #expect(arrangement.move("i3", by: -1) == 0)
    #expect(arrangement.pages == [["i1", "i2", "i3"], ["i4", "i5", "i6"], ["i7"]])
    #expect(arrangement.move("i1", by: -1) == 0)
    #expect(arrangement.move("i7", toPage: 0) == 0)
    #expect(arrangement.pages == [["i1", "i2", "i3", "i7"], ["i4", "i5", "i6"]])
    arrangement.remove("i4")
    arrangement.remove("i5")
    arrangement.remove("i6")
    #expect(arrangement.pages == [["i1", "i2", "i3", "i7"]])
  }

  @Test func aStaleArrangementDropsMissingIconsAndAddsNewOnes() throws {
    let saved = LauncherArrangement(pages: [["gone", "i2"], ["i1", "i1"], ["also-gone"]])
    let data = try JSONEncoder().encode(saved)
    let restored = try JSONDecoder().decode(LauncherArrangement.self, from: data)
    let resolution = restored.resolved(with: Array(items.prefix(4)), pageSize: 2)
    #expect(resolution.missing == ["gone", "also-gone"])
    #expect(resolution.arrangement.pages == [["i2"], ["i1", "i3"], ["i4"]])
  }

  @Test func noItemsIsOneEmptyPage() {
    let resolution = LauncherArrangement(pages: [["x"]]).resolved(with: [], pageSize: 4)
    #expect(resolution.arrangement.pages == [[]])
  }

  @Test func movesNeverLoseOrDuplicateIcons() async {
    await propertyCheckMoves()
  }

  private func propertyCheckMoves() async {
    var arrangement = LauncherArrangement(items: items, pageSize: 3)
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let id = items.randomElement(using: &generator)?.id ?? "i1"
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: arrangement.move(id, by: -1)
      case 1: arrangement.move(id, by: 1)
      default: arrangement.move(id, toPage: Int.random(in: 0...3, using: &generator))
      }
      #expect(arrangement.pages.flatMap { $0 }.sorted() == items.map(\.id).sorted())
      #expect(!arrangement.pages.contains { $0.isEmpty })
    }
  }
}

@MainActor
@Suite("Launcher on a terminal")
struct LauncherViewTests {
  @Test func opensMovesBetweenPagesAndEdits() async {
    let opened = Recorder<String>()
    let saved = Recorder<LauncherArrangement>()
    let screen = KitScreen(width: 60, height: 12)
    await screen.show(
      LauncherView(items: items, pageSize: 3) { opened.record($0.id) }
        .onArrangementChange { saved.record($0) })
    let host = screen.host
    #expect(screen.draw()[1].contains("[Item 1]"))
    // Focus the first icon, open it.
    screen.press(.tab)
    #expect(host.focusedView == host.find(tag: "icon-i1")?.id)
    screen.press(.enter)
    #expect(opened.values == ["i1"])
    // Page Down shows the second page.
    screen.press(.pageDown)
    var lines = await screen.settle()
    #expect(lines.contains { $0.contains("[Item 4]") })
    #expect(lines.contains { $0.contains("○ ● ○") })
    screen.press(.pageUp)
    await screen.settle()
    // Edit: move Item 1 on twice, then past the page's end.
    host.tree.focus(host.find(tag: "icon-i1")?.id)
    screen.press(.character("e"))
    await screen.settle()
    // Enter picks the icon up; the arrows then move it.
    screen.press(.enter)
    await screen.settle()
    screen.press(.right)
    await screen.settle()
    #expect(saved.values.last?.pages.first == ["i2", "i1", "i3"])
    screen.press(.right)
    await screen.settle()
    screen.press(.right)
    lines = await screen.settle()
    #expect(saved.values.last?.pages.prefix(2) == [["i2", "i3"], ["i1", "i4", "i5", "i6"]])
    // The launcher follows the icon to its page.
    #expect(lines.contains { $0.contains("‹Item 1›") })
    screen.press(.delete)
    await screen.settle()
    #expect(saved.values.last?.pages.flatMap { $0 }.contains("i1") == false)
  }

  @Test func anEmptyLauncherSaysSo() async {
    let screen = KitScreen(width: 40, height: 4)
    let lines = await screen.show(LauncherView(items: []) { _ in })
    #expect(lines[0].hasPrefix("No icons."))
  }

  @Test func theGridTakesTheColumnsThatFit() async {
    let screen = KitScreen(width: 80, height: 20)
    var lines = await screen.show(LauncherView(items: items, pageSize: 7) { _ in })
    let wide = lines.first { $0.contains("[Item 1]") } ?? ""
    #expect(wide.contains("[Item 5]"))
    screen.host.resize(width: 32, height: 20)
    screen.root.sizeRange = screen.host.sizeRange
    lines = await screen.settle()
    let narrow = lines.first { $0.contains("[Item 1]") } ?? ""
    #expect(narrow.contains("[Item 2]") && !narrow.contains("[Item 3]"))
  }
}
