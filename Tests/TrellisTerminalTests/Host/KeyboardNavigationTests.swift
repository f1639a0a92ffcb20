import Foundation
import TerminalTestSupport
import Testing
import TrellisDiff

@testable import Trellis
@testable import TrellisTerminal

/// A form: a name field, a slider, and a row of three buttons.
private struct Form: Component {
  var body: some Component {
    Stack(alignment: .start) {
      TextField("Name", text: "").frame(width: 20).tag("name")
      Slider(value: 0.5) { _ in }.frame(width: 20).tag("slider")
      Stack(.horizontal, spacing: 1) {
        Button("Back") {}.tag("back")
        Button("Help") {}.tag("help")
        Button("Next") {}.tag("next")
      }
    }
  }
}

@MainActor
@Suite("TerminalHost arrow focus and keyboard scrolling")
struct KeyboardNavigationTests {
  @Test func arrowsMoveFocusAlongARowAndBetweenRows() async {
    let screen = HostScreen(width: 30, height: 5)
    await screen.show(Form())
    let host = screen.host
    screen.press(.down)
    #expect(host.focusedView == host.find(tag: "name")?.id)
    // A text field keeps ← → for its caret; ↓ leaves it.
    screen.press(.right)
    #expect(host.focusedView == host.find(tag: "name")?.id)
    screen.press(.down)
    #expect(host.focusedView == host.find(tag: "slider")?.id)
    // The row is under the slider; the button under its centre is nearest.
    screen.press(.down)
    #expect(host.focusedView == host.find(tag: "help")?.id)
    screen.press(.right)
    #expect(host.focusedView == host.find(tag: "next")?.id)
    // Nothing further right: focus stays.
    screen.press(.right)
    #expect(host.focusedView == host.find(tag: "next")?.id)
    screen.press(.left)
    screen.press(.left)
    #expect(host.focusedView == host.find(tag: "back")?.id)
    screen.press(.up)
    #expect(host.focusedView == host.find(tag: "slider")?.id)
  }

  @Test func theNearestAlignedViewWins() {
    let from = Rect(x: 0, y: 0, width: 4, height: 1)
    let sameRow = HostViewTree.focusScore(
      from: from, to: Rect(x: 10, y: 0, width: 4, height: 1), key: .right)
    let nearerBelow = HostViewTree.focusScore(
      from: from, to: Rect(x: 5, y: 3, width: 4, height: 1), key: .right)
    #expect(sameRow?.gap == 6)
    #expect(nearerBelow?.gap == 9)  // 1 along, 2 across
    let behind = HostViewTree.focusScore(
      from: from, to: Rect(x: 0, y: 2, width: 4, height: 1), key: .left)
    #expect(behind == nil)
  }

  @Test func arrowsAndPagesScrollAListWithNothingFocusable() async {
    let offsets = Recorder<Point>()
    let screen = HostScreen(width: 10, height: 4)
    await screen.show(
      ScrollView(onScroll: { offsets.record($0) }) {
        for index in 0..<10 { Text("Row \(index)") }
      }.frame(height: 4))
    screen.press(.down)
    screen.press(.down)
    #expect(offsets.values == [Point(x: 0, y: 1), Point(x: 0, y: 2)])
    screen.press(.end)
    #expect(offsets.values.last == Point(x: 0, y: 6))
    #expect(screen.draw() == ["Row 6    │", "Row 7    │", "Row 8    ┃", "Row 9    ┃"])
    screen.press(.home)
    screen.press(.pageDown)
    #expect(offsets.values.suffix(2) == [Point(x: 0, y: 0), Point(x: 0, y: 3)])
  }

  @Test func keysScrollTheScrollViewUnderTheMouse() async {
    let screen = HostScreen(width: 20, height: 3)
    await screen.show(
      Stack(.horizontal) {
        ScrollView {
          for index in 0..<6 { Text("L\(index)") }
        }.frame(width: 10, height: 3).tag("left")
        ScrollView {
          for index in 0..<6 { Text("R\(index)") }
        }.frame(width: 10, height: 3).tag("right")
      })
    screen.host.handle(.mouse(MouseEvent(.move, column: 12, row: 1)))
    screen.press(.pageDown)
    #expect(
      screen.draw().map { $0.prefix(2) + "|" + $0.dropFirst(10).prefix(2) } == [
        "L0|R2", "L1|R3", "L2|R4",
      ])
  }

  @Test func aWideScrollViewShowsAHorizontalBarAndScrollsSideways() async {
    let screen = HostScreen(width: 10, height: 3)
    await screen.show(
      ScrollView(.horizontal) {
        Text("abcdefghijklmnopqrst").frame(width: 20)
      }.frame(width: 10, height: 3))
    #expect(screen.draw() == ["abcdefghij", "", "━━━━━─────"])
    for _ in 0..<10 { screen.press(.right) }
    #expect(screen.draw() == ["klmnopqrst", "", "─────━━━━━"])
  }
}

@MainActor
@Suite("ScrollView sizing")
struct ScrollViewSizingTests {
  @Test func aScrollViewAtTheRootFillsTheScreenAndScrolls() async {
    let screen = HostScreen(width: 10, height: 4)
    let lines = await screen.show(
      ScrollView {
        for index in 0..<10 { Text("Row \(index)") }
      }.tag("scroll"))
    let scroll = screen.host.find(tag: "scroll")?.id
    #expect(
      scroll.flatMap { screen.host.absoluteFrame(of: $0) }?.size == Size(width: 10, height: 4))
    #expect(lines == ["Row 0    ┃", "Row 1    ┃", "Row 2    │", "Row 3    │"])
    screen.press(.pageDown)
    #expect(screen.draw().first == "Row 3    │")
  }

  @Test func aScrollViewInAStackShrinksToTheRoomLeft() async {
    let screen = HostScreen(width: 10, height: 5)
    await screen.show(
      Stack {
        Text("Title")
        ScrollView {
          for index in 0..<10 { Text("Row \(index)") }
        }.tag("scroll")
        Text("Footer")
      }.frame(height: .percent(100)))
    let scroll = screen.host.find(tag: "scroll")?.id
    #expect(
      scroll.flatMap { screen.host.absoluteFrame(of: $0) } == Rect(x: 0, y: 1, width: 10, height: 3)
    )
    #expect(screen.draw().last == "Footer")
  }
}

@MainActor
@Suite("Keyboard scrolling of virtualised lists")
struct ListKeyboardScrollingTests {
  @Test func pageDownAndEndMoveTheListAndMountTheRowsBroughtIntoView() async throws {
    let host = TerminalHost(width: 12, height: 4)
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 12), environment: .characterGrid()
    ) { row, _ in
      Text("Row \(row)")
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<100))])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 12, height: 4), overscan: 0)
    func lines() -> [String] {
      let screen = host.drawnCells()
      return (0..<4).map { row in
        (0..<12).map { String(screen[$0, row].grapheme) }.joined()
          .trimmingCharacters(in: .whitespaces)
      }
    }
    #expect(lines() == ["Row 0      ┃", "Row 1      │", "Row 2      │", "Row 3      │"])
    host.handle(.key(KeyEvent(.pageDown)))
    #expect(list.contentOffset == 3)
    #expect(list.mountedPaths.first == ItemPath(section: 0, item: 3))
    #expect(lines().first == "Row 3      ┃")
    host.handle(.key(KeyEvent(.end)))
    #expect(list.contentOffset == 96)
    #expect(lines() == ["Row 96     │", "Row 97     │", "Row 98     │", "Row 99     ┃"])
    host.handle(.key(KeyEvent(.up)))
    #expect(list.contentOffset == 95)
    list.invalidate()
  }
}

@MainActor
@Suite("Arrows in a focused list")
struct FocusedListArrowTests {
  @Test func aFocusedListScrollsThenFocusMovesOnAtItsEnd() async throws {
    let host = TerminalHost(width: 12, height: 5)
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 12), environment: .characterGrid()
    ) { row, _ in
      Text("Row \(row)")
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<6))])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 12, height: 4), overscan: 0)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.origin = Point(x: 0, y: 4)
    await root.render(Button("OK") {}.tag("ok").alignSelf(.start))
    host.focus(list.listView)
    host.handle(.key(KeyEvent(.down)))
    host.handle(.key(KeyEvent(.down)))
    #expect(list.contentOffset == 2)
    #expect(host.focusedView == list.listView)
    host.handle(.key(KeyEvent(.down)))
    #expect(host.focusedView == host.find(tag: "ok")?.id)
    list.invalidate()
  }
}

@MainActor
@Suite("Scroll bars with the mouse")
struct ScrollBarMouseTests {
  @Test func pressingAndDraggingTheBarScrolls() async {
    let offsets = Recorder<Point>()
    let screen = HostScreen(width: 10, height: 5)
    await screen.show(
      ScrollView(onScroll: { offsets.record($0) }) {
        for index in 0..<20 { Button("B\(index)") {}.alignSelf(.start) }
      }.frame(height: 5))
    // The bar is the right-most column; its last cell is the bottom.
    screen.host.handle(.mouse(MouseEvent(.press(.left), column: 9, row: 4)))
    #expect(offsets.values.last == Point(x: 0, y: 15))
    screen.host.handle(.mouse(MouseEvent(.drag(.left), column: 3, row: 2)))
    #expect(offsets.values.last == Point(x: 0, y: 8))
    screen.host.handle(.mouse(MouseEvent(.release(.left), column: 3, row: 2)))
    // The press on the bar pressed no button and focused nothing.
    #expect(screen.host.focusedView == nil)
    #expect(screen.draw().first == "[B8]     │")
  }
}
