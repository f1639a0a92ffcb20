import PropertyBased
import Testing
import Trellis
import TrellisTerminal

/// Pieces of text covering every way `write` can take: printable ASCII,
/// Latin letters with precomposed accents, dashes, the ellipsis and box
/// drawing, C0 and C1 controls, CR LF, DEL, a no-break space, combining marks
/// (alone too, to join what comes before), a variation selector, wide CJK,
/// emoji with ZWJ and flags.
private let pieces = [
  "a", "Zürich", "São", "é", "ñ", "ʰ", "\u{A0}", "\u{AD}", "\u{85}", "\u{9F}", "\r\n", "\t",
  "\u{7F}", "e\u{301}", "東京", "ｱ", "👩‍💻", "🇯🇵", "1️⃣", " ", "xy", "…", "─┃", "—", "\u{2028}",
  "\u{301}", "\u{FE0F}",
]

@Suite("Writing text into a cell buffer")
struct CellBufferWriteTests {
  @Test("writing a string equals placing its clusters one by one")
  func writeMatchesClusterByCluster() async {
    let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8)
    let scene = Gen.int(in: 0...10_000).array(of: 6...6)
    await propertyCheck(count: 500, input: text, scene) { pieceIndices, numbers in
      let string = pieceIndices.map { pieces[$0] }.joined()
      let width = 12
      let x = numbers[0] % 16 - 3
      let maxWidth: Int? = numbers[1] % 3 == 0 ? nil : numbers[1] % 10
      let style = CellStyle(foreground: .indexed(UInt8(numbers[2] % 256)))
      // Wide clusters under the text, so that overwriting halves shows.
      var start = CellBuffer(width: width, height: 2)
      start.write("漢字かな", x: numbers[3] % 5 - 1, y: 0)
      start.write("ab", x: numbers[4] % 10, y: 0)

      var written = start
      let end = written.write(string, x: x, y: 0, style: style, maxWidth: maxWidth)

      var expected = start
      let limit = maxWidth.map { min(width, x + max(0, $0)) } ?? width
      var column = x
      for character in string {
        let clusterWidth = CellWidth.width(of: character)
        if clusterWidth == 0 { continue }
        if column >= limit { break }
        if column >= 0 && column + clusterWidth <= limit {
          expected.put(character, x: column, y: 0, style: style)
        } else if clusterWidth == 2 {
          // Half a wide cluster shows as a blank.
          let visible = column >= 0 ? column : column + 1
          if visible >= 0 && visible < limit {
            expected.fill(x: visible, y: 0, width: 1, height: 1, style: style)
          }
        }
        column += clusterWidth
      }
      let same = written == expected
      #expect(
        same,
        "\(string.debugDescription) at \(x), max \(String(describing: maxWidth)): \(written.lines) instead of \(expected.lines)"
      )
      #expect(end == max(0, min(column, limit)))
    }
  }

  @Test("every scalar from U+00A0 to U+02FF takes one cell, and C1 controls none")
  func latinScalarsTakeOneCell() {
    var buffer = CellBuffer(width: 4, height: 1)
    for value in UInt32(0x80)..<0x300 {
      let scalar = Unicode.Scalar(value)!
      let expectedWidth = CellWidth.width(of: Character(scalar))
      #expect(expectedWidth == (value < 0xA0 ? 0 : 1), "U+\(String(value, radix: 16))")
      buffer.clear()
      let end = buffer.write("a" + String(scalar) + "b", x: 0, y: 0)
      #expect(end == 2 + expectedWidth)
      #expect(buffer.line(0) == "a" + (expectedWidth == 1 ? String(scalar) : "") + "b")
    }
  }
}
