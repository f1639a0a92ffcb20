import Testing
import Trellis
import TrellisTerminal

/// A counter with a button, a quit button and a size readout.
private struct CounterScreen: StatefulComponent {
  func initialState() -> Int { 0 }

  func body(state count: Int, scope: Scope<Int>) -> some Component {
    Stack(alignment: .start) {
      Text("Count: \(count)")
      Button("+1") { scope.update { $0 + 1 } }
      Button("Quit", send: QuitApp())
    }
  }
}

private struct Spinner: Component {
  let isAnimating: Bool
  var body: some Component { ActivityIndicator(isAnimating: isAnimating) }
}

@MainActor
@Suite("The terminal run loop")
struct RunLoopTests {
  private func makeLoop(columns: Int = 20, rows: Int = 4) -> TerminalRunLoop<MemoryTerminal> {
    TerminalRunLoop(
      backend: MemoryTerminal(width: columns, height: rows),
      size: TerminalSize(columns: columns, rows: rows),
      capabilities: TerminalCapabilities(colorDepth: .ansi16),
      frameInterval: .milliseconds(1))
  }

  private func key(_ key: KeyPress.Key, _ modifiers: TerminalModifiers = []) -> InputEvent {
    .key(KeyEvent(key, modifiers: modifiers))
  }

  @Test func firstFrameIsDrawnByShow() async throws {
    let loop = makeLoop()
    try await loop.show(CounterScreen())
    #expect(loop.display.backend.lines == ["Count: 0", "[+1]", "[Quit]", ""])
    #expect(loop.frameCount == 1)
  }

  @Test func keysReachTheFocusedButtonAndTheScreenFollows() async throws {
    let loop = makeLoop()
    try await loop.show(CounterScreen())
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(key(.tab))
    input.yield(key(.enter))
    input.yield(key(.character(" ")))
    input.finish()
    try await loop.run(events)
    #expect(loop.display.backend.lines.first == "Count: 2")
    #expect(!loop.isRunning)
  }

  @Test func aMouseClickReachesTheButtonUnderIt() async throws {
    let loop = makeLoop()
    try await loop.show(CounterScreen())
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.mouse(MouseEvent(.press(.left), column: 2, row: 1)))
    input.yield(.mouse(MouseEvent(.release(.left), column: 2, row: 1)))
    input.finish()
    try await loop.run(events)
    #expect(loop.display.backend.lines.first == "Count: 1")
  }

  @Test func quitActionEndsTheLoopWithInputStillOpen() async throws {
    let loop = makeLoop()
    try await loop.show(CounterScreen())
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(key(.tab))
    input.yield(key(.tab))
    input.yield(key(.enter))
    // The stream is never finished: only the action can end the loop.
    try await loop.run(events)
    #expect(!loop.isRunning)
    input.finish()
  }

  @Test func controlCEndsTheLoopBeforeAnyComponentSeesIt() async throws {
    let loop = makeLoop()
    try await loop.show(CounterScreen())
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(key(.character("c"), .control))
    input.yield(key(.tab))
    input.yield(key(.enter))
    try await loop.run(events)
    #expect(loop.display.backend.lines.first == "Count: 0")
    input.finish()
  }

  @Test func controlZCallsTheSuspendHandlerAndRedrawsEverything() async throws {
    let loop = makeLoop()
    var suspensions = 0
    loop.suspendHandler = { suspensions += 1 }
    try await loop.show(CounterScreen())
    let bytesBefore = loop.display.backend.byteCount
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(key(.character("z"), .control))
    input.finish()
    try await loop.run(events)
    #expect(suspensions == 1)
    // The whole screen is written again after resuming.
    #expect(loop.display.backend.byteCount - bytesBefore >= "Count: 0[+1][Quit]".utf8.count)
    #expect(loop.display.backend.lines.first == "Count: 0")
  }

  @Test func resizeLaysTheRootOutAgainAtTheNewSize() async throws {
    let loop = makeLoop(columns: 20, rows: 4)
    try await loop.show(Text("one two three four five six"))
    #expect(loop.display.backend.lines.prefix(2) == ["one two three four", "five six"])
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.resize(TerminalSize(columns: 10, rows: 4)))
    input.finish()
    try await loop.run(events)
    #expect(loop.display.width == 10)
    #expect(loop.root.size.width == 10)
    // The memory terminal is resized as a real one is: the new frame shows
    // whole, with nothing left of the old one beside it.
    #expect(loop.display.backend.cells.width == 10)
    #expect(loop.display.backend.lines == ["one two", "three four", "five six", ""])
  }

  @Test func growingTheWindowShowsAWholeFrameAtTheNewSize() async throws {
    let loop = makeLoop(columns: 10, rows: 3)
    try await loop.show(Text("one two three four five six"))
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.resize(TerminalSize(columns: 30, rows: 2)))
    input.finish()
    try await loop.run(events)
    #expect(loop.display.backend.cells.height == 2)
    #expect(loop.display.backend.lines == ["one two three four five six", ""])
  }

  @Test func nothingIsScheduledWhileNothingChanges() async throws {
    let loop = makeLoop()
    try await loop.show(CounterScreen())
    #expect(loop.isIdle)
    let frames = loop.frameCount
    try loop.drawFrame()
    #expect(loop.frameCount == frames, "no frame without a change")
    #expect(loop.display.lastFrameByteCount > 0, "the first frame's bytes")
  }

  @Test func anAnimationTicksOnlyWhileItIsOnScreen() async throws {
    let loop = makeLoop()
    try await loop.show(Spinner(isAnimating: false))
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.finish()
    try await loop.run(events)
    #expect(loop.isIdle)
    #expect(!loop.host.hasAnimations)

    let spinning = makeLoop()
    try await spinning.show(Spinner(isAnimating: true))
    #expect(spinning.host.hasAnimations)
  }

  @Test func otherActionsGoToTheNextResponder() async throws {
    final class Presenter: ActionResponder {
      var received: [String] = []
      func handle(_ action: any ComponentAction) -> Bool {
        received.append(String(describing: type(of: action)))
        return true
      }
    }
    struct Ping: ComponentAction {}
    let presenter = Presenter()
    let loop = makeLoop()
    loop.nextResponder = presenter
    try await loop.show(Button("Ping", send: Ping()))
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(key(.tab))
    input.yield(key(.enter))
    input.finish()
    try await loop.run(events)
    #expect(presenter.received == ["Ping"])
  }
}

/// A controlled text field: the component's state is the field's value.
private struct NameForm: StatefulComponent {
  func initialState() -> String { "" }

  func body(state name: String, scope: Scope<String>) -> some Component {
    Stack(alignment: .stretch) {
      TextField("Name", text: name) { text in scope.set(text) }
      Text("Hello, \(name)")
    }
  }
}

@MainActor
@Suite("Typing through the run loop")
struct RunLoopTypingTests {
  @Test func aBurstOfKeysFasterThanRebuildsLosesNothing() async throws {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 60, height: 3), size: TerminalSize(columns: 60, rows: 3))
    try await loop.show(NameForm())
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.key(KeyEvent(.tab)))
    let text = "abcdefghijklmnopqrstuvwxyz0123456789"
    for character in text { input.yield(.key(KeyEvent(.character(character)))) }
    input.finish()
    try await loop.run(events)
    #expect(loop.display.backend.lines[0] == text)
    #expect(loop.display.backend.lines[1] == "Hello, \(text)")
  }

  @Test func aValueTheProgramSetsStillReplacesWhatWasTyped() async throws {
    struct Shouting: StatefulComponent {
      func initialState() -> String { "" }
      func body(state text: String, scope: Scope<String>) -> some Component {
        TextField("", text: text) { typed in scope.set(typed.uppercased()) }
      }
    }
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 20, height: 1), size: TerminalSize(columns: 20, rows: 1))
    try await loop.show(Shouting())
    let (events, input) = AsyncStream.makeStream(of: InputEvent.self)
    input.yield(.key(KeyEvent(.tab)))
    input.yield(.key(KeyEvent(.character("h"))))
    input.finish()
    try await loop.run(events)
    #expect(loop.display.backend.lines[0] == "H")
  }
}
