import Testing
import Trellis
import TrellisTerminal

/// A count and a button adding one.
private struct TapCounter: StatefulComponent {
  func initialState() -> Int { 0 }

  func body(state count: Int, scope: Scope<Int>) -> some Component {
    Stack {
      Text("\(count)").tag("count")
      Button("Add") { scope.set(count + 1) }.tag("add")
    }
  }
}

@MainActor
@Suite("Settling after a state change")
struct SettleAfterStateChangeTests {
  @Test("settle() right after a state change waits for the render it queued")
  func settleWaitsForAQueuedRender() async throws {
    let host = TerminalHost(width: 20, height: 3)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    // Rendered synchronously: no render task exists yet to wait on.
    root.renderSynchronously(TapCounter())
    #expect(host.tap(tag: "add"))
    await root.settle()
    #expect(host.drawnCells().lines[0] == "1")
  }
}
