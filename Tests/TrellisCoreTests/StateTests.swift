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

  @Test("unkeyed siblings of one stateful type are reported and never share state")
  func duplicateSiblings() async throws {
    let host = HeadlessHost(size: Size(width: 40, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack {
        Counter(label: "a")
        Counter(label: "b")
      })
    #expect(root.issues.count == 1)
    if case .duplicateScope(let type, let key, _) = root.issues.first {
      #expect(type == "Counter")
      #expect(key == nil)
    } else {
      Issue.record("expected a duplicate scope issue")
    }
    host.tap(tag: "a-increment")
    await root.settle()
    #expect(host.find(tag: "a-value")?.text == "a: 1")
    #expect(host.find(tag: "b-value")?.text == "b: 0")
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
