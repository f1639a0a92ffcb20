import PropertyBased
import Testing
import Trellis
import TrellisTerminal

/// A backend that interprets the bytes like a terminal and audits its erases.
private struct AuditedTerminal: TerminalBackend {
  var terminal: MemoryTerminal
  var audit = EraseAudit()

  mutating func write(_ bytes: [UInt8]) {
    terminal.write(bytes)
    audit.consume(bytes)
  }

  mutating func resize(width: Int, height: Int) {
    terminal.resize(width: width, height: height)
  }
}

/// Text that exercises every path: narrow and wide clusters, combining marks, ZWJ
/// and flag sequences, runs of blanks (erased with ECH when long), long runs.
private let samples = [
  "a", "bc", "漢字", "👩‍💻", "e\u{301}", "ｱ", "hello world", "🇯🇵", "—", "1️⃣", "   ",
  "x            y", "😀!", "ä̃", "=", "─", "é",
]

/// Styles that exercise every SGR and OSC 8 path: attributes, the three colour kinds,
/// backgrounds (whose blanks must be printed, not erased), foreground-only colour
/// (erasing is allowed under it), and two hyperlinks.
private let styles: [CellStyle] = [
  .plain,
  CellStyle(foreground: .ansi(.red), attributes: .bold),
  CellStyle(background: .rgb(3, 4, 5), attributes: [.italic, .underline]),
  CellStyle(foreground: .indexed(33), hyperlink: Hyperlink(url: "https://a.b")),
  CellStyle(attributes: [.dim, .inverse, .strikethrough]),
  CellStyle(hyperlink: Hyperlink(url: "https://c.d", id: "c")),
  CellStyle(background: .ansi(.blue)),
  CellStyle(foreground: .rgb(200, 100, 0)),
  CellStyle(foreground: .rgb(10, 200, 30), background: .indexed(236)),
]

/// A cell as a person sees it.
private struct ShownCell: Hashable {
  var grapheme: Character
  var isContinuation: Bool
  var style: CellStyle
}

/// What `buffer` should look like on a terminal with `capabilities`: colours
/// downgraded, links dropped when hyperlinks are off.
private func expectedScreen(_ buffer: CellBuffer, _ capabilities: TerminalCapabilities)
  -> [[ShownCell]]
{
  (0..<buffer.height).map { y in
    (0..<buffer.width).map { x in
      let cell = buffer[x, y]
      var style = cell.style
      style.foreground = style.foreground.downgraded(to: capabilities.colorDepth)
      style.background = style.background.downgraded(to: capabilities.colorDepth)
      if !capabilities.hyperlinks { style.hyperlink = nil }
      return ShownCell(grapheme: cell.grapheme, isContinuation: cell.isContinuation, style: style)
    }
  }
}

private func shownCells(_ screen: CellBuffer) -> [[ShownCell]] {
  (0..<screen.height).map { y in
    (0..<screen.width).map { x in
      let cell = screen[x, y]
      return ShownCell(
        grapheme: cell.grapheme, isContinuation: cell.isContinuation, style: cell.style)
    }
  }
}

@Suite("Renderer round trip")
struct RendererRoundTripTests {
  /// Draws random frames (text, fills with plain and styled blanks, writes into the
  /// last column, clipped writes, resizes) and checks after each one that a terminal
  /// fed the renderer's bytes shows exactly the buffer, the cursor is where asked, and
  /// no erase happened in a state where some terminal would erase differently.
  @Test("after any sequence of frames, a terminal fed the bytes shows the last buffer")
  func roundTrip() async {
    let operation = Gen.int(in: 0...10_000).array(of: 6...6)
    let frame = operation.array(of: 0...14)
    let setup = Gen.int(in: 0...10_000).array(of: 4...4)
    await propertyCheck(count: 300, input: setup, frame.array(of: 1...6)) { setup, frames in
      let capabilities = TerminalCapabilities(
        colorDepth: ColorDepth.allCases[setup[0] % ColorDepth.allCases.count],
        hyperlinks: setup[1] % 4 != 0, synchronizedOutput: setup[1] % 3 != 0,
        repeatsCharacters: setup[0] / 7 % 2 == 0, tabStops: setup[0] / 3 % 3 != 0)
      var width = 1 + setup[2] % 40
      var height = 1 + setup[3] % 6
      var display = TerminalDisplay(
        backend: AuditedTerminal(terminal: MemoryTerminal(width: width, height: height)),
        width: width, height: height, capabilities: capabilities)
      for writes in frames {
        if let first = writes.first, first[0] % 23 == 0 {
          width = 1 + first[1] % 40
          height = 1 + first[2] % 6
          display.resize(width: width, height: height)
          display.backend.resize(width: width, height: height)
        }
        let cursorSeed = writes.first?[5] ?? 0
        let cursor =
          cursorSeed % 3 == 0
          ? CursorPosition(x: cursorSeed % width, y: (cursorSeed / 7) % height) : nil
        _ = try? display.draw(cursor: cursor) { buffer in
          for op in writes {
            Self.apply(op, to: &buffer)
          }
        }
        let terminal = display.backend.terminal
        #expect(shownCells(terminal.cells) == expectedScreen(display.front, capabilities))
        #expect(!terminal.modes.contains(2026))
        #expect(terminal.cursorVisible == (cursor != nil))
        if let cursor { #expect(terminal.cursor == cursor) }
      }
      #expect(display.backend.audit.violations == [])
    }
  }

  private static func apply(_ op: [Int], to buffer: inout CellBuffer) {
    let x = op[1] % (buffer.width + 2) - 1
    let y = op[2] % max(1, buffer.height)
    let style = styles[op[3] % styles.count]
    let text = samples[op[4] % samples.count]
    switch op[0] % 6 {
    case 0:
      buffer.write(text, x: x, y: y, style: style)
    case 1:
      buffer.write(String(repeating: text, count: 1 + op[5] % 8), x: x, y: y, style: style)
    case 2:
      // Plain fills erase what was there: the blanks EL and ECH are for.
      let fillStyle = op[5] % 2 == 0 ? CellStyle.plain : style
      buffer.fill(x: x, y: y, width: op[5] % 30, height: 1 + op[3] % 3, style: fillStyle)
    case 3:
      buffer.put(text.first ?? "a", x: buffer.width - 1 - op[5] % 2, y: y, style: style)
    case 4:
      buffer.fill(x: x, y: y, width: buffer.width, height: 1, style: .plain)
    default:
      buffer.write(text + text, x: x, y: y, style: style, maxWidth: op[5] % 6)
    }
  }
}
