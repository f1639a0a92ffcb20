import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

private struct Saved: ComponentAction, Equatable {}

/// A screen with commands at three levels: the screen, a row of buttons and
/// a field, plus a footer.
private struct BoundScreen: StatefulComponent {
  let log: Recorder<String>

  func initialState() -> String { "" }

  func body(state name: String, scope: Scope<String>) -> some Component {
    Stack(alignment: .start) {
      Stack(.horizontal, spacing: 1) {
        Button("A") {}.tag("a")
        Button("B") {}.tag("b")
      }
      .keyCommand(KeyPress(.up), "Move") { _ in log.record("up") }
      .keyCommand(KeyPress(.down), "Move") { _ in log.record("down") }
      .keyCommand(KeyPress("d"), "Delete") { _ in log.record("delete row") }
      TextField("Name", text: name) { scope.set($0) }.tag("name")
      KeyCommandFooter()
    }
    .keyCommand(KeyPress("q"), "Quit") { _ in log.record("quit") }
    .keyCommand(KeyPress("d"), "Duplicate") { _ in log.record("duplicate") }
    .keyCommand(KeyPress("s", modifiers: .control), "Save", send: Saved())
    .keyCommand(KeyPress("h"), "Help", isShownInFooter: false) { _ in log.record("help") }
    .onAction(Saved.self) { _ in log.record("saved") }
  }
}

@MainActor
@Suite("TerminalHost key commands")
struct KeyCommandTests {
  @Test func footerShowsTheScreensBindingsWithNothingFocused() async {
    let screen = HostScreen(width: 40, height: 3)
    let lines = await screen.show(BoundScreen(log: Recorder()))
    #expect(lines == ["[A] [B]", "Name", "q Quit  d Duplicate  ctrl+s Save"])
    #expect(
      screen.host.activeKeyCommands.map(\.description) == [
        "q Quit", "d Duplicate", "ctrl+s Save", "h Help", "Tab Next",
      ])
  }

  @Test func footerFollowsFocusAndInnerBindingsHideOuterOnes() async {
    let screen = HostScreen(width: 60, height: 3)
    await screen.show(BoundScreen(log: Recorder()))
    screen.press(.tab)
    #expect(screen.host.focusedView == screen.host.find(tag: "a")?.id)
    #expect(
      screen.draw()[2] == "↑↓ Move  d Delete  q Quit  ctrl+s Save  Tab Next")
    screen.press(.tab)
    screen.press(.tab)
    #expect(screen.host.focusedView == screen.host.find(tag: "name")?.id)
    #expect(screen.draw()[2] == "q Quit  d Duplicate  ctrl+s Save  Tab Next")
  }

  @Test func footerLeavesOutWhatDoesNotFitWhole() async {
    let screen = HostScreen(width: 22, height: 3)
    let lines = await screen.show(BoundScreen(log: Recorder()))
    #expect(lines[2] == "q Quit  d Duplicate")
    #expect(screen.cell(x: 0, y: 2).style.attributes.contains(.bold))
    #expect(!screen.cell(x: 2, y: 2).style.attributes.contains(.bold))
  }

  @Test func keysRunTheInnermostBinding() async {
    let log = Recorder<String>()
    let screen = HostScreen(width: 40, height: 3)
    await screen.show(BoundScreen(log: log))
    screen.type("d")
    screen.press(.tab)
    screen.type("d")
    screen.press(.up)
    screen.press(.character("s"), modifiers: .control)
    screen.type("hq")
    #expect(log.values == ["duplicate", "delete row", "up", "saved", "help", "quit"])
  }

  @Test func aFocusedTextFieldKeepsTheCharactersItTypes() async {
    let log = Recorder<String>()
    let screen = HostScreen(width: 40, height: 3)
    await screen.show(BoundScreen(log: log))
    screen.host.focus(screen.host.find(tag: "name")?.id)
    screen.type("dq")
    screen.press(.character("s"), modifiers: .control)
    let lines = await screen.settle()
    #expect(lines[1] == "dq")
    #expect(log.values == ["saved"])
  }

  @Test func unboundKeysReachKeyHandlersOfTheScreenWithNothingFocused() async {
    let log = Recorder<String>()
    let screen = HostScreen(width: 20, height: 2)
    await screen.show(
      Text("game")
        .on(.key) { event, _ in
          if case .key(let press) = event { log.record("\(press)") }
        }
        .keyCommand(KeyPress("p"), "Pause") { _ in log.record("pause") })
    screen.type("xp")
    screen.press(.left, modifiers: .alt)
    #expect(log.values == ["x", "pause", "alt+left"])
  }
}

@MainActor
@Suite("Key presses from terminal keys")
struct KeyPressMappingTests {
  @Test func shiftIsPartOfTheCharacterTyped() {
    #expect(KeyPress(KeyEvent(.character("Q"), modifiers: .shift)) == KeyPress("Q"))
    #expect(KeyPress(KeyEvent(.character("Q"))) == KeyPress("Q"))
    #expect(
      KeyPress(KeyEvent(.character("A"), modifiers: [.shift, .control]))
        == KeyPress("A", modifiers: .control))
    #expect(KeyPress(KeyEvent(.tab, modifiers: .shift)) == KeyPress(.tab, modifiers: .shift))
    #expect(KeyPress(KeyEvent(.insert)) == KeyPress(.insert))
  }
}
