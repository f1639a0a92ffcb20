import Testing
import Trellis

@testable import TrellisTerminal
@testable import TrellisTerminalBackend

/// What the start-up probe learns of a terminal, read from emulated answers.
@Suite("Terminal traits")
struct TerminalTraitsTests {
  @Test("a cell size report (CSI 6;h;w t) gives the cell's pixels")
  func cellSizeReport() {
    let traits = TerminalTraits.parse(Array("\u{1B}[6;18;9t".utf8))
    #expect(traits.cellPixels == CellPixels(width: 9, height: 18))
    #expect(traits.cellPixels(columns: 80, rows: 24) == CellPixels(width: 9, height: 18))
  }

  @Test("without a cell size, the window's pixels (CSI 4;h;w t) divided by its cells")
  func windowSizeReport() {
    let traits = TerminalTraits.parse(Array("\u{1B}[4;480;800t".utf8))
    #expect(traits.cellPixels == nil)
    #expect(traits.cellPixels(columns: 80, rows: 24) == CellPixels(width: 10, height: 20))
  }

  @Test("an OSC 11 answer gives the background; a light one is recognised")
  func backgroundReport() {
    let light = TerminalTraits.parse(Array("\u{1B}]11;rgb:ffff/ffff/dddd\u{1B}\\".utf8))
    #expect(light.background == RGB(255, 255, 221))
    #expect(light.hasLightBackground == true)
    let dark = TerminalTraits.parse(Array("\u{1B}]11;rgb:00/2b/36\u{07}".utf8))
    #expect(dark.background == RGB(0, 43, 54))
    #expect(dark.hasLightBackground == false)
    #expect(TerminalTraits.parse([]).background == nil)
  }

  @Test("the cursor report after the probe's emoji gives the terminal's width for it")
  func emojiWidthReport() {
    let splitting = TerminalTraits.parse(Array("\u{1B}[2;7R".utf8))
    #expect(splitting.joinedEmojiWidth == 6)
    #expect(splitting.emojiSequences == .perEmoji)
    let joining = TerminalTraits.parse(Array("\u{1B}[2;3R".utf8))
    #expect(joining.emojiSequences == .joined)
    #expect(TerminalTraits.parse([]).emojiSequences == .joined)
  }

  @Test("reports are answers, keys typed during the probe stay input (F3 with Ctrl too)")
  func reportsAreSplitFromKeys() {
    let bytes = Array("a\u{1B}[6;18;9tb\u{1B}[2;7R\u{1B}[1;5Rc\u{1B}[?62;4c".utf8)
    let (answers, input) = TerminalQuery.split(bytes)
    #expect(String(decoding: input, as: UTF8.self) == "ab\u{1B}[1;5Rc")
    #expect(String(decoding: answers, as: UTF8.self) == "\u{1B}[6;18;9t\u{1B}[2;7R\u{1B}[?62;4c")
  }

  @Test("the query asks the cell size, the window size, the background and the emoji width")
  func queryAsksEverything() {
    let text = String(decoding: TerminalTraits.query(probingEmoji: true), as: UTF8.self)
    #expect(text.contains("\u{1B}[16t"))
    #expect(text.contains("\u{1B}[14t"))
    #expect(text.contains("\u{1B}]11;?"))
    #expect(text.contains("\u{1B}[2;1H👩\u{200D}👩\u{200D}👧\u{1B}[6n"))
    #expect(
      !String(decoding: TerminalTraits.query(probingEmoji: false), as: UTF8.self)
        .contains("\u{1B}[6n"))
  }
}

/// The app's start-up query when no graphics setup asks anything.
@MainActor
@Suite("The app's start-up query")
struct AppStartupQueryTests {
  @Test("without a graphics setup: the traits' questions, then DA1, whose report ends the wait")
  func traitsThenDeviceAttributes() {
    let query = TerminalApp.startupQuery(graphics: nil, probingEmoji: true)
    let text = String(decoding: query.bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[16t"))
    #expect(text.hasSuffix("\u{1B}[c"))
    #expect(!query.isAnswered(Array("\u{1B}]11;rgb:cccc/cccc/cccc\u{1B}\\\u{1B}[6;18;9t".utf8)))
    #expect(!query.isAnswered(Array("\u{1B}[?62;2".utf8)))
    #expect(query.isAnswered(Array("\u{1B}[6;18;9t\u{1B}[?62;22c".utf8)))
  }
}
