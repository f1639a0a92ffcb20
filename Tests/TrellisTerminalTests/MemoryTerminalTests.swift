import Testing
import Trellis
import TrellisTerminal

@Suite("MemoryTerminal")
struct MemoryTerminalTests {
  private func terminal(_ bytes: String, width: Int = 10, height: Int = 3) -> MemoryTerminal {
    var terminal = MemoryTerminal(width: width, height: height)
    terminal.write(Array(bytes.utf8))
    return terminal
  }

  @Test("prints text, moves the cursor, erases")
  func basics() {
    let screen = terminal("hello\r\nworld\u{1B}[1;8H!\u{1B}[3;2Hx\u{1B}[2D<")
    #expect(screen.lines == ["hello  !", "world", "<x"])
    #expect(screen.cursor == CursorPosition(x: 1, y: 2))
    let erased = terminal("abc\r\ndef\u{1B}[2J")
    #expect(erased.text == "\n\n")
    let line = terminal("abcdef\u{1B}[1;3H\u{1B}[K")
    #expect(line.lines[0] == "ab")
  }

  @Test("wraps at the right edge and scrolls at the bottom")
  func wrapAndScroll() {
    let screen = terminal("0123456789ab\r\nc\r\nd", width: 10, height: 3)
    #expect(screen.lines == ["ab", "c", "d"])
  }

  @Test("applies SGR and OSC 8 to printed cells")
  func styles() {
    let screen = terminal(
      "\u{1B}[1;31;48;5;17ma\u{1B}[22;39;49;38;2;1;2;3mb\u{1B}]8;id=x;https://e.org\u{1B}\\c\u{1B}]8;;\u{1B}\\\u{1B}[0md"
    )
    #expect(
      screen.cells[0, 0].style
        == CellStyle(foreground: .ansi(.red), background: .indexed(17), attributes: .bold))
    #expect(screen.cells[1, 0].style == CellStyle(foreground: .rgb(1, 2, 3)))
    #expect(screen.cells[2, 0].style.hyperlink == Hyperlink(url: "https://e.org", id: "x"))
    #expect(screen.cells[3, 0].style == .plain)
  }

  @Test("records DEC private modes")
  func modes() {
    var screen = terminal("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h")
    #expect(screen.modes.isSuperset(of: [1049, 1002, 1006]))
    #expect(!screen.cursorVisible)
    screen.write(Array("\u{1B}[?1049l\u{1B}[?25h".utf8))
    #expect(!screen.modes.contains(1049))
    #expect(screen.cursorVisible)
  }

  @Test("wide clusters and grapheme clusters")
  func clusters() {
    let screen = terminal("漢👩‍💻e\u{301}")
    #expect(screen.cells[0, 0].grapheme == "漢")
    #expect(screen.cells[2, 0].grapheme == "👩‍💻")
    #expect(screen.cells[4, 0].grapheme == "e\u{301}")
    #expect(screen.cursor == CursorPosition(x: 5, y: 0))
  }

  @Test("a sequence split across writes is still understood")
  func splitSequences() {
    var screen = MemoryTerminal(width: 10, height: 2)
    for piece in ["\u{1B}", "[2", ";3", "H", "x\u{1B}]8;;ht", "tp://a\u{1B}", "\\y"] {
      screen.write(Array(piece.utf8))
    }
    #expect(screen.lines == ["", "  xy"])
    #expect(screen.cells[3, 1].style.hyperlink == Hyperlink(url: "http://a"))
  }

  @Test("ignores sequences it does not use, and garbage")
  func ignores() {
    let screen = terminal(
      "\u{1B}[>1u\u{1B}P+q\u{1B}\\\u{1B}7\u{1B}[5 qok\u{1B}[99999999999999999999C")
    #expect(screen.lines[0] == "ok")
    #expect(screen.cursor.x == 9)
  }
}
