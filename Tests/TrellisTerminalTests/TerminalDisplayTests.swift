import Testing
import Trellis
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("TerminalDisplay")
struct TerminalDisplayTests {
  @Test("draws frames to the memory backend, writing nothing when nothing changed")
  func frames() throws {
    var display = TerminalDisplay(
      backend: MemoryTerminal(width: 20, height: 3), width: 20, height: 3)
    let first = try display.draw { buffer in
      buffer.write("Hello, 世界", x: 1, y: 1, style: CellStyle(attributes: .bold))
    }
    #expect(first > 0)
    #expect(display.backend.lines == ["", " Hello, 世界", ""])
    #expect(display.backend.cells[1, 1].style.attributes == .bold)
    let second = try display.draw { buffer in
      buffer.write("Hello, 世界", x: 1, y: 1, style: CellStyle(attributes: .bold))
    }
    #expect(second == 0)
    #expect(display.lastFrameByteCount == 0)
    #expect(display.backend.writeCount == 1)
    try display.draw { buffer in buffer.write("Bye", x: 1, y: 1) }
    #expect(display.backend.lines == ["", " Bye", ""])
    #expect(display.front.lines == display.backend.lines)
  }

  @Test("a resize redraws the whole screen at the new size")
  func resize() throws {
    var display = TerminalDisplay(
      backend: MemoryTerminal(width: 10, height: 2), width: 10, height: 2)
    try display.draw { buffer in buffer.write("abc", x: 0, y: 0) }
    display.resize(width: 6, height: 3)
    display.backend.resize(width: 6, height: 3)
    try display.draw { buffer in buffer.write("xyz", x: 3, y: 2) }
    #expect(display.backend.lines == ["", "", "   xyz"])
    #expect(display.width == 6 && display.height == 3)
  }

  @Test("the cursor is shown where the frame asks")
  func cursor() throws {
    var display = TerminalDisplay(
      backend: MemoryTerminal(width: 10, height: 2), width: 10, height: 2)
    try display.draw(cursor: CursorPosition(x: 4, y: 1)) { buffer in
      buffer.write("field", x: 0, y: 1)
    }
    #expect(display.backend.cursor == CursorPosition(x: 4, y: 1))
    #expect(display.backend.cursorVisible)
    try display.draw { buffer in buffer.write("field", x: 0, y: 1) }
    #expect(!display.backend.cursorVisible)
  }

  @Test("a text snapshot and an SVG screenshot of what the user sees")
  func snapshots() throws {
    var display = TerminalDisplay(
      backend: MemoryTerminal(width: 12, height: 2), width: 12, height: 2)
    try display.draw { buffer in
      buffer.write("OK", x: 0, y: 0, style: CellStyle(foreground: .ansi(.green)))
      buffer.write("👩‍💻 done", x: 0, y: 1)
    }
    #expect(display.backend.text == "OK\n👩‍💻 done")
    let svg = display.backend.svg()
    #expect(svg.contains("fill=\"#00cd00\""))
    #expect(svg.contains(">👩‍💻</text>"))
    #expect(svg.contains(">done</text>"))
  }

  @Test("a session refuses a descriptor that is not a terminal")
  func notATerminal() {
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    defer {
      close(fds[0])
      close(fds[1])
    }
    #expect(throws: TerminalError.notATerminal(fileDescriptor: fds[0])) {
      _ = try TerminalSession(input: fds[0], output: fds[1])
    }
  }

  @Test("session options produce matching enter and leave sequences")
  func sessionSequences() {
    let options = TerminalSession.Options(
      mouseTracking: .allMotion, focusEvents: false, keyboardEnhancements: [])
    let enter = String(decoding: options.enterSequence, as: UTF8.self)
    #expect(enter == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1003h\u{1B}[?1006h\u{1B}[?2004h")
    let leave = String(decoding: options.leaveSequence, as: UTF8.self)
    #expect(
      leave
        == "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?2026l\u{1B}]8;;\u{1B}\\\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    )
    var terminal = MemoryTerminal(width: 4, height: 1)
    terminal.write(options.enterSequence)
    #expect(terminal.modes.isSuperset(of: [1049, 1003, 1006, 2004]))
    terminal.write(options.leaveSequence)
    #expect(terminal.modes == [25])
  }
}
