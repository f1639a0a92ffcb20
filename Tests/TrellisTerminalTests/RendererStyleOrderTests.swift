import Testing
import Trellis
import TrellisTerminal

/// Renders `next` onto a cleared screen and returns the bytes and what a terminal
/// fed them shows.
private func firstFrame(_ next: CellBuffer) -> (bytes: [UInt8], cells: CellBuffer) {
  var renderer = Renderer(capabilities: TerminalCapabilities(synchronizedOutput: false))
  var output: [UInt8] = []
  renderer.render(from: next, to: next, cursor: nil, into: &output)
  var terminal = MemoryTerminal(width: next.width, height: next.height)
  terminal.write(output)
  return (output, terminal.cells)
}

/// How often `sequence` occurs in `bytes`.
private func occurrences(of sequence: String, in bytes: [UInt8]) -> Int {
  let pattern = Array(sequence.utf8)
  guard bytes.count >= pattern.count else { return 0 }
  return (0...(bytes.count - pattern.count)).count { start in
    bytes[start..<(start + pattern.count)].elementsEqual(pattern)
  }
}

@Suite("Renderer style order")
struct RendererStyleOrderTests {
  @Test("columns in alternating colours are written a style at a time")
  func groupedByStyle() {
    let name = CellStyle(foreground: .rgb(120, 170, 255), attributes: .underline)
    let amount = CellStyle(foreground: .rgb(150, 150, 160))
    var buffer = CellBuffer(width: 40, height: 12)
    for row in 0..<12 {
      buffer.write("name\(row)", x: 1, y: row, style: name)
      buffer.write("\(row * 7).00", x: 20, y: row, style: amount)
    }
    let frame = firstFrame(buffer)
    #expect(frame.cells == buffer)
    // Each colour is set once, not once per row.
    #expect(occurrences(of: "38;2;120;170;255", in: frame.bytes) == 1)
    #expect(occurrences(of: "38;2;150;150;160", in: frame.bytes) == 1)
  }

  @Test("a hyperlink shown on many rows is opened once per frame")
  func hyperlinkOpenedOnce() {
    let link = CellStyle(
      foreground: .ansi(.blue), attributes: .underline,
      hyperlink: Hyperlink(url: "https://example.com/a-long-address-to-open"))
    var buffer = CellBuffer(width: 40, height: 8)
    for row in 0..<8 {
      buffer.write("row \(row)", x: 0, y: row, style: CellStyle(attributes: .bold))
      buffer.write("open", x: 20, y: row, style: link)
    }
    let frame = firstFrame(buffer)
    #expect(frame.cells == buffer)
    #expect(occurrences(of: "https://example.com/a-long-address-to-open", in: frame.bytes) == 1)
  }

  @Test("a frame with few style changes keeps row order")
  func rowOrderWhenCheaper() {
    var buffer = CellBuffer(width: 40, height: 3)
    buffer.write("header", x: 0, y: 0, style: CellStyle(attributes: .bold))
    buffer.write("one", x: 0, y: 1)
    buffer.write("two", x: 0, y: 2)
    let frame = firstFrame(buffer)
    #expect(
      String(decoding: frame.bytes, as: UTF8.self)
        == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[1mheader\r\n\u{1B}[0mone\r\ntwo\u{1B}[?25l")
  }
}
