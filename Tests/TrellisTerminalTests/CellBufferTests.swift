import PropertyBased
import Testing
import Trellis
import TrellisTerminal

@Suite("CellBuffer")
struct CellBufferTests {
  @Test("writing text fills cells and returns the next column")
  func write() {
    var buffer = CellBuffer(width: 10, height: 2)
    let end = buffer.write("hello", x: 2, y: 1)
    #expect(end == 7)
    #expect(buffer.lines == ["", "  hello"])
    #expect(buffer[2, 1].grapheme == "h")
    #expect(buffer[2, 1].width == 1)
  }

  @Test("writing clips at the right edge and at maxWidth")
  func clipping() {
    var buffer = CellBuffer(width: 6, height: 1)
    #expect(buffer.write("abcdefgh", x: 3, y: 0) == 6)
    #expect(buffer.line(0) == "   abc")
    #expect(buffer.write("xyz", x: 0, y: 0, maxWidth: 2) == 2)
    #expect(buffer.line(0) == "xy abc")
    #expect(buffer.write("outside", x: 0, y: 5) == 0)
    #expect(buffer.write("12345", x: -3, y: 0) == 2)
    #expect(buffer.line(0) == "45 abc")
  }

  @Test("a wide cluster takes two cells, the second a continuation")
  func wide() {
    var buffer = CellBuffer(width: 6, height: 1)
    #expect(buffer.write("a漢b", x: 0, y: 0) == 4)
    #expect(buffer[1, 0].grapheme == "漢")
    #expect(buffer[1, 0].width == 2)
    #expect(buffer[2, 0].isContinuation)
    #expect(buffer[3, 0].grapheme == "b")
    #expect(buffer.line(0) == "a漢b")
  }

  @Test("ZWJ emoji, flags and combining marks stay one cluster")
  func clusters() {
    var buffer = CellBuffer(width: 12, height: 1)
    buffer.write("👩‍💻e\u{301}🇯🇵x", x: 0, y: 0)
    #expect(buffer[0, 0].grapheme == "👩‍💻")
    #expect(buffer[1, 0].isContinuation)
    #expect(buffer[2, 0].grapheme == "e\u{301}")
    #expect(buffer[3, 0].grapheme == "🇯🇵")
    #expect(buffer[5, 0].grapheme == "x")
    #expect(buffer.line(0) == "👩‍💻e\u{301}🇯🇵x")
  }

  @Test("clusters longer than 15 UTF-8 bytes and styles with links round-trip through cells")
  func longClustersAndStyles() throws {
    let family: Character = "👨‍👩‍👧‍👦"
    #expect(family.utf8.count > 15)
    let style = CellStyle(
      foreground: .rgb(1, 2, 3), background: .indexed(42), attributes: [.bold, .italic],
      hyperlink: Hyperlink(url: "https://example.com", id: "e"))
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("\(family)x", x: 0, y: 0, style: style)
    #expect(buffer[0, 0].grapheme == family)
    #expect(buffer[0, 0].style == style)
    #expect(buffer[1, 0].style == style)
    #expect(buffer[2, 0].grapheme == "x")
    #expect(Cell(family, style: style).grapheme == family)
    var display = TerminalDisplay(
      backend: MemoryTerminal(width: 6, height: 1), width: 6, height: 1)
    try display.draw { $0.write("\(family)x", x: 0, y: 0, style: style) }
    #expect(display.backend.cells == display.front)
  }

  @Test("a wide cluster that does not fit at the edge becomes a blank")
  func wideAtEdge() {
    var buffer = CellBuffer(width: 3, height: 1)
    #expect(buffer.write("ab漢", x: 0, y: 0) == 3)
    #expect(buffer[2, 0] == Cell.blank)
    var clipped = CellBuffer(width: 5, height: 1)
    clipped.write("漢字", x: 0, y: 0, maxWidth: 3)
    #expect(clipped.line(0) == "漢")
    #expect(clipped[3, 0] == Cell.blank)
  }

  @Test("overwriting either half of a wide cluster blanks the other half")
  func overwriteHalves() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("漢字", x: 0, y: 0)
    buffer.write("x", x: 1, y: 0)  // the second half of 漢
    #expect(buffer.line(0) == " x字")
    buffer.write("y", x: 2, y: 0)  // the first half of 字
    #expect(buffer.line(0) == " xy")
    #expect(buffer[3, 0] == Cell.blank)
    buffer.write("漢", x: 3, y: 0)
    buffer.write("字", x: 2, y: 0)  // overlaps the first half of 漢 at 3
    #expect(buffer.line(0) == " x字")
    #expect(buffer[4, 0] == Cell.blank)
  }

  @Test("control and zero-width clusters are skipped")
  func controls() {
    var buffer = CellBuffer(width: 8, height: 1)
    #expect(buffer.write("a\tb\u{1B}c\n", x: 0, y: 0) == 3)
    #expect(buffer.line(0) == "abc")
    #expect(buffer.put("\u{301}", x: 5, y: 0) == 0)
  }

  @Test("fill blanks a clipped rectangle, keeping wide clusters whole")
  func fill() {
    var buffer = CellBuffer(width: 6, height: 3)
    buffer.write("漢字漢", x: 0, y: 1)
    let style = CellStyle(background: .ansi(.blue))
    buffer.fill(x: 1, y: 1, width: 2, height: 5, style: style)
    #expect(buffer.line(1) == "    漢")
    #expect(buffer[0, 1] == Cell.blank)
    #expect(buffer[1, 1] == Cell.blank(style))
    #expect(buffer[2, 2] == Cell.blank(style))
    #expect(buffer[3, 1] == Cell.blank)  // the other half of 字
  }

  @Test("clear keeps the size")
  func clear() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.write("abcd", x: 0, y: 0)
    buffer.clear()
    #expect(buffer == CellBuffer(width: 4, height: 2))
  }

  @Test("resize keeps the top-left content and never cuts a wide cluster")
  func resize() {
    var buffer = CellBuffer(width: 5, height: 2)
    buffer.write("ab漢", x: 0, y: 0)
    buffer.write("xyz", x: 0, y: 1)
    buffer.resize(width: 3, height: 3)
    #expect(buffer.width == 3 && buffer.height == 3)
    #expect(buffer.lines == ["ab", "xyz", ""])
    buffer.resize(width: 6, height: 1)
    #expect(buffer.lines == ["ab"])
  }

  @Test("extreme coordinates and sizes clip instead of trapping")
  func extremes() {
    var buffer = CellBuffer(width: 4, height: 2)
    buffer.fill(x: 1, y: 0, width: Int.max, height: Int.max, style: CellStyle(attributes: .bold))
    #expect(buffer[3, 1].style.attributes == .bold)
    #expect(buffer[0, 0] == Cell.blank)
    buffer.fill(x: Int.min, y: Int.min, width: Int.max, height: Int.max, style: .plain)
    #expect(buffer.write("ab", x: Int.max, y: 0) == Int.max)
    #expect(buffer.write("漢字", x: Int.min, y: 0) == 0)
    #expect(buffer.write("x", x: 2, y: 0, maxWidth: Int.max) == 3)
    #expect(buffer.put("漢", x: Int.max, y: 1) == 2)
    #expect(buffer.put("漢", x: Int.min, y: 1) == 2)
    #expect(buffer.lines == ["  x", ""])
  }

  @Test("out-of-bounds reads give nil")
  func bounds() {
    let buffer = CellBuffer(width: 2, height: 2)
    #expect(buffer.cell(x: 2, y: 0) == nil)
    #expect(buffer.cell(x: 0, y: -1) == nil)
    #expect(buffer.cell(x: 1, y: 1) == Cell.blank)
    #expect(CellBuffer(width: -1, height: 3).width == 0)
  }

  @Test("after any writes, every wide cluster is whole")
  func wideInvariant() async {
    let samples = ["a", "漢字", "👩‍💻", "xy", "ｱ", "🇯🇵", "e\u{301}", "Ａ"]
    let operation = Gen.int(in: 0...1000).array(of: 3...3)
    await propertyCheck(count: 300, input: operation.array(of: 1...30)) { operations in
      var buffer = CellBuffer(width: 7, height: 2)
      for op in operations {
        buffer.write(samples[op[0] % samples.count], x: op[1] % 10 - 2, y: op[2] % 2)
      }
      for y in 0..<buffer.height {
        for x in 0..<buffer.width {
          let cell = buffer[x, y]
          if cell.width == 2 {
            #expect(x + 1 < buffer.width && buffer[x + 1, y].isContinuation)
          }
          if cell.isContinuation {
            #expect(x > 0 && buffer[x - 1, y].width == 2)
          }
        }
      }
    }
  }
}
