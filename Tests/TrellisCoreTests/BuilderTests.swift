import Testing
import Trellis
import TrellisTesting

struct Conditional: Component {
  let flag: Bool
  let optional: String?
  let items: [String]
  let choice: Int

  var body: some Component {
    Stack {
      if flag {
        Text("yes").tag("yes")
      } else {
        Text("no").tag("no")
      }
      if let optional {
        Text(optional).tag("optional")
      }
      for item in items {
        Text(item).tag("item-\(item)")
      }
      switch choice {
      case 0: Text("zero").tag("choice")
      case 1: Badge("one").tag("choice")
      default: EmptyComponent()
      }
      ForEach(items) { Text($0.uppercased()) }
      AnyComponent(Divider())
    }
  }
}

@MainActor
@Suite("Component builder")
struct BuilderTests {
  func tags(_ component: some Component) -> [String] {
    let host = HeadlessHost(size: Size(width: 20, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(component)
    return host.mountedViews.compactMap(\.tag)
  }

  @Test("wrapping an AnyComponent again keeps the component it wraps")
  func anyComponentUnwraps() {
    let twice = AnyComponent(AnyComponent(Text("a")))
    #expect(twice.base is Text)
    let generic: some Component = AnyComponent(Divider())
    #expect(AnyComponent(generic).base is Divider)
  }

  @Test("if/else, optionals, for-in, switch, ForEach and AnyComponent")
  func controlFlow() {
    #expect(
      tags(Conditional(flag: true, optional: "o", items: ["a", "b"], choice: 1))
        == ["yes", "optional", "item-a", "item-b", "choice"])
    #expect(tags(Conditional(flag: false, optional: nil, items: [], choice: 2)) == ["no"])
    let host = HeadlessHost(size: Size(width: 20, height: 20))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(Conditional(flag: true, optional: nil, items: ["q"], choice: 0))
    #expect(host.find(text: "Q") != nil)
    #expect(host.findAll(kind: .divider).count == 1)
    #expect(host.find(tag: "choice")?.kind == .text)
  }
}
