import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Build, lay out, mount, tap, update state")
struct VerticalSliceTests {
  @Test("a stack of text is laid out in cells and mounted")
  func mountsText() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 5))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack(.vertical) {
        Text("Hello").tag("a")
        Text("漢字 ok").tag("b")
      })
    let first = try #require(host.find(tag: "a"))
    let second = try #require(host.find(tag: "b"))
    #expect(first.absoluteFrame == Rect(x: 0, y: 0, width: 20, height: 1))
    #expect(second.absoluteFrame == Rect(x: 0, y: 1, width: 20, height: 1))
    #expect(second.text == "漢字 ok")
    #expect(root.size == Size(width: 20, height: 5))
  }

  @Test("text wraps to the width it is given")
  func wrapsText() async {
    let host = HeadlessHost(size: Size(width: 10, height: 5))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: SizeRange(width: 10))
    await root.render(Text("one two three four").tag("t"))
    #expect(host.find(tag: "t")?.frame.size == Size(width: 10, height: 2))
    #expect(root.size.height == 2)
  }

  @Test("tapping a button updates state and the screen")
  func tapUpdatesState() async {
    let host = HeadlessHost(size: Size(width: 30, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Counter())
    #expect(host.find(tag: "count-value")?.text == "count: 0")
    #expect(host.tap(tag: "count-increment"))
    #expect(host.tap(tag: "count-increment"))
    await root.settle()
    #expect(host.find(tag: "count-value")?.text == "count: 2")
    // Two updates in one turn: one render after the first.
    #expect(root.statistics.renders == 2)
  }

  @Test("state survives re-rendering a new component value")
  func stateSurvivesRebuild() async {
    let host = HeadlessHost(size: Size(width: 30, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Counter())
    host.tap(tag: "count-increment")
    await root.settle()
    await root.render(Stack { Counter() })
    #expect(host.find(tag: "count-value")?.text == "count: 1")
  }

  @Test("a tap on a plain view reaches the nearest ancestor handling taps")
  func tapBubbles() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 3))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let responder = RecordingResponder()
    root.responder = responder
    await root.render(
      Stack {
        Text("Row").tag("label")
      }.onTap(send: Liked(postID: 7)))
    let label = try #require(host.find(tag: "label"))
    #expect(host.tap(at: Point(x: 1, y: 0)))
    #expect(host.tap(label.id))
    #expect(responder.actions.compactMap { $0 as? Liked } == [Liked(postID: 7), Liked(postID: 7)])
  }
}
