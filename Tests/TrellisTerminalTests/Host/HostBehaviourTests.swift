import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("TerminalHost tree, clipping and mappings")
struct HostBehaviourTests {
  @Test func childrenAreClippedToTheirParentsFrame() async {
    let screen = HostScreen(width: 12, height: 2)
    let lines = await screen.show(
      Stack(alignment: .start) {
        Stack(alignment: .start) {
          Text("abcdefghij").frame(width: .points(10))
        }.tag("box").frame(width: .points(4), height: .points(1))
        Text("next")
      })
    #expect(lines == ["abcd", "next"])
  }

  @Test func wideClusterCutByAClipShowsAsBlank() async {
    let screen = HostScreen(width: 8, height: 1)
    let lines = await screen.show(
      Stack(.horizontal, alignment: .start) {
        Stack { Text("a漢字").frame(width: .points(5)) }.tag("box")
          .frame(width: .points(2), height: .points(1))
        Text("|")
      })
    // `漢` would take columns 1–2 but the parent ends at column 2.
    #expect(lines == ["a |"])
  }

  @Test func colourMapping() {
    #expect(TerminalColor(Color.brightCyan) == .ansi(.brightCyan))
    #expect(TerminalColor(Color.accent) == .ansi(.blue))
    #expect(TerminalColor(Color.rgb(red: 1, green: 2, blue: 3)) == .rgb(1, 2, 3))
    let style = CellStyle(
      TextStyle(italic: true, strikethrough: true, foreground: .red, background: nil),
      background: .ansi(.blue))
    #expect(style.attributes == [.italic, .strikethrough])
    #expect(style.foreground == .ansi(.red))
    #expect(style.background == .ansi(.blue))
    #expect(style.hyperlink == nil)
  }

  @Test func keyPressMapping() {
    #expect(
      KeyPress(KeyEvent(.character("c"), modifiers: [.control, .meta]))
        == KeyPress(.character("c"), modifiers: .control))
    #expect(
      KeyPress(KeyEvent(.function(5), modifiers: .shift))
        == KeyPress(.function(5), modifiers: .shift))
    #expect(KeyPress(KeyEvent(.insert)) == KeyPress(.insert))
  }

  @Test func textAreaTakesNewlines() async {
    let screen = HostScreen(width: 10, height: 3)
    await screen.show(Editor())
    screen.press(.tab)
    screen.type("ab")
    screen.press(.enter)
    screen.type("c")
    #expect(await screen.settle() == ["ab", "c", ""])
    #expect(screen.terminal.cursor == CursorPosition(x: 1, y: 1))
  }

  @Test func uncontrolledControlKeepsItsComponentsValue() async {
    let screen = HostScreen(width: 10, height: 1)
    await screen.show(Toggle("x", isOn: false))
    screen.click(column: 1, row: 0)
    #expect(screen.draw() == ["[ ] x"])
  }

  @Test func resizeChangesTheScreen() async {
    let screen = HostScreen(width: 10, height: 2)
    await screen.show(Text("hi"))
    screen.host.handle(.resize(TerminalSize(columns: 6, rows: 3)))
    #expect(screen.host.size == Size(width: 6, height: 3))
    #expect(screen.host.sizeRange == SizeRange(exactly: Size(width: 6, height: 3)))
    #expect(screen.host.drawnCells().width == 6)
  }

  @Test func removedViewLosesFocusAndDrawingClearsNeedsDisplay() async {
    let screen = HostScreen(width: 10, height: 2)
    await screen.show(Button("A") {})
    screen.press(.tab)
    #expect(screen.host.focusedView != nil)
    screen.draw()
    #expect(!screen.host.needsDisplay)
    await screen.root.render(Text("gone"))
    #expect(screen.host.needsDisplay)
    #expect(screen.host.focusedView == nil)
    #expect(screen.draw() == ["gone", ""])
  }
}

/// A text area bound to state.
private struct Editor: StatefulComponent {
  func initialState() -> String { "" }

  func body(state text: String, scope: Scope<String>) -> some Component {
    TextArea("", text: text) { scope.set($0) }
  }
}

@Suite("Core colours in the terminal")
struct CoreColourMappingTests {
  @Test func everyANSIColourMapsToItself() {
    for named in ANSIColor.allCases {
      #expect(TerminalColor(Color.named(named)) == .ansi(named))
    }
    #expect(TerminalColor(Color.danger, theme: .light) == .rgb(207, 34, 46))
    #expect(TerminalColor(Color.role(.foreground), theme: .dark) == .default)
    #expect(TerminalColor(Color.rgb(red: 1, green: 2, blue: 3)) == .rgb(1, 2, 3))
    #expect(ANSIColor.red.defaultRGB == RGB(205, 0, 0))
  }
}
