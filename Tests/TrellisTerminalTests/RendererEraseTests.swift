import Testing
import Trellis
import TrellisTerminal

/// The result of rendering `previous` (already on screen) then `next`.
private struct Frame {
  /// The second frame's bytes, with ESC shown as "⎋".
  var bytes: String
  /// What a terminal fed both frames shows.
  var terminal: MemoryTerminal
  /// Erases made where some terminal would not leave plain blanks.
  var violations: [String]
}

private func render(
  from previous: CellBuffer, to next: CellBuffer,
  capabilities: TerminalCapabilities = TerminalCapabilities(synchronizedOutput: false)
) -> Frame {
  var renderer = Renderer(capabilities: capabilities)
  var terminal = MemoryTerminal(width: next.width, height: next.height)
  var audit = EraseAudit()
  var output: [UInt8] = []
  renderer.render(from: CellBuffer(width: 0, height: 0), to: previous, cursor: nil, into: &output)
  terminal.write(output)
  audit.consume(output)
  output.removeAll()
  renderer.render(from: previous, to: next, cursor: nil, into: &output)
  terminal.write(output)
  audit.consume(output)
  let bytes = String(decoding: output, as: UTF8.self).split(
    separator: "\u{1B}", omittingEmptySubsequences: false
  ).joined(separator: "⎋")
  return Frame(bytes: bytes, terminal: terminal, violations: audit.violations)
}

@Suite("Renderer erasing")
struct RendererEraseTests {
  @Test("blanks running to the end of the row are erased with EL")
  func eraseLine() {
    var before = CellBuffer(width: 20, height: 1)
    before.write("hello world", x: 0, y: 0)
    var after = CellBuffer(width: 20, height: 1)
    after.write("hi", x: 0, y: 0)
    let frame = render(from: before, to: after)
    // CR and "h" printed again (2 bytes) reach column 1 cheaper than CUP.
    #expect(frame.bytes == "\rhi⎋[K")
    #expect(frame.terminal.cells == after)
  }

  @Test("a long run of blanks inside a row is erased with ECH; a short one printed")
  func eraseCharacters() {
    var before = CellBuffer(width: 20, height: 1)
    before.write("0123456789ABCDEFGHIJ", x: 0, y: 0)
    var after = before
    after.fill(x: 1, y: 0, width: 14, height: 1, style: .plain)
    let long = render(from: before, to: after)
    #expect(long.bytes == "⎋[1;2H⎋[14X")
    #expect(long.terminal.cells == after)

    var short = before
    short.fill(x: 1, y: 0, width: 3, height: 1, style: .plain)
    let printed = render(from: before, to: short)
    #expect(printed.bytes == "⎋[1;2H   ")
    #expect(printed.terminal.cells == short)
  }

  @Test("blanks with a background or attributes are printed, never erased")
  func styledBlanks() {
    var before = CellBuffer(width: 20, height: 2)
    before.write("hello world", x: 0, y: 0)
    before.write("hello world", x: 0, y: 1)
    var after = CellBuffer(width: 20, height: 2)
    after.fill(x: 0, y: 0, width: 20, height: 1, style: CellStyle(background: .ansi(.blue)))
    after.fill(x: 0, y: 1, width: 11, height: 1, style: CellStyle(attributes: .underline))
    let frame = render(from: before, to: after)
    #expect(!frame.bytes.contains("⎋[K") && !frame.bytes.contains("X"))
    #expect(frame.terminal.cells == after)
    #expect(frame.violations.isEmpty)
  }

  @Test("an erase follows a reset only when attributes or a background are on")
  func penBeforeErasing() {
    var before = CellBuffer(width: 20, height: 1)
    before.write("hello world", x: 0, y: 0)
    var bold = CellBuffer(width: 20, height: 1)
    bold.write("X", x: 0, y: 0, style: CellStyle(attributes: .bold))
    let afterBold = render(from: before, to: bold)
    #expect(afterBold.bytes == "\r⎋[1mX⎋[0m⎋[K")
    #expect(afterBold.terminal.cells == bold)
    #expect(afterBold.violations.isEmpty)

    // A foreground colour alone does not show on erased cells: no reset needed.
    var red = CellBuffer(width: 20, height: 1)
    red.write("X", x: 0, y: 0, style: CellStyle(foreground: .ansi(.red)))
    let afterRed = render(from: before, to: red)
    #expect(afterRed.bytes == "\r⎋[31mX⎋[K")
    #expect(afterRed.terminal.cells == red)
  }

  @Test("a hyperlink is closed before erasing")
  func hyperlinkBeforeErasing() {
    var before = CellBuffer(width: 20, height: 1)
    before.write("hello world", x: 0, y: 0)
    var after = CellBuffer(width: 20, height: 1)
    after.write("X", x: 0, y: 0, style: CellStyle(hyperlink: Hyperlink(url: "https://e.org")))
    let frame = render(from: before, to: after)
    #expect(frame.bytes == "\r⎋]8;;https://e.org⎋\\X⎋]8;;⎋\\⎋[K")
    #expect(frame.terminal.cells == after)
    #expect(frame.violations.isEmpty)
  }

  @Test("erasing next to wide clusters keeps them whole")
  func wideClusters() {
    var before = CellBuffer(width: 20, height: 1)
    before.write(String(repeating: "字", count: 10), x: 0, y: 0)

    // Cut after a whole cluster: EL from the next one.
    var kept = CellBuffer(width: 20, height: 1)
    kept.write("字", x: 0, y: 0)
    let tail = render(from: before, to: kept)
    #expect(tail.bytes == "⎋[1;3H⎋[K")
    #expect(tail.terminal.cells == kept)

    // Through the middle of clusters: ECH blanks half of one, which the terminal
    // blanks whole; the cell after it is written again.
    var split = before
    split.write("x", x: 0, y: 0)
    split.fill(x: 1, y: 0, width: 14, height: 1, style: .plain)
    split.write("y", x: 15, y: 0)
    let middle = render(from: before, to: split)
    #expect(middle.bytes == "⎋[Hx⎋[14X⎋[14Cy")
    #expect(middle.terminal.cells == split)
  }

  @Test("a gap is printed again only when its UTF-8 bytes are fewer than a move")
  func reprintCountsBytes() {
    var ascii = CellBuffer(width: 10, height: 1)
    ascii.write("xaay", x: 0, y: 0)
    var asciiAfter = ascii
    asciiAfter.write("X", x: 0, y: 0)
    asciiAfter.write("Y", x: 3, y: 0)
    #expect(render(from: ascii, to: asciiAfter).bytes == "\rXaaY")

    // Two cells of "e" and a combining acute: 6 bytes, against 4 for "⎋[2C".
    var combining = CellBuffer(width: 10, height: 1)
    combining.write("xe\u{301}e\u{301}y", x: 0, y: 0)
    var combiningAfter = combining
    combiningAfter.write("X", x: 0, y: 0)
    combiningAfter.write("Y", x: 3, y: 0)
    let frame = render(from: combining, to: combiningAfter)
    #expect(frame.bytes == "\rX⎋[2CY")
    #expect(frame.terminal.cells == combiningAfter)
  }

  @Test("a blank in the last column is printed, and the next move is absolute")
  func lastColumn() {
    var before = CellBuffer(width: 20, height: 2)
    before.write("abcdefghijklmnopqrst", x: 0, y: 0)
    before.write("x", x: 0, y: 1)
    var after = before
    after.write(" ", x: 19, y: 0)
    after.write("Y", x: 1, y: 1)
    let frame = render(from: before, to: after)
    #expect(frame.bytes == "⎋[1;20H ⎋[2;2HY")
    #expect(frame.terminal.cells == after)
  }

  @Test("blank rows at the bottom are erased with one ED")
  func blankRows() {
    var before = CellBuffer(width: 30, height: 4)
    for row in 0..<4 { before.write("some text on this row", x: 2, y: row) }
    let blank = CellBuffer(width: 30, height: 4)
    let cleared = render(from: before, to: blank)
    #expect(cleared.bytes == "⎋[1;3H⎋[J")
    #expect(cleared.terminal.cells == blank)

    // The row above the blank ones ends in blanks: the ED starts there.
    var shortened = blank
    shortened.write("some", x: 2, y: 1)
    let fromAbove = render(from: before, to: shortened)
    #expect(fromAbove.bytes == "⎋[1;3H⎋[K⎋[2;8H⎋[J")
    #expect(fromAbove.terminal.cells == shortened)

    // A row with text below the blank ones: each blank row gets its own EL.
    var textBelow = blank
    textBelow.write("some text on this row", x: 2, y: 3)
    let rows = render(from: before, to: textBelow)
    #expect(rows.bytes == "⎋[1;3H⎋[K⎋[B⎋[K⎋[B⎋[K")
    #expect(rows.terminal.cells == textBelow)
  }
}
