import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Mounting: reuse, minimal updates, no stale content")
struct MountingTests {
  func makeRoot(_ host: HeadlessHost) -> ComponentRoot {
    ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
  }

  @Test("re-rendering an equal tree sends the host nothing")
  func equalTreeSendsNothing() {
    let host = HeadlessHost(size: Size(width: 20, height: 4))
    let root = makeRoot(host)
    let screen = Stack {
      Text("a").tag("a")
      Button("b") {}
    }
    root.renderSynchronously(screen)
    host.clearOperations()
    root.renderSynchronously(screen)
    #expect(host.operations.isEmpty)
  }

  @Test("only changed attributes are sent, and unset attributes are removed")
  func minimalUpdates() throws {
    let host = HeadlessHost(size: Size(width: 20, height: 4))
    let root = makeRoot(host)
    root.renderSynchronously(Button("Save") {}.selected().tag("b"))
    let id = try #require(host.find(tag: "b")).id
    host.clearOperations()
    root.renderSynchronously(Button("Save") {}.tag("b"))
    #expect(host.operations == [.update(id, set: [], removed: ["selected"])])
    #expect(host.view(id)?[.selected] == nil)
    host.clearOperations()
    root.renderSynchronously(Button("Store") {}.tag("b"))
    #expect(host.operations == [.update(id, set: ["title"], removed: [])])
  }

  @Test("views are reused by kind; a reused view shows nothing of its past")
  func reuseWithoutStaleContent() throws {
    let host = HeadlessHost(size: Size(width: 30, height: 6))
    let root = makeRoot(host)
    root.renderSynchronously(
      Stack {
        Image(url: "https://example.com/a.png", placeholder: "…", altText: "cat").tag("x")
      })
    let created = host.registry.statistics.created
    // A different image in the same place: no new view, no stale URL,
    // placeholder or alt text.
    root.renderSynchronously(Stack { Image(named: "logo").tag("y") })
    #expect(host.registry.statistics.created == created)
    let image = try #require(host.find(tag: "y"))
    #expect(image[.imageName] == "logo")
    #expect(image[.imageURL] == nil)
    #expect(image[.imagePlaceholder] == nil)
    #expect(image[.altText] == nil)
  }

  @Test("unmounted views go to the pool and come back clean for other roots")
  func poolReuseAcrossRoots() throws {
    let host = HeadlessHost(size: Size(width: 30, height: 6))
    let first = makeRoot(host)
    first.renderSynchronously(
      TextField("Name", text: "secret").secure().tag("field"))
    first.unmount()
    #expect(host.registry.pooledCount == 1)
    let second = makeRoot(host)
    second.renderSynchronously(TextField("Email", text: "").tag("other"))
    #expect(host.registry.statistics.reused == 1)
    let field = try #require(host.find(tag: "other"))
    #expect(field[.value] == "")
    #expect(field[.placeholder] == "Email")
    #expect(field[.secure] == nil)
  }

  @Test("reordered children are moved, not recreated")
  func reorder() throws {
    let host = HeadlessHost(size: Size(width: 20, height: 4))
    let root = makeRoot(host)
    root.renderSynchronously(
      Stack {
        Text("one").tag("1")
        Button("two") {}.tag("2")
      })
    let one = try #require(host.find(tag: "1")).id
    let two = try #require(host.find(tag: "2")).id
    host.clearOperations()
    root.renderSynchronously(
      Stack {
        Button("two") {}.tag("2")
        Text("one").tag("1")
      })
    #expect(!host.operations.contains { if case .create = $0 { true } else { false } })
    #expect(host.view(host.rootView)?.children == [two, one])
    #expect(host.find(tag: "2")?.absoluteFrame.minY == 0)
  }

  @Test("a stack without modifiers has no view; its children are offset into the parent")
  func viewlessLayout() throws {
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let root = makeRoot(host)
    root.renderSynchronously(
      Stack {
        Stack(.horizontal) {
          Text("a").tag("a")
          Text("b").tag("b")
        }
        .padding(EdgeInsets(top: 2, leading: 3))
      }.tag("outer"))
    let outer = try #require(host.find(tag: "outer"))
    #expect(outer.children.count == 2)
    #expect(host.find(tag: "a")?.frame.origin == Point(x: 3, y: 2))
    #expect(host.find(tag: "b")?.frame.origin == Point(x: 4, y: 2))
  }
}
