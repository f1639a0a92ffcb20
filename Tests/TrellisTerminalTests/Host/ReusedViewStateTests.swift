import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

/// Two screens of the same shape (a title and two buttons), made by
/// different components: the mounter reuses the first screen's views for
/// the second.
private struct DemoScreen: Component {
  var body: some Component {
    Stack {
      Text("Demo")
      Button("Run") {}.tag("run")
      Button("Stop") {}.tag("stop")
    }
  }
}

private struct HomeScreen: Component {
  var body: some Component {
    Stack {
      Text("Home")
      Button("Open") {}.tag("open")
      Button("Quit") {}.tag("quit")
    }
  }
}

/// A screen that says which value it edits; its field keeps its identity
/// while its text changes.
private struct FieldScreen: Component {
  let label: String
  var body: some Component {
    Stack {
      Text(label)
      TextField("", text: "hello", onChange: { _ in }).tag("field")
    }
  }
}

private struct OtherFieldScreen: Component {
  var body: some Component {
    Stack {
      Text("Other")
      TextField("", text: "world", onChange: { _ in }).tag("field")
    }
  }
}

@MainActor
@Suite("Views reused for another component")
struct ReusedViewStateTests {
  @Test("focus does not pass to the button of another screen that takes the focused view")
  func focusStaysWithItsComponent() async throws {
    let screen = HostScreen(width: 20, height: 4)
    await screen.show(DemoScreen())
    let host = screen.host
    let stop = try #require(host.find(tag: "stop")?.id)
    host.focus(stop)
    #expect(host.focusedView == stop)

    await screen.show(HomeScreen())
    // The view was reused for "Quit": Enter must not press it.
    #expect(host.find(tag: "quit")?.id == stop)
    #expect(host.focusedView == nil)
  }

  @Test("focus stays when the same component is rebuilt with new content")
  func focusSurvivesARebuild() async throws {
    let screen = HostScreen(width: 20, height: 4)
    await screen.show(FieldScreen(label: "Name"))
    let host = screen.host
    let field = try #require(host.find(tag: "field")?.id)
    host.focus(field)
    screen.press(.home)
    await screen.show(FieldScreen(label: "Your name"))
    #expect(host.focusedView == field)
    #expect(screen.host.cursor?.x == 0)
  }

  @Test("a text field reused for another component loses focus and its caret")
  func caretIsDropped() async throws {
    let screen = HostScreen(width: 20, height: 4)
    await screen.show(FieldScreen(label: "Name"))
    let host = screen.host
    let field = try #require(host.find(tag: "field")?.id)
    host.focus(field)
    screen.press(.home)
    screen.press(.right)
    await screen.show(OtherFieldScreen())
    #expect(host.find(tag: "field")?.id == field)
    #expect(host.focusedView == nil)
    // Focused again, the caret starts at the end as for a new field.
    host.focus(field)
    #expect(screen.host.cursor?.x == 5)
  }
}
