import Testing
import Trellis
import TrellisTesting

/// A component whose controller loads its text in the background when it
/// appears, as a network image does.
private struct SlowlyLoaded: StatefulComponent, ControlledComponent {
  func initialState() -> String { "loading" }

  func body(state: String, scope: Scope<String>) -> some Component {
    Text(state).tag("status")
  }

  typealias Controller = SlowlyLoadedController
}

@MainActor
private final class SlowlyLoadedController: ComponentController {
  private let scope: Scope<String>
  private var task: Task<Void, Never>?

  init(component: SlowlyLoaded, context: ControllerContext) {
    scope = context.scope(of: String.self)
  }

  func didAppear() {
    let scope = scope
    task = Task {
      // Work that takes many turns of the executors, off the main actor.
      await Task.detached {
        for _ in 0..<1_000 { await Task.yield() }
      }.value
      scope.set("loaded")
    }
  }

  func settle() async { await task?.value }
}

@MainActor
@Suite("Settling a root awaits its controllers' work")
struct ControllerSettleTests {
  @Test("settle returns once a controller's load has ended and its result is shown")
  func settleAwaitsControllers() async {
    let host = HeadlessHost(size: Size(width: 20, height: 1))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(SlowlyLoaded())
    await root.settle()
    #expect(host.find(tag: "status")?.text == "loaded")
  }

  @Test("a controller without work to wait for does not hold settle")
  func settleWithoutWork() async {
    let host = HeadlessHost(size: Size(width: 20, height: 1))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Clock(label: "tick"))
    await root.settle()
    #expect(host.find(tag: "tick") != nil)
  }
}
