import Testing
import Trellis

@testable import TrellisTerminal

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

  @Test("issue 27.10: 100,000 distinct links keep the hyperlink table within its cap")
  func hyperlinksAreBounded() {
    var screen = CellBuffer(width: 40, height: 1)
    for index in 0..<100_000 {
      let link = Hyperlink(url: "https://example.test/\(index)")
      if index % 9_999 == 0 {
        let (next, bytes) = frame("go \(index)", link: link, after: screen)
        #expect(bytes.contains("\u{1B}]8;;https://example.test/\(index)\u{1B}\\"))
        screen = next
      } else {
        _ = HyperlinkTable.id(for: link)
      }
    }
    #expect(HyperlinkTable.count <= 2 * HyperlinkTable.capacity)
  }

  @Test("a link drawn before a rollover is drawn again, right, after it")
  func linksSurviveRollover() {
    let link = Hyperlink(url: "https://example.test/kept")
    let (screen, _) = frame("kept", link: link, after: CellBuffer(width: 40, height: 1))
    for index in 0..<(2 * HyperlinkTable.capacity + 1) {
      _ = HyperlinkTable.id(for: Hyperlink(url: "https://example.test/filler/\(index)"))
    }
    let (_, bytes) = frame("kept", link: link, after: screen)
    #expect(bytes.contains("\u{1B}]8;;https://example.test/kept\u{1B}\\"))
  }

  @Test("issue 27.10: long grapheme clusters keep their table within its cap")
  func graphemesAreBounded() {
    for index in 0..<(3 * GraphemeTable.capacity) {
      // One cluster of 33 UTF-8 bytes: "e" and 16 combining accents
      // spelling `index` in binary (grave for 0, acute for 1).
      let marks = (0..<16).map { index >> $0 & 1 == 1 ? "\u{301}" : "\u{300}" }
      _ = GraphemeTable.id(for: Character("e" + marks.joined()))
    }
    #expect(GraphemeTable.count <= 2 * GraphemeTable.capacity)
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
