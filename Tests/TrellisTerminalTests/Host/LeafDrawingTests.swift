import Foundation
import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("TerminalHost draws each built-in leaf")
struct LeafDrawingTests {
  @Test func textWrapsLikeTheMeasurer() async {
    let screen = HostScreen(width: 12, height: 3)
    let lines = await screen.show(Text("The quick brown fox jumps"))
    #expect(lines == ["The quick", "brown fox", "jumps"])
  }

  @Test func styledRunsAndLinks() async {
    let screen = HostScreen(width: 20, height: 1)
    let text =
      StyledText("Hi ", style: TextStyle(bold: true, foreground: .red))
      + StyledText("docs", style: TextStyle(link: "https://example.com"))
    let lines = await screen.show(Text(text))
    #expect(lines == ["Hi docs"])
    let bold = screen.cell(x: 0, y: 0).style
    #expect(bold.attributes.contains(.bold))
    #expect(bold.foreground == .ansi(.red))
    let link = screen.cell(x: 3, y: 0).style
    #expect(link.hyperlink?.url == "https://example.com")
    #expect(link.attributes.contains(.underline))
    #expect(screen.cell(x: 2, y: 0).style.hyperlink == nil)
  }

  @Test func centredText() async {
    let screen = HostScreen(width: 10, height: 1)
    let lines = await screen.show(Text("ab").multilineTextAlignment(.center))
    #expect(lines == ["    ab"])
  }

  @Test func buttonInBrackets() async {
    let screen = HostScreen(width: 10, height: 2)
    let lines = await screen.show(
      Stack(alignment: .start) {
        Button("OK") {}
        Button("Off") {}.disabled()
      })
    #expect(lines == ["[OK]", "[Off]"])
    #expect(screen.cell(x: 1, y: 1).style.attributes.contains(.dim))
  }

  @Test func focusedButtonIsInverse() async {
    let screen = HostScreen(width: 10, height: 1)
    await screen.show(Button("OK") {})
    screen.press(.tab)
    screen.draw()
    #expect(screen.cell(x: 1, y: 0).style.attributes.contains(.inverse))
  }

  @Test func dividerBadgeAndProgress() async {
    let screen = HostScreen(width: 12, height: 3)
    let lines = await screen.show(
      Stack(alignment: .stretch) {
        Divider()
        Badge("3", color: .blue)
        ProgressBar(value: 0.5)
      })
    #expect(lines == ["────────────", " 3", "██████░░░░░░"])
    #expect(screen.cell(x: 0, y: 1).style.background == .ansi(.blue))
  }

  @Test func progressWithLabel() async {
    let screen = HostScreen(width: 14, height: 1)
    let lines = await screen.show(ProgressBar(value: 0.25, label: "Load"))
    #expect(lines == ["Load ██░░░░░░░"])
  }

  @Test func activityIndicatorAdvances() async {
    let screen = HostScreen(width: 3, height: 1)
    let lines = await screen.show(ActivityIndicator())
    #expect(lines == ["⠋"])
    #expect(screen.host.hasAnimations)
    screen.host.advanceAnimation()
    #expect(screen.draw() == ["⠙"])
    let stopped = await screen.show(ActivityIndicator(isAnimating: false))
    #expect(stopped == [""])
    #expect(!screen.host.hasAnimations)
  }

  @Test func switchOnAndOff() async {
    let screen = HostScreen(width: 12, height: 2)
    let lines = await screen.show(
      Stack(alignment: .start) {
        Toggle("Wi-Fi", isOn: true)
        Toggle("Sound", isOn: false)
      })
    #expect(lines == ["[x] Wi-Fi", "[ ] Sound"])
  }

  @Test func sliderTrack() async {
    let screen = HostScreen(width: 20, height: 1)
    let lines = await screen.show(Slider(value: 0.5))
    // 20 cells: the knob at round(0.5 × 19) = 10.
    #expect(lines == ["━━━━━━━━━━●─────────"])
  }

  @Test func segmentedControlHighlightsSelection() async {
    let screen = HostScreen(width: 20, height: 1)
    let lines = await screen.show(SegmentedControl(["Day", "Week"], selection: 1))
    #expect(lines == [" Day | Week"])
    #expect(!screen.cell(x: 1, y: 0).style.attributes.contains(.inverse))
    #expect(screen.cell(x: 6, y: 0).style.attributes.contains(.inverse))
    #expect(screen.cell(x: 7, y: 0).style.attributes.contains(.inverse))
  }

  @Test func textFieldValuePlaceholderAndSecure() async {
    let screen = HostScreen(width: 12, height: 3)
    let lines = await screen.show(
      Stack(alignment: .start) {
        TextField("Name", text: "Ada")
        TextField("Email", text: "")
        TextField("Password", text: "hunter").secure()
      })
    #expect(lines == ["Ada", "Email", "••••••"])
    #expect(screen.cell(x: 0, y: 1).style.attributes.contains(.dim))
  }

  @Test func focusedTextFieldShowsCursorAtCaret() async {
    let screen = HostScreen(width: 12, height: 1)
    await screen.show(TextField("Name", text: "Ada"))
    #expect(screen.host.cursor == nil)
    screen.press(.tab)
    screen.draw()
    #expect(screen.host.cursor == CursorPosition(x: 3, y: 0))
    #expect(screen.terminal.cursorVisible)
    #expect(screen.terminal.cursor == CursorPosition(x: 3, y: 0))
    screen.press(.home)
    #expect(screen.host.cursor == CursorPosition(x: 0, y: 0))
  }

  @Test func textAreaWrapsValue() async {
    let screen = HostScreen(width: 10, height: 3)
    let lines = await screen.show(TextArea("Notes", text: "one two three\nfour"))
    #expect(lines == ["one two", "three", "four"])
  }

  @Test func datePickerFields() async {
    let screen = HostScreen(width: 20, height: 2)
    screen.host.timeZone = TimeZone(identifier: "UTC")!
    // 2026-11-22 09:41 UTC.
    let date = Date(timeIntervalSince1970: 1_795_340_460)
    let lines = await screen.show(
      Stack(alignment: .start) {
        DatePicker(date, mode: .dateAndTime)
        DatePicker(date, mode: .time)
      })
    #expect(lines == ["2026-11-22 09:41", "09:41"])
  }

  @Test func imagePlaceholderBox() async {
    let screen = HostScreen(width: 12, height: 4)
    let lines = await screen.show(
      Stack(alignment: .start) {
        Image(named: "logo", altText: "Logo").frame(width: .points(8), height: .points(3))
        Image(named: "cat", altText: "A cat")
      })
    #expect(lines == ["┌──────┐", "│ Logo │", "└──────┘", "A cat"])
    #expect(screen.cell(x: 0, y: 3).style.attributes.contains(.italic))
  }

  @Test func backgroundColourFillsFrameAndShowsBehindText() async {
    let screen = HostScreen(width: 6, height: 2)
    await screen.show(
      Text("Hi").backgroundColor(.green).frame(width: .points(4), height: .points(2)))
    #expect(screen.cell(x: 0, y: 0).style.background == .ansi(.green))
    #expect(screen.cell(x: 3, y: 1).style.background == .ansi(.green))
    #expect(screen.cell(x: 4, y: 0).style.background == .default)
  }
}
