import Testing
import Trellis

@testable import TrellisTerminalBackend

@Suite("Terminal intern tables stay bounded and links stay clean")
struct InternTableBoundTests {
  /// The bytes of a frame drawing `text` with `link`, after `previous`.
  private func frame(_ text: String, link: Hyperlink, after previous: CellBuffer) -> (
    CellBuffer, String
  ) {
    var next = CellBuffer(width: 40, height: 1)
    next.write(text, x: 0, y: 0, style: CellStyle(hyperlink: link))
    var renderer = Renderer(capabilities: TerminalCapabilities(synchronizedOutput: false))
    var output: [UInt8] = []
    renderer.render(from: previous, to: next, cursor: nil, into: &output)
    return (next, String(decoding: output, as: UTF8.self))
  }

  // The rollover tests use tables of their own: the process-wide tables are shared by every
  // test running in parallel, and rolling them over under another test's feet would renumber
  // the links and clusters in the buffers that test compares.

  @Test("issue 27.10: 100,000 distinct links keep a table within twice its capacity")
  func hyperlinksAreBounded() {
    var table = InternTable<Hyperlink>(capacity: 1_000)
    var last: (link: Hyperlink, number: UInt32)?
    for index in 0..<100_000 {
      let link = Hyperlink(url: "https://example.test/\(index)")
      last = (link, table.number(for: link))
      #expect(table.count <= 2 * table.capacity)
    }
    if let last { #expect(table.value(for: last.number) == last.link) }
    #expect(HyperlinkTable.capacity == 16_384)
  }

  @Test("a value numbered before a rollover is still read, then numbered anew when used")
  func linksSurviveRollover() {
    var table = InternTable<Hyperlink>(capacity: 4)
    let kept = Hyperlink(url: "https://example.test/kept")
    let old = table.number(for: kept)
    for index in 0..<4 {
      _ = table.number(for: Hyperlink(url: "https://example.test/filler/\(index)"))
    }
    // One rollover: the old number still reads its link.
    #expect(table.value(for: old) == kept)
    // Used again (a frame draws it), it gets a number in the current generation …
    let renewed = table.number(for: kept)
    #expect(renewed != old && table.value(for: renewed) == kept)
    // … which survives the next rollover, while the old one is forgotten, never misread.
    for index in 4..<7 {
      _ = table.number(for: Hyperlink(url: "https://example.test/filler/\(index)"))
    }
    #expect(table.value(for: renewed) == kept)
    for index in 7..<16 {
      _ = table.number(for: Hyperlink(url: "https://example.test/filler/\(index)"))
    }
    #expect(table.value(for: old) == nil)
  }

  @Test("issue 27.10: long grapheme clusters keep a table within twice its capacity")
  func graphemesAreBounded() {
    var table = InternTable<Character>(capacity: 512)
    for index in 0..<(3 * table.capacity) {
      // One cluster of 33 UTF-8 bytes: "e" and 16 combining accents
      // spelling `index` in binary (grave for 0, acute for 1).
      let marks = (0..<16).map { index >> $0 & 1 == 1 ? "\u{301}" : "\u{300}" }
      _ = table.number(for: Character("e" + marks.joined()))
      #expect(table.count <= 2 * table.capacity)
    }
    let family = Character("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}")
    #expect(GraphemeTable.character(for: GraphemeTable.id(for: family)) == family)
  }

  @Test("issue 27.10: C1 controls never reach the terminal in a link's URL")
  func c1ControlsAreFiltered() {
    let hostile = "https://example.test/\u{9C}\u{1B}]0;title\u{07}\u{9B}31m\u{85}end"
    var link = Hyperlink(url: hostile, id: "a\u{9C}b")
    #expect(link.url == "https://example.test/]0;title31mend")
    #expect(link.id == "ab")
    link.url = "https://example.test/\u{90}set"
    #expect(link.url == "https://example.test/set")
    let (_, bytes) = frame(
      "x", link: Hyperlink(url: hostile), after: CellBuffer(width: 40, height: 1))
    #expect(!bytes.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
  }
}
