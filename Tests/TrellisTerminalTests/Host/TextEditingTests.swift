import Foundation
import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

/// A text field (or area) bound to state, with the value echoed below.
private struct Editor: StatefulComponent {
  let initial: String
  var isArea = false

  func initialState() -> String { initial }

  func body(state text: String, scope: Scope<String>) -> some Component {
    Stack(alignment: .start) {
      if isArea {
        TextArea("Notes", text: text, minLines: 1) { scope.set($0) }.frame(width: 10).tag("edit")
      } else {
        TextField("Name", text: text) { scope.set($0) }.frame(width: 20).tag("edit")
      }
      Text("<\(text.replacingOccurrences(of: "\n", with: "/"))>")
    }
  }
}

@MainActor
@Suite("TerminalHost text editing")
struct TextEditingTests {
  func editing(_ text: String, isArea: Bool = false, width: Int = 24) async -> HostScreen {
    let screen = HostScreen(width: width, height: 6)
    await screen.show(Editor(initial: text, isArea: isArea))
    screen.host.focus(screen.host.find(tag: "edit")?.id)
    return screen
  }

  @Test func wordMovesAndShiftSelectionInReverseVideo() async {
    let screen = await editing("hello brave world")
    screen.press(.left, modifiers: .control)
    screen.press(.left, modifiers: [.control, .shift])
    screen.draw()
    #expect(screen.host.cursor == CursorPosition(x: 6, y: 0))
    let inverse = (0..<17).filter { screen.cell(x: $0, y: 0).style.attributes.contains(.inverse) }
    #expect(inverse == Array(6..<12))
    screen.type("X")
    #expect(await screen.settle()[1] == "<hello Xworld>")
    screen.press(.left, modifiers: .alt)
    screen.press(.right, modifiers: [.alt, .shift])
    screen.press(.delete)
    #expect(await screen.settle()[1] == "<hello >")
  }

  @Test func typingAndPastingReplaceTheSelection() async {
    let screen = await editing("hello world")
    screen.press(.home, modifiers: .shift)
    screen.host.handle(.paste("bye\nsecond line"))
    #expect(await screen.settle()[1] == "<bye>")
    screen.press(.left, modifiers: .shift)
    screen.press(.left, modifiers: .shift)
    screen.press(.backspace)
    #expect(await screen.settle()[1] == "<b>")
  }

  @Test func wordAndLineKills() async {
    let screen = await editing("one two three")
    screen.press(.character("w"), modifiers: .control)
    #expect(await screen.settle()[1] == "<one two >")
    screen.press(.backspace, modifiers: .alt)
    #expect(await screen.settle()[1] == "<one >")
    screen.type("four five")
    screen.press(.left, modifiers: .control)
    screen.press(.character("k"), modifiers: .control)
    #expect(await screen.settle()[1] == "<one four >")
    screen.press(.character("u"), modifiers: .control)
    #expect(await screen.settle()[1] == "<>")
  }

  @Test func homeEndAndReadlineMoves() async {
    let screen = await editing("abc def")
    screen.press(.home)
    screen.type(">")
    screen.press(.end)
    screen.type("<")
    screen.press(.character("a"), modifiers: .control)
    screen.press(.character("f"), modifiers: .alt)
    screen.type("!")
    #expect(await screen.settle()[1] == "<>abc! def<>")
  }

  @Test func caretFollowsAWordThatWrapsInATextArea() async {
    // "hello wo" fits in 10 columns alone, but the whole value wraps
    // "worldwide" onto the second line: the caret goes with it.
    let screen = await editing("hello worldwide", isArea: true)
    screen.press(.home, modifiers: .control)
    for _ in 0..<8 { screen.press(.right) }
    let lines = screen.draw()
    #expect(lines.prefix(2) == ["hello", "worldwide"])
    #expect(screen.host.cursor == CursorPosition(x: 2, y: 1))
  }

  @Test func upAndDownKeepTheColumnInATextArea() async {
    let screen = await editing("abcdefgh\nab\nabcdefgh", isArea: true)
    #expect(screen.host.cursor == CursorPosition(x: 8, y: 2))
    screen.press(.up)
    #expect(screen.host.cursor == CursorPosition(x: 2, y: 1))
    screen.press(.up)
    #expect(screen.host.cursor == CursorPosition(x: 8, y: 0))
    screen.press(.down, modifiers: .shift)
    screen.type("X")
    #expect(await screen.settle()[2] == "<abcdefghX/abcdefgh>")
    screen.press(.up)
    #expect(screen.host.cursor == CursorPosition(x: 0, y: 0))
  }

  @Test func aClickPlacesTheCaretInATextArea() async {
    let screen = await editing("hello worldwide", isArea: true)
    screen.click(column: 3, row: 1)
    screen.type("-")
    #expect(await screen.settle()[2] == "<hello wor-ldwide>")
  }
}

@MainActor
@Suite("TerminalHost text selection with the mouse")
struct MouseSelectionTests {
  @Test func dragSelectsAndShiftClickExtends() async {
    let screen = HostScreen(width: 24, height: 3)
    await screen.show(Editor(initial: "hello brave world"))
    screen.host.handle(.mouse(MouseEvent(.press(.left), column: 6, row: 0)))
    screen.host.handle(.mouse(MouseEvent(.drag(.left), column: 9, row: 0)))
    screen.host.handle(.mouse(MouseEvent(.drag(.left), column: 11, row: 0)))
    screen.host.handle(.mouse(MouseEvent(.release(.left), column: 11, row: 0)))
    #expect(screen.host.focusedView == screen.host.find(tag: "edit")?.id)
    screen.draw()
    let inverse = (0..<17).filter { screen.cell(x: $0, y: 0).style.attributes.contains(.inverse) }
    #expect(inverse == Array(6..<11))
    screen.host.handle(.mouse(MouseEvent(.press(.left), column: 17, row: 0, modifiers: .shift)))
    screen.host.handle(.mouse(MouseEvent(.release(.left), column: 17, row: 0)))
    screen.type("!")
    #expect(await screen.settle()[1] == "<hello !>")
    // A plain click only moves the caret.
    screen.click(column: 0, row: 0)
    screen.type(">")
    #expect(await screen.settle()[1] == "<>hello !>")
  }
}
