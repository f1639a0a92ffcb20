import Testing
import Trellis
import TrellisTerminal

/// The bytes of the second frame, from `previous` to `next`.
private func secondFrame(
  _ previous: CellBuffer, _ next: CellBuffer, capabilities: TerminalCapabilities
) -> [UInt8] {
  var renderer = Renderer(capabilities: capabilities)
  var output: [UInt8] = []
  renderer.render(from: previous, to: previous, cursor: nil, into: &output)
  output.removeAll()
  renderer.render(from: previous, to: next, cursor: nil, into: &output)
  return output
}

/// Whether `bytes` hold `sequence`.
private func contains(_ bytes: [UInt8], _ sequence: String) -> Bool {
  let needle = Array(sequence.utf8)
  guard bytes.count >= needle.count else { return false }
  return (0...(bytes.count - needle.count)).contains {
    bytes[$0..<($0 + needle.count)].elementsEqual(needle)
  }
}

@Suite("Renderer: REP and HT, only where the terminal has them")
struct RendererRepeatAndTabTests {
  @Test("a run of one character is the character and REP when declared, printed out when not")
  func repeatOnlyWhenDeclared() {
    let blank = CellBuffer(width: 30, height: 2)
    var ruled = blank
    ruled.write(String(repeating: "─", count: 20), x: 2, y: 1)
    let declared = TerminalCapabilities(synchronizedOutput: false, repeatsCharacters: true)
    let repeated = secondFrame(blank, ruled, capabilities: declared)
    #expect(contains(repeated, "─\u{1B}[19b"))
    let plain = secondFrame(
      blank, ruled, capabilities: TerminalCapabilities(synchronizedOutput: false))
    #expect(!contains(plain, "b"))
    #expect(repeated.count < plain.count)
    for (bytes, capabilities) in [(repeated, declared), (plain, TerminalCapabilities())] {
      var terminal = MemoryTerminal(width: 30, height: 2)
      terminal.write(bytes)
      #expect(terminal.cells == ruled, "\(capabilities)")
    }
  }

  @Test("runs too short to gain, wide characters and clusters are printed, not repeated")
  func shortRunsAndClustersArePrinted() {
    let blank = CellBuffer(width: 40, height: 1)
    var next = blank
    next.write("aaaa 漢漢漢漢漢漢 e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", x: 0, y: 0)
    let bytes = secondFrame(
      blank, next,
      capabilities: TerminalCapabilities(synchronizedOutput: false, repeatsCharacters: true))
    #expect(!contains(bytes, "b"))
  }

  @Test("the memory terminal repeats only the character printed just before REP")
  func memoryTerminalRepeatsOnlyAfterPrinting() {
    var terminal = MemoryTerminal(width: 10, height: 1)
    terminal.write(Array("ab\u{1B}[3b".utf8))
    #expect(terminal.text == "abbbb")
    terminal.write(Array("\r\u{1B}[2C\u{1B}[3b".utf8))
    #expect(terminal.text == "abbbb", "after a cursor move, REP has nothing to repeat")
    terminal.write(Array("\r\u{1B}[2Xx\u{1B}[99999b".utf8))
    #expect(
      Set(terminal.text.filter { $0 != "\n" && $0 != " " }) == ["x"],
      "a huge count prints at most a screenful")
  }

  @Test("moves right over a tab stop use HT where tab stops are declared, CUF where not")
  func tabMovesOnlyWhenDeclared() {
    let blank = CellBuffer(width: 40, height: 1)
    var next = blank
    next.write("a", x: 0, y: 0)
    next.write("b", x: 17, y: 0)
    // From column 1: two HTs to 16 and a blank printed again (3 bytes) against CUF (5).
    let tabs = secondFrame(
      blank, next, capabilities: TerminalCapabilities(synchronizedOutput: false))
    #expect(String(decoding: tabs, as: UTF8.self).hasSuffix("a\t\t b"))
    let noTabs = secondFrame(
      blank, next, capabilities: TerminalCapabilities(synchronizedOutput: false, tabStops: false))
    #expect(String(decoding: noTabs, as: UTF8.self).hasSuffix("a\u{1B}[16Cb"))
    for bytes in [tabs, noTabs] {
      var terminal = MemoryTerminal(width: 40, height: 1)
      terminal.write(bytes)
      #expect(terminal.cells == next)
    }
  }

  @Test("the memory terminal moves HT to the next multiple of 8, stopping at the last column")
  func memoryTerminalTabStops() {
    var terminal = MemoryTerminal(width: 20, height: 1)
    terminal.write(Array("a\tb\tc\td".utf8))
    #expect(terminal.text == "a       b       c  d")
  }

  @Test(
    "page-down frames of the 10,000 × 5 table take a median under 2,650 bytes and show the page")
  func pageDownFrameBytes() {
    // tui-rs 0.19 writes 4,070 bytes for the same frame into a crossterm backend
    // (Benchmarks/Peers/tui-rs); the renderer wrote a median of 2,849 before HT moves.
    var table = PagedTable()
    var renderer = Renderer(capabilities: TerminalCapabilities())
    var terminal = MemoryTerminal(width: PagedTable.width, height: PagedTable.height)
    var previous = table.buffer()
    var output: [UInt8] = []
    renderer.render(from: previous, to: previous, cursor: nil, into: &output)
    terminal.write(output)
    var sizes: [Int] = []
    for _ in 0..<30 {
      table.pageDown()
      let next = table.buffer()
      output.removeAll()
      renderer.render(from: previous, to: next, cursor: nil, into: &output)
      terminal.write(output)
      sizes.append(output.count)
      #expect(terminal.cells == next, "page from row \(table.top)")
      previous = next
    }
    #expect(sizes.sorted()[sizes.count / 2] <= 2_650, "\(sizes)")
    #expect(sizes.allSatisfy { $0 <= 2_800 }, "\(sizes)")
  }

  @Test("REP is declared for xterm, kitty and foot, not inside tmux or screen, not by default")
  func repeatDetection() {
    #expect(!TerminalCapabilities().repeatsCharacters)
    #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty"]).repeatsCharacters)
    #expect(TerminalCapabilities.detect(environment: ["TERM": "foot-extra"]).repeatsCharacters)
    #expect(
      TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "XTERM_VERSION": "390"])
        .repeatsCharacters)
    #expect(!TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"]).repeatsCharacters)
    #expect(
      !TerminalCapabilities.detect(environment: ["TERM": "xterm-kitty", "TMUX": "/tmp/t,1,0"])
        .repeatsCharacters)
    #expect(
      !TerminalCapabilities.detect(environment: ["TERM": "screen-256color"]).repeatsCharacters)
  }
}
