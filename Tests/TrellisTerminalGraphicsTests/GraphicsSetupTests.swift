import Foundation
import PropertyBased
import Synchronization
import Testing
import TrellisMedia
import TrellisTerminal
import TrellisTerminalGraphics

#if canImport(Glibc)
  import Glibc
#endif

/// The start-up probe against a scripted terminal: the answers are in a
/// pipe before the question is asked, as a fast terminal's would be.
@Suite("Choosing image graphics at start-up")
struct GraphicsSetupTests {
  /// Asks `query` of a terminal that answers `answers` (written in
  /// advance) and returns the reply and what was written to it.
  func ask(_ query: TerminalQuery, answering answers: String) throws -> (
    reply: TerminalQuery.Reply, written: [UInt8]
  ) {
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    #expect(pipe(&input) == 0 && pipe(&output) == 0)
    defer { for fd in input + output { close(fd) } }
    let bytes = Array(answers.utf8)
    _ = bytes.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) }
    let reply = query.ask(input: input[0], output: output[1])
    var written = [UInt8](repeating: 0, count: 4096)
    let count = written.withUnsafeMutableBytes { read(output[0], $0.baseAddress, $0.count) }
    return (reply, Array(written.prefix(max(0, count))))
  }

  let plain: [String: String] = [:]

  func chosen(_ graphics: (any TerminalGraphics)?) -> ProtocolGraphics? {
    graphics as? ProtocolGraphics
  }

  @Test("kitty answers OK: kitty; the query is written before any other mode")
  func kitty() throws {
    let setup = GraphicsSetup()
    let query = try #require(setup.startupQuery(environment: plain))
    let (reply, written) = try ask(query, answering: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
    #expect(written == GraphicsProbe.query)
    #expect(!reply.timedOut)
    #expect(reply.input.isEmpty)
    let graphics = chosen(setup.graphics(reply: reply, environment: plain))
    #expect(graphics?.graphicsProtocol == .kitty)
    #expect(graphics?.tmuxPassthrough == false)
  }

  @Test("device attributes listing 4: sixel")
  func sixel() throws {
    let setup = GraphicsSetup()
    let query = try #require(setup.startupQuery(environment: plain))
    let (reply, _) = try ask(query, answering: "\u{1B}[?63;1;4c")
    #expect(chosen(setup.graphics(reply: reply, environment: plain))?.graphicsProtocol == .sixel)
  }

  @Test("no answer: the wait ends at the timeout, and images are half blocks")
  func silence() throws {
    let setup = GraphicsSetup(timeout: .milliseconds(30))
    let query = try #require(setup.startupQuery(environment: plain))
    let started = ContinuousClock.now
    let (reply, _) = try ask(query, answering: "")
    #expect(reply.timedOut)
    #expect(ContinuousClock.now - started >= .milliseconds(30))
    #expect(setup.graphics(reply: reply, environment: plain) == nil)
  }

  @Test("keys typed during the probe are kept as input, in order")
  func typedInputIsKept() throws {
    let setup = GraphicsSetup()
    let query = try #require(setup.startupQuery(environment: plain))
    let (reply, _) = try ask(
      query, answering: "ab\u{1B}_Gi=31;OK\u{1B}\\c\u{1B}[A\u{1B}[?62;4c")
    #expect(String(decoding: reply.input, as: UTF8.self) == "abc\u{1B}[A")
    #expect(chosen(setup.graphics(reply: reply, environment: plain))?.graphicsProtocol == .kitty)
  }

  @Test("TRELLIS_GRAPHICS and the preferred option decide; forced protocols are still asked")
  func overrides() {
    for (value, expected) in [
      ("kitty", GraphicsProtocol.kitty), ("iterm2", .iTerm2), ("sixel", .sixel),
    ] {
      let environment = ["TRELLIS_GRAPHICS": value]
      // Asked, to be checked against the answers.
      #expect(GraphicsSetup().startupQuery(environment: environment) != nil)
      #expect(
        chosen(GraphicsSetup().graphics(reply: nil, environment: environment))?
          .graphicsProtocol == expected)
    }
    for value in ["halfblocks", "none"] {
      let environment = ["TRELLIS_GRAPHICS": value]
      #expect(GraphicsSetup().startupQuery(environment: environment) == nil)
      #expect(GraphicsSetup().graphics(reply: nil, environment: environment) == nil)
    }
    let preferred = GraphicsSetup(preferred: .sixel)
    #expect(chosen(preferred.graphics(reply: nil, environment: plain))?.graphicsProtocol == .sixel)
    // An unknown value is ignored: the terminal is asked.
    #expect(GraphicsSetup().startupQuery(environment: ["TRELLIS_GRAPHICS": "x"]) != nil)
  }

  @Test("a forced protocol the terminal denied falls back, with a note in the log")
  func forcedProtocolDeniedFallsBack() {
    let notes = NoteLog()
    let setup = GraphicsSetup(log: { notes.append($0) })
    func reply(_ answers: String) -> TerminalQuery.Reply {
      TerminalQuery.Reply(answers: Array(answers.utf8), input: [], timedOut: false)
    }
    // Sixel forced, device attributes without 4: half blocks.
    let noSixel = setup.graphics(
      reply: reply("\u{1B}[?62;22c"), environment: ["TRELLIS_GRAPHICS": "sixel"])
    #expect(noSixel == nil)
    #expect(notes.all.count == 1)
    #expect(notes.all.first?.contains("sixel") == true)
    // Kitty forced on a sixel terminal with no kitty answer: sixel.
    let noKitty = setup.graphics(
      reply: reply("\u{1B}[?62;4c"), environment: ["TRELLIS_GRAPHICS": "kitty"])
    #expect(chosen(noKitty)?.graphicsProtocol == .sixel)
    #expect(notes.all.count == 2)
    // Granted: kept, nothing logged.
    let granted = setup.graphics(
      reply: reply("\u{1B}[?62;4c"), environment: ["TRELLIS_GRAPHICS": "sixel"])
    #expect(chosen(granted)?.graphicsProtocol == .sixel)
    // No answers at all: the user's word stands.
    let unanswered = setup.graphics(
      reply: TerminalQuery.Reply(answers: [], input: [], timedOut: true),
      environment: ["TRELLIS_GRAPHICS": "sixel"])
    #expect(chosen(unanswered)?.graphicsProtocol == .sixel)
    #expect(notes.all.count == 2)
  }

  @Test("the chosen protocol sets the pipelines' pixels per cell; half blocks keep 1×2")
  func pipelinesGetTheCellSize() {
    let pipeline = ImagePipeline()
    let setup = GraphicsSetup(imagePipelines: [pipeline])
    let kitty = TerminalQuery.Reply(
      answers: Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62c".utf8), input: [], timedOut: false)
    _ = setup.graphics(
      reply: kitty, environment: plain, cellPixels: CellPixels(width: 9, height: 18))
    #expect(pipeline.pixelsPerCell == PixelSize(width: 9, height: 18))
    let image = NetworkImage(
      url: URL(string: "http://127.0.0.1/a.png")!, width: 60, height: 20, pipeline: pipeline)
    #expect(image.pixelSize == PixelSize(width: 540, height: 360))
    let none = TerminalQuery.Reply(
      answers: Array("\u{1B}[?62c".utf8), input: [], timedOut: false)
    _ = setup.graphics(
      reply: none, environment: plain, cellPixels: CellPixels(width: 9, height: 18))
    #expect(pipeline.pixelsPerCell == PixelSize(width: 1, height: 2))
  }

  @Test("inside tmux: wrapped for passthrough only when tmux allows it")
  func tmux() throws {
    let tmux = ["TMUX": "/tmp/tmux-0/default,1,0"]
    let closed = GraphicsSetup(tmuxAllowsPassthrough: { false })
    #expect(closed.startupQuery(environment: tmux) == nil)
    #expect(closed.graphics(reply: nil, environment: tmux) == nil)
    #expect(
      closed.graphics(reply: nil, environment: tmux.merging(["TRELLIS_GRAPHICS": "kitty"]) { $1 })
        == nil)

    let open = GraphicsSetup(tmuxAllowsPassthrough: { true })
    let query = try #require(open.startupQuery(environment: tmux))
    #expect(query.bytes.starts(with: Array("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,".utf8)))
    let (reply, _) = try ask(query, answering: "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?1;2c")
    let graphics = try #require(chosen(open.graphics(reply: reply, environment: tmux)))
    #expect(graphics.graphicsProtocol == .kitty && graphics.tmuxPassthrough)
    #expect(
      String(decoding: graphics.remove(id: 4), as: UTF8.self)
        == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=5,q=2\u{1B}\u{1B}\\\u{1B}\\")
    // tmux's own sixel (its device attributes list 4) is not wrapped.
    let (sixelReply, _) = try ask(query, answering: "\u{1B}[?1;2;4c")
    let sixel = try #require(chosen(open.graphics(reply: sixelReply, environment: tmux)))
    #expect(sixel.graphicsProtocol == .sixel && !sixel.tmuxPassthrough)
  }

  @Test("answers are told apart from input: APC, DCS, OSC and device attributes")
  func split() {
    let bytes = Array(
      "x\u{1B}P>|kitty(0.3)\u{1B}\\y\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[>1;2c\u{1B}[1;5Az\u{1B}_G".utf8)
    let (answers, input) = TerminalQuery.split(bytes)
    #expect(String(decoding: input, as: UTF8.self) == "xy\u{1B}[1;5Az")
    #expect(
      String(decoding: answers, as: UTF8.self)
        == "\u{1B}P>|kitty(0.3)\u{1B}\\\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[>1;2c\u{1B}_G")
  }
}

/// Typed input survives any interleaving with terminal answers.
@Suite("Answers and input told apart")
struct AnswerSplitPropertyTests {
  @Test("input bytes (keys and key sequences) come out whole and in order")
  func inputSurvivesInterleaving() async {
    let answers = [
      "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}[?62;4;22c", "\u{1B}P>|WezTerm 2024\u{1B}\\",
      "\u{1B}]11;rgb:1/2/3\u{07}",
    ]
    let keys = ["a", "Z", " ", "\r", "\u{1B}[A", "\u{1B}[1;5C", "é", "\u{7F}"]
    let pieces = Gen.int(in: 0...(answers.count + keys.count - 1)).array(of: 0...16)
    await propertyCheck(count: 300, input: pieces) { indices in
      var bytes: [UInt8] = []
      var expectedInput: [UInt8] = []
      var expectedAnswers: [UInt8] = []
      for index in indices {
        if index < answers.count {
          bytes += Array(answers[index].utf8)
          expectedAnswers += Array(answers[index].utf8)
        } else {
          bytes += Array(keys[index - answers.count].utf8)
          expectedInput += Array(keys[index - answers.count].utf8)
        }
      }
      let (answersFound, input) = TerminalQuery.split(bytes)
      #expect(input == expectedInput)
      #expect(answersFound == expectedAnswers)
    }
  }
}

/// Notes logged by a setup, collected for a test.
final class NoteLog: Sendable {
  private let notes = Mutex<[String]>([])
  func append(_ note: String) { notes.withLock { $0.append(note) } }
  var all: [String] { notes.withLock { $0 } }
}
