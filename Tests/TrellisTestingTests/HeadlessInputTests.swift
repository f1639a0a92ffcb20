import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Headless host input and inspection")
struct HeadlessInputTests {
  @Test("focus moves with taps on fields, with editing events")
  func focusAndEditing() throws {
    let host = HeadlessHost(size: Size(width: 30, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let log = EventLog()
    root.renderSynchronously(
      Stack {
        TextField("a", text: "").onEditingChanged { log.add("a \($0)") }.tag("a")
        TextField("b", text: "").onEditingChanged { log.add("b \($0)") }.tag("b")
      })
    let a = try #require(host.find(tag: "a")).id
    let b = try #require(host.find(tag: "b")).id
    host.tap(a)
    #expect(host.focusedView == a)
    host.tap(b)
    #expect(host.focusedView == b)
    #expect(log.lines == ["a true", "a false", "b true"])
  }

  @Test("keys go to the focused view; unhandled keys report false")
  func keys() throws {
    let host = HeadlessHost(size: Size(width: 30, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let log = EventLog()
    root.renderSynchronously(Text("no handler"))
    #expect(host.press(KeyPress(.enter)) == false)
    root.renderSynchronously(
      Text("keys").on(.key) { event, _ in
        if case .key(let press) = event { log.add("\(press)") }
      }.tag("k"))
    host.focus(try #require(host.find(tag: "k")).id)
    #expect(host.press(KeyPress(.character("c"), modifiers: .control)))
    #expect(log.lines == ["ctrl+c"])
  }

  @Test("hit testing finds the front-most view and respects clipping")
  func hitTesting() throws {
    let host = HeadlessHost(size: Size(width: 10, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(
      Stack(alignment: .start) {
        Text("back").tag("back").overlay { Badge("f").tag("front") }
        Text("below").tag("below")
      })
    // The overlay covers its content's whole frame.
    #expect(host.hitTest(Point(x: 0, y: 0)) == host.find(tag: "front")?.id)
    #expect(host.hitTest(Point(x: 3, y: 0)) == host.find(tag: "front")?.id)
    #expect(host.hitTest(Point(x: 1, y: 1)) == host.find(tag: "below")?.id)
    #expect(host.hitTest(Point(x: 7, y: 1)) == host.rootView)
    #expect(host.hitTest(Point(x: 50, y: 0)) == nil)
    #expect(host.tap(at: Point(x: 50, y: 50)) == false)
  }

  @Test("the operation log records what mounting asked of the host")
  func operations() throws {
    let host = HeadlessHost(size: Size(width: 10, height: 2))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(Text("hi").tag("t"))
    let id = try #require(host.find(tag: "t")).id
    #expect(
      host.operations == [
        .create(id, .text), .setFrame(id, Rect(x: 0, y: 0, width: 10, height: 2)),
        .insert(id, into: host.rootView, at: 0),
      ])
    root.unmount()
    #expect(host.view(host.rootView)?.children == [])
    #expect(host.viewCount == 2)
  }
}

@MainActor
final class EventLog: Sendable {
  private(set) var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}
