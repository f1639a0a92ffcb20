import TerminalTestSupport
import Testing
import Trellis
import TrellisKit
import TrellisTerminal

@MainActor
@Suite("Attributed label on a terminal")
struct AttributedLabelTests {
  private func label(_ recorder: Recorder<String>) -> some Component {
    Stack(alignment: .start) {
      Button("Before") {}.tag("before")
      AttributedLabel(markup: "Read [the docs](https://docs.example) or mail help@example.com")
        .detecting()
        .onLink { url in recorder.record(url) }
        .frame(width: 40)
        .tag("label")
      Button("After") {}.tag("after")
    }
  }

  @Test func linksAreWrittenAsOSC8WithAnID() async {
    let screen = KitScreen(width: 60, height: 5)
    let lines = await screen.show(label(Recorder()))
    #expect(lines[1].hasPrefix("Read the docs or mail help@example.com"))
    let bytes = String(decoding: screen.written, as: UTF8.self)
    let id = Hyperlink.stableID(for: "https://docs.example")
    #expect(bytes.contains("\u{1B}]8;id=\(id);https://docs.example\u{1B}\\"))
    #expect(bytes.contains(";mailto:help@example.com\u{1B}\\help@example.com"))
    let cell = screen.terminal.cells[5, 1]
    #expect(cell.style.hyperlink?.url == "https://docs.example")
  }

  @Test func tabWalksTheLinksAndEnterOpensTheFocusedOne() async {
    let recorder = Recorder<String>()
    let screen = KitScreen(width: 60, height: 5)
    await screen.show(label(recorder))
    let host = screen.host
    screen.press(.tab)
    #expect(host.focusedView == host.find(tag: "before")?.id)
    screen.press(.tab)
    screen.draw()
    // The first link is focused: drawn in reverse colours.
    #expect(screen.terminal.cells[5, 1].style.background != .default)
    screen.press(.tab)
    screen.press(.enter)
    await screen.waitUntil { recorder.values.count == 1 }
    #expect(recorder.values == ["mailto:help@example.com"])
    screen.press(.tab)
    #expect(host.focusedView == host.find(tag: "after")?.id)
    screen.press(.tab, modifiers: .shift)
    screen.press(.character(" "))
    await screen.waitUntil { recorder.values.count == 2 }
    #expect(recorder.values == ["mailto:help@example.com", "mailto:help@example.com"])
  }

  @Test func aClickOnALinkOpensIt() async {
    let recorder = Recorder<String>()
    let screen = KitScreen(width: 60, height: 5)
    await screen.show(label(recorder))
    screen.click(column: 7, row: 1)
    await screen.waitUntil { recorder.values.count == 1 }
    #expect(recorder.values == ["https://docs.example"])
    screen.click(column: 1, row: 1)
    await screen.settle()
    #expect(recorder.values == ["https://docs.example"])
  }

  @Test func aLinkThatCannotOpenSaysWhyUnderTheText() async {
    let screen = KitScreen(width: 70, height: 5)
    await screen.show(
      AttributedLabel(markup: "[go](gopher://old)")
        .onLink { url in try AppLinkService(handler: ["true"]).open(url) })
    screen.click(column: 0, row: 0)
    await screen.waitUntil { screen.host.find(tag: "link-error") != nil }
    let lines = screen.draw()
    #expect(lines[1].hasPrefix("⚠ Links starting “gopher:” cannot be opened here."))
  }

  @Test func aLinkFailureGoesToItsHandlerAndNothingBelowMoves() async {
    let screen = KitScreen(width: 70, height: 5)
    let failures = Recorder<String?>()
    await screen.show(
      Stack(alignment: .start) {
        AttributedLabel(markup: "[go](gopher://old)")
          .onLink { url in try AppLinkService(handler: ["true"]).open(url) }
          .onLinkFailure { failures.record($0) }
        Text("below").tag("below")
      })
    let before = screen.host.find(tag: "below")?.absoluteFrame
    screen.click(column: 0, row: 0)
    await screen.waitUntil { !failures.values.isEmpty }
    _ = screen.draw()
    #expect(failures.values.first??.hasPrefix("Links starting “gopher:”") == true)
    #expect(screen.host.find(tag: "link-error") == nil)
    #expect(screen.host.find(tag: "below")?.absoluteFrame == before)
  }

  @Test func truncationShowsAnEllipsisAtTheWidthDrawn() async {
    let screen = KitScreen(width: 20, height: 3)
    let text = "alpha beta gamma delta epsilon zeta"
    var lines = await screen.show(
      AttributedLabel(StyledText(text)).lineLimit(1).truncationMode(.tail))
    #expect(lines[0] == "alpha beta gamma de…")
    lines = await screen.show(
      AttributedLabel(StyledText(text)).lineLimit(1).truncationMode(.middle))
    #expect(lines[0] == "alpha beta…ilon zeta")
    lines = await screen.show(
      AttributedLabel(StyledText(text)).lineLimit(1).truncationMode(.head))
    #expect(lines[0].hasPrefix("…delta epsilon zeta"))
  }

  @Test func dimAndStylesReachTheCells() async {
    let screen = KitScreen(width: 20, height: 1)
    await screen.show(
      AttributedLabel(
        StyledText("dim", style: TextStyle(dim: true))
          + StyledText("strike", style: TextStyle(strikethrough: true))))
    #expect(screen.terminal.cells[0, 0].style.attributes.contains(.dim))
    #expect(screen.terminal.cells[3, 0].style.attributes.contains(.strikethrough))
  }
}
