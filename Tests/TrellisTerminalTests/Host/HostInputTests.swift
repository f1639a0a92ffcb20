import Foundation
import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

/// A counter: a title, a rule, the count and a button that adds one.
private struct CounterScreen: StatefulComponent {
  func initialState() -> Int { 0 }

  func body(state count: Int, scope: Scope<Int>) -> some Component {
    Stack(alignment: .start) {
      Text("Counter").bold()
      Divider().alignSelf(.stretch)
      Text("Count: \(count)")
      Button("+1") { scope.update { $0 + 1 } }
    }
  }
}

/// A name field and a greeting that follows it.
private struct NameForm: StatefulComponent {
  let submitted: Recorder<String>

  func initialState() -> String { "" }

  func body(state name: String, scope: Scope<String>) -> some Component {
    Stack(alignment: .start) {
      TextField("Name", text: name) { scope.set($0) }.onSubmit { submitted.record($0) }
      Text(name.isEmpty ? "Who are you?" : "Hello, \(name)")
    }
  }
}

/// Controls bound to state, to check that clicks and keys change them.
private struct Controls: StatefulComponent {
  struct Values: Sendable {
    var isOn = false
    var segment = 0
    var level = 0.0
  }

  func initialState() -> Values { Values() }

  func body(state: Values, scope: Scope<Values>) -> some Component {
    Stack(alignment: .start) {
      Toggle("Dark", isOn: state.isOn) { value in
        scope.update {
          var copy = $0
          copy.isOn = value
          return copy
        }
      }
      SegmentedControl(["A", "B", "C"], selection: state.segment) { index in
        scope.update {
          var copy = $0
          copy.segment = index
          return copy
        }
      }
      Slider(value: state.level, in: 0...10, step: 1) { level in
        scope.update {
          var copy = $0
          copy.level = level
          return copy
        }
      }
    }
  }
}

@MainActor
@Suite("TerminalHost input")
struct HostInputTests {
  @Test func smallScreenFromComponents() async {
    let screen = HostScreen(width: 12, height: 5)
    let lines = await screen.show(CounterScreen())
    #expect(lines == ["Counter", "────────────", "Count: 0", "[+1]", ""])
    #expect(screen.cell(x: 0, y: 0).style.attributes.contains(.bold))
  }

  @Test func clickOnButtonCellRunsItsAction() async {
    let screen = HostScreen(width: 12, height: 5)
    await screen.show(CounterScreen())
    screen.click(column: 2, row: 3)
    let lines = await screen.settle()
    #expect(lines[2] == "Count: 1")
    // A click beside the button does nothing.
    screen.click(column: 8, row: 3)
    #expect(await screen.settle()[2] == "Count: 1")
  }

  @Test func releaseAwayFromThePressedButtonIsNoTap() async {
    let screen = HostScreen(width: 12, height: 5)
    await screen.show(CounterScreen())
    screen.host.handle(.mouse(MouseEvent(.press(.left), column: 1, row: 3)))
    screen.draw()
    #expect(screen.cell(x: 1, y: 3).style.attributes.contains(.inverse))
    screen.host.handle(.mouse(MouseEvent(.release(.left), column: 1, row: 0)))
    let lines = await screen.settle()
    #expect(lines[2] == "Count: 0")
    #expect(!screen.cell(x: 1, y: 3).style.attributes.contains(.inverse))
  }

  @Test func enterOnFocusedButtonTapsIt() async {
    let screen = HostScreen(width: 12, height: 5)
    await screen.show(CounterScreen())
    screen.press(.tab)
    screen.press(.enter)
    screen.press(.character(" "))
    #expect(await screen.settle()[2] == "Count: 2")
  }

  @Test func typingIntoFocusedTextFieldUpdatesIt() async {
    let submitted = Recorder<String>()
    let screen = HostScreen(width: 16, height: 2)
    #expect(await screen.show(NameForm(submitted: submitted)) == ["Name", "Who are you?"])
    screen.click(column: 1, row: 0)
    #expect(
      screen.host.focusedView
        == screen.host.findAll(kind: .textField).first?.id)
    screen.type("Ada")
    #expect(await screen.settle() == ["Ada", "Hello, Ada"])
    #expect(screen.terminal.cursor == CursorPosition(x: 3, y: 0))
    screen.press(.backspace)
    screen.press(.left)
    screen.type("l")
    #expect(await screen.settle() == ["Ald", "Hello, Ald"])
    screen.host.handle(.paste("ous\nignored"))
    #expect(await screen.settle() == ["Alousd", "Hello, Alousd"])
    screen.press(.enter)
    #expect(submitted.values == ["Alousd"])
  }

  @Test func tabAndShiftTabMoveFocusInOrder() async {
    let screen = HostScreen(width: 20, height: 4)
    await screen.show(
      Stack(alignment: .start) {
        Button("One") {}.tag("one")
        Text("not focusable")
        Button("Off") {}.disabled().tag("off")
        TextField("Two", text: "").tag("two")
        Toggle("Three", isOn: false).tag("three")
      })
    let host = screen.host
    let one = host.find(tag: "one")?.id
    let two = host.find(tag: "two")?.id
    let three = host.find(tag: "three")?.id
    #expect(host.focusableViews == [one, two, three].compactMap { $0 })
    screen.press(.tab)
    #expect(host.focusedView == one)
    screen.press(.tab)
    #expect(host.focusedView == two)
    screen.press(.tab)
    #expect(host.focusedView == three)
    screen.press(.tab)
    #expect(host.focusedView == one)
    screen.press(.tab, modifiers: .shift)
    #expect(host.focusedView == three)
    screen.press(.tab, modifiers: .shift)
    #expect(host.focusedView == two)
  }

  @Test func clicksAndKeysChangeControls() async {
    let screen = HostScreen(width: 20, height: 3)
    #expect(await screen.show(Controls()) == ["[ ] Dark", " A | B | C", "●───────────────────"])
    screen.click(column: 1, row: 0)
    screen.click(column: 9, row: 1)
    screen.click(column: 19, row: 2)
    #expect(await screen.settle() == ["[x] Dark", " A | B | C", "━━━━━━━━━━━━━━━━━━━●"])
    #expect(screen.cell(x: 9, y: 1).style.attributes.contains(.inverse))
    // The slider, clicked last, has focus. Keys: Tab wraps to the switch,
    // space flips it; arrows move the segment and the slider.
    #expect(screen.host.focusedView == screen.host.focusableViews.last)
    screen.press(.tab)
    screen.press(.character(" "))
    screen.press(.tab)
    screen.press(.left)
    screen.press(.tab)
    screen.press(.left)
    screen.press(.left)
    let lines = await screen.settle()
    #expect(lines[0] == "[ ] Dark")
    #expect(screen.cell(x: 5, y: 1).style.attributes.contains(.inverse))
    // 8 of 0...10 on 20 cells: round(0.8 × 19) = 15.
    #expect(lines[2] == "━━━━━━━━━━━━━━━●────")
  }

  @Test func datePickerEditsFieldByField() async {
    let recorder = Recorder<Date>()
    let screen = HostScreen(width: 20, height: 1)
    screen.host.timeZone = TimeZone(identifier: "UTC")!
    let date = Date(timeIntervalSince1970: 1_795_340_460)  // 2026-11-22 09:41 UTC
    await screen.show(DatePicker(date) { recorder.record($0) })
    screen.press(.tab)
    screen.draw()
    #expect(screen.cell(x: 0, y: 0).style.attributes.contains(.inverse))
    screen.press(.right)
    screen.press(.up)
    screen.draw()
    #expect(screen.cell(x: 5, y: 0).style.attributes.contains(.inverse))
    #expect(!screen.cell(x: 0, y: 0).style.attributes.contains(.inverse))
    // Month up: 2026-12-22 09:41 UTC.
    #expect(recorder.values == [Date(timeIntervalSince1970: 1_795_340_460 + 30 * 86_400)])
  }

  @Test func wheelScrollsTheScrollViewUnderTheMouse() async {
    let offsets = Recorder<Point>()
    let screen = HostScreen(width: 10, height: 3)
    let lines = await screen.show(
      ScrollView(onScroll: { offsets.record($0) }) {
        for index in 0..<10 { Text("Row \(index)") }
      }.frame(height: .points(3)))
    #expect(lines == ["Row 0    ┃", "Row 1    │", "Row 2    │"])
    screen.host.handle(.mouse(MouseEvent(.scroll(.down), column: 2, row: 1)))
    #expect(offsets.values == [Point(x: 0, y: 3)])
    #expect(screen.draw() == ["Row 3    │", "Row 4    ┃", "Row 5    │"])
    // Scrolling stops at the end of the content.
    for _ in 0..<5 { screen.host.handle(.mouse(MouseEvent(.scroll(.down), column: 2, row: 1))) }
    #expect(offsets.values.last == Point(x: 0, y: 7))
    #expect(screen.draw() == ["Row 7    │", "Row 8    │", "Row 9    ┃"])
  }

  @Test func clickInsideScrolledContentHitsTheShownView() async {
    let tapped = Recorder<Int>()
    let screen = HostScreen(width: 10, height: 3)
    await screen.show(
      ScrollView {
        for index in 0..<10 { Text("Row \(index)").onTap { tapped.record(index) } }
      }.frame(height: .points(3)))
    screen.host.handle(.mouse(MouseEvent(.scroll(.down), column: 2, row: 1)))
    screen.click(column: 1, row: 0)
    #expect(tapped.values == [3])
  }
}

@MainActor
@Suite("TerminalHost links and long fields")
struct HostLinkTests {
  @Test func clickOnALinkRunSendsItsURL() async {
    let screen = HostScreen(width: 10, height: 2)
    let text =
      StyledText("See ") + StyledText("the docs", style: TextStyle(link: "https://d.example"))
    #expect(await screen.show(Text(text)) == ["See the", "docs"])
    var opened: [String] {
      screen.root.unhandledActions.compactMap { ($0 as? LinkTapped)?.url }
    }
    // "See the docs" wraps to "See the" / "docs": "the" is on row 0.
    screen.click(column: 1, row: 0)
    #expect(opened.isEmpty)
    screen.click(column: 5, row: 0)
    screen.click(column: 2, row: 1)
    #expect(opened == ["https://d.example", "https://d.example"])
  }

  @Test func longFieldScrollsToTheCaretWhenFocused() async {
    let screen = HostScreen(width: 10, height: 1)
    await screen.show(TextField("", text: "abcdefghijklmno").frame(width: .points(10)))
    #expect(screen.draw() == ["abcdefghij"])
    screen.press(.tab)
    // The caret after `o` sits in the last column.
    #expect(screen.draw() == ["ghijklmno"])
    #expect(screen.terminal.cursor == CursorPosition(x: 9, y: 0))
  }
}
