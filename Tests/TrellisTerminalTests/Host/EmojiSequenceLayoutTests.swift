import Testing
import Trellis
import TrellisTerminal

/// Text laid out with the terminal's own width for emoji ZWJ sequences.
@MainActor
@Suite("Emoji sequences at the terminal's width")
struct EmojiSequenceLayoutTests {
  private static let family = "👩\u{200D}👩\u{200D}👧"

  /// Shows "[family]|" on a terminal drawing sequences `terminal`'s way,
  /// after a probe that answered `answer`; returns the screen's first line
  /// and where the bar is.
  private func show(answer: String, terminal: EmojiSequenceWidth) async throws -> (
    line: String, bar: Int
  ) {
    var backend = MemoryTerminal(width: 20, height: 3)
    backend.emojiSequences = terminal
    let loop = TerminalRunLoop(
      backend: backend, size: TerminalSize(columns: 20, rows: 3),
      traits: TerminalTraits.parse(Array(answer.utf8)))
    try await loop.show(
      Stack(.horizontal) {
        Text("[" + Self.family + "]")
        Text("|").tag("bar")
      })
    let bar = try #require(loop.host.find(tag: "bar"))
    return (loop.display.backend.lines[0], Int(bar.absoluteFrame.minX))
  }

  @Test("a terminal that draws each emoji (6 cells): layout reserves 6, nothing shifts")
  func perEmojiTerminal() async throws {
    let shown = try await show(answer: "\u{1B}[2;7R", terminal: .perEmoji)
    #expect(shown.bar == 8)
    #expect(shown.line.hasPrefix("[" + Self.family + "]|"))
    #expect(EmojiSequenceWidth.perEmoji.width(of: Character(Self.family)) == 6)
  }

  @Test("a terminal that joins the sequence (2 cells): layout reserves 2, leaving no gap")
  func joiningTerminal() async throws {
    let shown = try await show(answer: "\u{1B}[2;3R", terminal: .joined)
    #expect(shown.bar == 4)
    #expect(shown.line.hasPrefix("[" + Self.family + "]|"))
  }

  @Test("buffer: a sequence put on a splitting terminal takes a cell pair per emoji")
  func bufferPutsPieces() {
    var buffer = CellBuffer(width: 10, height: 1)
    buffer.emojiSequences = .perEmoji
    let end = buffer.write(Self.family + "x", x: 0, y: 0)
    #expect(end == 7)
    #expect(buffer[6, 0].grapheme == "x")
    #expect(buffer.line(0) == Self.family + "x")
  }
}
