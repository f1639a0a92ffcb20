import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Scoped state")
struct StateTests {
  @Test("keyed siblings keep their own state when reordered")
  func keyedSiblings() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack {
        Counter(label: "a").key("a")
        Counter(label: "b").key("b")
      })
    host.tap(tag: "b-increment")
    await root.settle()
    await root.render(
      Stack {
        Counter(label: "b").key("b")
        Counter(label: "a").key("a")
      })
    #expect(host.find(tag: "b-value")?.text == "b: 1")
    #expect(host.find(tag: "a-value")?.text == "a: 0")
    #expect(root.issues.isEmpty)
  }

  // Siblings written as separate statements of a builder are told apart by
  // where they are written (ComponentKit's per-type counter, SwiftUI's
  // structural identity): their order cannot change between builds, so no
  // key is needed and nothing is reported. ComponentRoot logs exactly the
  // new entries of `issues`, so an empty `issues` means no log line.
  @Test("the articles' own two-label Stack logs no sibling-key warning")
  func staticSiblingsNeedNoKeys() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack {
        Counter(label: "a")
        Counter(label: "b")
      })
    #expect(root.issues.isEmpty)
    host.tap(tag: "a-increment")
    await root.settle()
    #expect(host.find(tag: "a-value")?.text == "a: 1")
    #expect(host.find(tag: "b-value")?.text == "b: 0")
    #expect(root.issues.isEmpty)
  }

  @Test("a written sibling keeps its state when an if before it appears or goes")
  func conditionalSiblingKeepsState() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    func screen(showsFirst: Bool) -> some Component {
      Stack {
        if showsFirst { Counter(label: "first") }
        Counter(label: "second")
      }
    }
    await root.render(screen(showsFirst: false))
    host.tap(tag: "second-increment")
    await root.settle()
    await root.render(screen(showsFirst: true))
    #expect(host.find(tag: "first-value")?.text == "first: 0")
    #expect(host.find(tag: "second-value")?.text == "second: 1")
    #expect(root.issues.isEmpty)
  }

  // A loop's elements are all written at one place, and their order follows
  // the data: without keys, state would move to another item when the data
  // is reordered. That is the bug the warning exists to catch.
  @Test("unkeyed stateful siblings built by a loop are reported and never share state")
  func loopSiblingsWithoutKeys() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack {
        for label in ["a", "b"] { Counter(label: label) }
      })
    #expect(root.issues.count == 1)
    let issue = try #require(root.issues.first)
    guard case .duplicateScope(let type, let key, _) = issue else {
      Issue.record("expected a duplicate scope issue, got \(issue)")
      return
    }
    #expect(type == "Counter")
    #expect(key == nil)
    #expect(issue.description.contains("loop"))
    host.tap(tag: "a-increment")
    await root.settle()
    #expect(host.find(tag: "a-value")?.text == "a: 1")
    #expect(host.find(tag: "b-value")?.text == "b: 0")
  }

  @Test("stateful siblings sharing a key are reported, written or built by ForEach")
  func siblingsSharingAKey() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack {
        Counter(label: "a").key("same")
        Counter(label: "b").key("same")
      })
    #expect(root.issues == [.duplicateScope(type: "Counter", key: "same", parent: "root")])
    await root.render(
      Stack {
        ForEach(["a", "b"]) { label in Counter(label: label).key("same") }
      })
    #expect(root.issues == [.duplicateScope(type: "Counter", key: "same", parent: "root")])
    await root.render(
      Stack {
        ForEach(["a", "b"]) { label in Counter(label: label).key(label) }
      })
    #expect(root.issues.isEmpty)
  }

  @Test("state of a removed component is dropped")
  func removedStateDropped() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Counter())
    host.tap(tag: "count-increment")
    await root.settle()
    await root.render(Text("nothing"))
    await root.render(Counter())
    #expect(host.find(tag: "count-value")?.text == "count: 0")
  }

  @Test("typing into a text field updates state through onChange; return submits")
  func textField() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let submitted = Log()
    await root.render(NameForm(submitted: submitted))
    let field = try #require(host.find(tag: "name"))
    host.type("Ada", into: field.id)
    await root.settle()
    #expect(host.find(tag: "name")?[.value] == "Ada")
    #expect(host.find(tag: "greeting")?.text == "Hello, Ada")
    host.press(KeyPress(.backspace))
    await root.settle()
    #expect(host.find(tag: "name")?[.value] == "Ad")
    host.press(KeyPress(.enter))
    #expect(submitted.lines == ["Ad"])
  }
}

struct NameForm: StatefulComponent {
  let submitted: Log

  func initialState() -> String { "" }

  func body(state name: String, scope: Scope<String>) -> some Component {
    Stack {
      TextField("Name", text: name) { scope.set($0) }
        .onSubmit { [submitted] in submitted.add($0) }
        .tag("name")
      Text("Hello, \(name)").tag("greeting")
    }
  }
}
