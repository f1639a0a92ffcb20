import PropertyBased
import Testing
import Trellis
import TrellisTerminal

/// Renders `previous` (already shown) then `next`, and returns the second frame's
/// bytes as a string with ESC shown as "⎋".
private func frameBytes(
  from previous: CellBuffer, to next: CellBuffer, cursor: CursorPosition? = nil,
  capabilities: TerminalCapabilities = TerminalCapabilities(synchronizedOutput: false)
) -> String {
  var renderer = Renderer(capabilities: capabilities)
  var output: [UInt8] = []
  renderer.render(from: CellBuffer(width: 0, height: 0), to: previous, cursor: nil, into: &output)
  output.removeAll()
  renderer.render(from: previous, to: next, cursor: cursor, into: &output)
  return visible(output)
}

/// The bytes as text, with ESC shown as "⎋" and BS as "⌫".
private func visible(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
    .replacingOccurrences(of: "\u{08}", with: "⌫")
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

@Suite("Renderer")
struct RendererTests {
  @Test("the first frame clears the screen and draws only non-blank cells")
  func firstFrame() {
    var buffer = CellBuffer(width: 10, height: 3)
    buffer.write("hi", x: 0, y: 0)
    buffer.write("there", x: 3, y: 2)
    var renderer = Renderer(capabilities: TerminalCapabilities())
    var output: [UInt8] = []
    renderer.render(from: buffer, to: buffer, cursor: nil, into: &output)
    // Down two and one blank printed again (5 bytes) beats CUP "⎋[3;4H" (6).
    #expect(
      visible(output)
        == "⎋[?2026h⎋[0m⎋[2J⎋[Hhi⎋[2B there⎋[?25l⎋[?2026l")
  }

  @Test("an unchanged frame writes nothing at all")
  func unchanged() {
    var buffer = CellBuffer(width: 10, height: 3)
    buffer.write("same", x: 1, y: 1, style: CellStyle(foreground: .ansi(.red)))
    var renderer = Renderer()
    var output: [UInt8] = []
    renderer.render(from: buffer, to: buffer, cursor: nil, into: &output)
    output.removeAll()
    renderer.render(from: buffer, to: buffer, cursor: nil, into: &output)
    #expect(output.isEmpty)
  }

  @Test("only changed cells are written, with the shortest moves")
  func minimalMoves() {
    var before = CellBuffer(width: 20, height: 5)
    before.write("abcdefghij", x: 0, y: 0)
    before.write("0123456789", x: 0, y: 1)
    var after = before
    after.write("X", x: 3, y: 0)  // absolute move from an unknown cursor
    after.write("Y", x: 5, y: 0)  // one unchanged cell between: reprinted ("e")
    after.write("Z", x: 15, y: 0)  // a long gap: relative move right
    after.write("W", x: 0, y: 1)  // next row, column 0: CR LF
    after.write("V", x: 2, y: 4)  // down three, one blank printed again
    #expect(frameBytes(from: before, to: after) == "⎋[1;4HXeY⎋[9CZ\r\nW⎋[3B V")
  }

  @Test("moving left uses BS, a relative move, or a carriage return to column 0")
  func movingBack() {
    var before = CellBuffer(width: 30, height: 3)
    for row in 0..<3 { before.write(String(repeating: ".", count: 30), x: 0, y: row) }
    var after = before
    after.write("A", x: 20, y: 0)
    after.write("B", x: 20, y: 1)  // down one, BS: 4 bytes against 7 for CUP
    after.write("X", x: 1, y: 2)  // CR, LF, "." again: 3 bytes against 6 for CUP
    after.write("Y", x: 15, y: 2)
    // The cursor then goes back left eight: CUB "⎋[8D" (4 bytes); with tab stops,
    // CR and HT (2 bytes).
    #expect(
      frameBytes(
        from: before, to: after, cursor: CursorPosition(x: 8, y: 2),
        capabilities: TerminalCapabilities(synchronizedOutput: false, tabStops: false))
        == "⎋[1;21HA⎋[B⌫B\r\n.X⎋[13CY⎋[8D⎋[?25h")
    #expect(
      frameBytes(from: before, to: after, cursor: CursorPosition(x: 8, y: 2))
        == "⎋[1;21HA⎋[B⌫B\r\n.X⎋[13CY\r\t⎋[?25h")
  }

  @Test("column and row moves (CHA, VPA) are used when they are shorter")
  func absoluteColumnAndRow() {
    let before = CellBuffer(width: 200, height: 40)
    var after = before
    after.write("a", x: 149, y: 30)
    // Back to column 21 on the same row: CHA "⎋[21G" (5) against CUB "⎋[130D" (6).
    #expect(
      frameBytes(from: before, to: after, cursor: CursorPosition(x: 20, y: 30))
        == "⎋[31;150Ha⎋[21G⎋[?25h")
    // Up 28 rows in the same column: VPA "⎋[3d" (4) against CUU "⎋[28A" (5).
    #expect(
      frameBytes(from: before, to: after, cursor: CursorPosition(x: 150, y: 2))
        == "⎋[31;150Ha⎋[3d⎋[?25h")
  }

  @Test("styles change with the fewest SGR parameters")
  func minimalStyles() {
    let before = CellBuffer(width: 10, height: 1)
    var after = before
    let bold = CellStyle(attributes: .bold)
    let boldRed = CellStyle(foreground: .ansi(.red), attributes: .bold)
    let red = CellStyle(foreground: .ansi(.red))
    after.write("a", x: 0, y: 0, style: bold)
    after.write("b", x: 1, y: 0, style: boldRed)
    after.write("c", x: 2, y: 0, style: red)
    after.write("d", x: 3, y: 0, style: .plain)
    after.write("e", x: 4, y: 0, style: CellStyle(background: .rgb(1, 2, 3)))
    after.write("f", x: 5, y: 0, style: CellStyle(foreground: .indexed(42)))
    after.write("g", x: 6, y: 0, style: CellStyle(foreground: .ansi(.brightBlue)))
    #expect(
      frameBytes(from: before, to: after)
        == "⎋[H⎋[1ma⎋[31mb⎋[22mc⎋[0md⎋[48;2;1;2;3me⎋[0;38;5;42mf⎋[94mg")
  }

  @Test("bold and dim are both ended by SGR 22, so the one kept is set again")
  func boldDim() {
    let before = CellBuffer(width: 4, height: 1)
    var after = before
    after.write("a", x: 0, y: 0, style: CellStyle(attributes: [.bold, .dim, .italic]))
    after.write("b", x: 1, y: 0, style: CellStyle(attributes: [.dim, .italic]))
    #expect(frameBytes(from: before, to: after) == "⎋[H⎋[1;2;3ma⎋[22;2mb")
  }

  @Test("colours are downgraded to the terminal's depth")
  func downgrade() {
    let before = CellBuffer(width: 4, height: 1)
    var after = before
    after.write("a", x: 0, y: 0, style: CellStyle(foreground: .rgb(255, 0, 0)))
    let indexed = frameBytes(
      from: before, to: after,
      capabilities: TerminalCapabilities(colorDepth: .ansi256, synchronizedOutput: false))
    #expect(indexed == "⎋[H⎋[38;5;196ma")
    let sixteen = frameBytes(
      from: before, to: after,
      capabilities: TerminalCapabilities(colorDepth: .ansi16, synchronizedOutput: false))
    #expect(sixteen == "⎋[H⎋[91ma")
    let none = frameBytes(
      from: before, to: after,
      capabilities: TerminalCapabilities(colorDepth: .monochrome, synchronizedOutput: false))
    #expect(none == "⎋[Ha")
  }

  @Test("hyperlinks open and close with OSC 8")
  func hyperlinks() {
    let before = CellBuffer(width: 10, height: 1)
    var after = before
    let link = CellStyle(hyperlink: Hyperlink(url: "https://swift.org", id: "s"))
    after.write("go", x: 0, y: 0, style: link)
    after.write("!", x: 2, y: 0)
    #expect(
      frameBytes(from: before, to: after)
        == "⎋[H⎋]8;id=s;https://swift.org⎋\\go⎋]8;;⎋\\!")
    let without = frameBytes(
      from: before, to: after,
      capabilities: TerminalCapabilities(hyperlinks: false, synchronizedOutput: false))
    #expect(without == "⎋[Hgo!")
  }

  @Test("wide clusters are written once and advance the cursor by two")
  func wideClusters() {
    let before = CellBuffer(width: 10, height: 1)
    var after = before
    after.write("漢字x", x: 0, y: 0)
    #expect(frameBytes(from: before, to: after) == "⎋[H漢字x")
  }

  @Test("the cursor is shown where asked and hidden otherwise")
  func cursor() {
    let buffer = CellBuffer(width: 10, height: 4)
    #expect(
      frameBytes(from: buffer, to: buffer, cursor: CursorPosition(x: 2, y: 3)) == "⎋[4;3H⎋[?25h")
    var renderer = Renderer(capabilities: TerminalCapabilities(synchronizedOutput: false))
    var output: [UInt8] = []
    renderer.render(from: buffer, to: buffer, cursor: CursorPosition(x: 0, y: 0), into: &output)
    output.removeAll()
    renderer.render(from: buffer, to: buffer, cursor: nil, into: &output)
    #expect(visible(output) == "⎋[?25l")
  }

  @Test("a size change or setNeedsFullRedraw() redraws everything")
  func fullRedraw() {
    var small = CellBuffer(width: 4, height: 1)
    small.write("ab", x: 0, y: 0)
    var large = CellBuffer(width: 6, height: 2)
    large.write("ab", x: 0, y: 0)
    #expect(frameBytes(from: small, to: large) == "⎋[0m⎋[2J⎋[Hab")
    var renderer = Renderer(capabilities: TerminalCapabilities(synchronizedOutput: false))
    var output: [UInt8] = []
    renderer.render(from: small, to: small, cursor: nil, into: &output)
    renderer.setNeedsFullRedraw()
    output.removeAll()
    renderer.render(from: small, to: small, cursor: nil, into: &output)
    #expect(visible(output) == "⎋[0m⎋[2J⎋[Hab⎋[?25l")
  }
}
