import Testing
import Trellis
import TrellisTesting

struct Ping: ComponentAction {}

@MainActor
final class Journal {
  static let shared = Journal()
  var entries: [String] = []
}

struct Clock: ControlledComponent {
  var label: String

  var body: some Component {
    Button(label, send: Ping()).tag(label)
  }

  typealias Controller = ClockController
}

@MainActor
final class ClockController: ComponentController {
  let name: String
  var handles = true

  init(component: Clock, context: ControllerContext) {
    name = component.label
    Journal.shared.entries.append("init \(name)")
  }

  func didInit() { Journal.shared.entries.append("didInit \(name)") }
  func willMount() { Journal.shared.entries.append("willMount \(name)") }
  func didMount() { Journal.shared.entries.append("didMount \(name)") }
  func didAppear() { Journal.shared.entries.append("didAppear \(name)") }
  func didDisappear() { Journal.shared.entries.append("didDisappear \(name)") }
  func willUnmount() { Journal.shared.entries.append("willUnmount \(name)") }
  func didUnmount() { Journal.shared.entries.append("didUnmount \(name)") }
  func invalidate() { Journal.shared.entries.append("invalidate \(name)") }
  func didUpdateComponent(from old: Clock, to new: Clock) {
    Journal.shared.entries.append("update \(old.label)->\(new.label)")
  }
  func handle(_ action: any ComponentAction) -> Bool {
    Journal.shared.entries.append("handle \(type(of: action)) \(name)")
    return action is Ping
  }
}

@MainActor
@Suite("Responder chain and controllers", .serialized)
struct ActionsAndControllersTests {
  @Test("controllers span generations with lifecycle calls in order")
  func lifecycle() throws {
    Journal.shared.entries = []
    let host = HeadlessHost(size: Size(width: 20, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(Clock(label: "a"))
    root.renderSynchronously(Clock(label: "b"))
    root.renderSynchronously(Text("gone"))
    #expect(
      Journal.shared.entries == [
        "init a", "didInit a", "willMount a", "didMount a", "didAppear a",
        "update a->b",
        "didDisappear a", "willUnmount a", "didUnmount a", "invalidate a",
      ])
  }

  @Test("an action goes to the sender's controller before the root's responder")
  func controllerHandles() throws {
    Journal.shared.entries = []
    let host = HeadlessHost(size: Size(width: 20, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let responder = RecordingResponder()
    root.responder = responder
    root.renderSynchronously(Clock(label: "c"))
    #expect(host.tap(tag: "c"))
    #expect(Journal.shared.entries.last == "handle Ping c")
    #expect(responder.actions.isEmpty)
  }

  @Test("onAction handlers catch actions from descendants, innermost first")
  func onActionOrder() throws {
    let host = HeadlessHost(size: Size(width: 20, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let responder = RecordingResponder()
    root.responder = responder
    let log = Log()
    root.renderSynchronously(
      Stack {
        Stack {
          Button("like", send: Liked(postID: 1)).tag("like")
          Button("ping", send: Ping()).tag("ping")
        }
        .onAction(Liked.self) { liked in log.add("inner \(liked.postID)") }
      }
      .onAnyAction { action in
        log.add("outer \(type(of: action))")
        return false
      })
    host.tap(tag: "like")
    host.tap(tag: "ping")
    #expect(log.lines == ["inner 1", "outer Ping"])
    #expect(responder.actions.count == 1)
    #expect(responder.actions.first is Ping)
  }

  @Test("an action nobody handles is logged and recorded, not a crash")
  func unhandled() {
    let host = HeadlessHost(size: Size(width: 20, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(Button("x", send: Liked(postID: 9)).tag("x"))
    #expect(host.tap(tag: "x"))
    #expect(root.unhandledActions.count == 1)
    #expect((root.unhandledActions.first as? Liked)?.postID == 9)
  }

  @Test("a link in text sends LinkTapped")
  func linkAction() {
    let host = HeadlessHost(size: Size(width: 30, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let responder = RecordingResponder()
    root.responder = responder
    root.renderSynchronously((Text("see ") + Text("docs").link("https://x.dev")).tag("t"))
    let id = host.find(tag: "t")!.id
    #expect(host.send(.linkTapped("https://x.dev"), to: id))
    #expect((responder.actions.first as? LinkTapped)?.url == "https://x.dev")
  }
}

@MainActor
final class Log: Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}
