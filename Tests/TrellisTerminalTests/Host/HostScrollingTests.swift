import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("TerminalHost keyboard scrolling")
struct HostScrollingTests {
  @Test func pageDownScrollsByAPageLessOneLine() async {
    let offsets = Recorder<Point>()
    let screen = HostScreen(width: 10, height: 4)
    await screen.show(
      ScrollView(onScroll: { offsets.record($0) }) {
        for index in 0..<10 { Text("Row \(index)") }
      }.frame(height: .points(4)))
    screen.press(.pageDown)
    #expect(offsets.values == [Point(x: 0, y: 3)])
    #expect(screen.draw() == ["Row 3    │", "Row 4    ┃", "Row 5    ┃", "Row 6    │"])
    screen.press(.pageUp)
    #expect(offsets.values.last == Point(x: 0, y: 0))
  }

  @Test func tabScrollsTheFocusedViewIntoView() async {
    let screen = HostScreen(width: 10, height: 3)
    await screen.show(
      ScrollView {
        for index in 0..<6 { Button("B\(index)") {}.tag("b\(index)").alignSelf(.start) }
      }.frame(height: .points(3)))
    for _ in 0..<5 { screen.press(.tab) }
    #expect(screen.host.focusedView == screen.host.find(tag: "b4")?.id)
    // B4 is the fifth row: the view scrolled two rows to show it last.
    #expect(screen.draw().map { $0.prefix(4) } == ["[B2]", "[B3]", "[B4]"])
    screen.press(.tab, modifiers: .shift)
    screen.press(.tab, modifiers: .shift)
    screen.press(.tab, modifiers: .shift)
    #expect(screen.draw().map { $0.prefix(4) } == ["[B1]", "[B2]", "[B3]"])
  }
}
