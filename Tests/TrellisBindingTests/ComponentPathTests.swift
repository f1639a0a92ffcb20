import PropertyBased
import Testing
import Trellis
import TrellisBinding
import TrellisTesting

/// A tree of stacks, spacers and texts, as a user writes it: each text
/// carries a person named after it; `views` says which stacks get a view
/// (a background colour) and which the mounter flattens away.
private indirect enum Written {
  case text(String)
  case spacer
  case stack([Written])

  /// The component, with the stack numbered `n` (preorder) given a view
  /// when `views(n)`, and `binding` on the text named `probe`.
  func component(
    views: (Int) -> Bool, probe: String, path: String, counter: inout Int
  ) -> AnyComponent {
    switch self {
    case .spacer:
      return AnyComponent(Spacer())
    case .text(let name):
      let text = Text(name).dataObject(Person(name)).tag(name)
      guard name == probe else { return AnyComponent(text) }
      return AnyComponent(text.bind("text", toPath: path))
    case .stack(let children):
      let number = counter
      counter += 1
      let content = children.map {
        $0.component(views: views, probe: probe, path: path, counter: &counter)
      }
      let stack = Stack { ComponentArray(content) }
      return views(number) ? AnyComponent(stack.backgroundColor(.blue)) : AnyComponent(stack)
    }
  }

  /// The route from this node to each text: child indices.
  func routes(prefix: [Int] = []) -> [(name: String, route: [Int])] {
    switch self {
    case .spacer: []
    case .text(let name): [(name, prefix)]
    case .stack(let children):
      children.enumerated().flatMap { $1.routes(prefix: prefix + [$0]) }
    }
  }
}

/// A random written tree, a probe text in it, a target text, and a path
/// from the probe to the target spelled against the tree as written:
/// `@superview`s up to their common stack then `@subviews[n]` down, or
/// `@rootview` then `@subviews[n]` down.
private struct RandomCase: CustomStringConvertible {
  let tree: Written
  let probe: String
  let target: String
  let path: String
  let viewMask: UInt64

  init(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var names = 0
    tree = .stack(Self.children(depth: 0, random: &random, names: &names))
    let routes = tree.routes()
    let from = routes[Int(random.next() % UInt64(routes.count))]
    let to = routes[Int(random.next() % UInt64(routes.count))]
    probe = from.name
    target = to.name
    viewMask = random.next()
    var operators: [String]
    if random.next() % 2 == 0 {
      operators = ["@rootview"] + to.route.map { "@subviews[\($0)]" }
    } else {
      let common = zip(from.route, to.route).prefix { $0 == $1 }.count
      operators = Array(repeating: "@superview", count: from.route.count - common)
      operators += to.route.dropFirst(common).map { "@subviews[\($0)]" }
    }
    path = (["bindTo"] + operators + ["dataObject", "name"]).joined(separator: ".")
  }

  private static func children(depth: Int, random: inout SeededRandom, names: inout Int)
    -> [Written]
  {
    let count = 1 + Int(random.next() % 3)
    return (0..<count).map { index in
      let roll = random.next() % 10
      if depth < 3, roll < 4 {
        return .stack(children(depth: depth + 1, random: &random, names: &names))
      }
      if roll == 9, index > 0 { return .spacer }
      names += 1
      return .text("t\(names)")
    }
  }

  var description: String { "\(path) from \(probe) to \(target) in \(tree)" }
}

@MainActor
@Suite("Paths follow the components as written, whatever stacks have views")
struct ComponentPathTests {
  /// The article's example written the obvious way: a plain `Stack` root.
  @Test("@rootview is the plain Stack at the top, and @subviews[n] counts what it holds")
  func rootviewOfAPlainStack() async throws {
    let harness = BindingHarness()
    await harness.show(
      Stack {
        Text("owner").dataObject(Person("Ann")).tag("owner")
        Spacer()
        Text("").bind("text", toPath: "bindTo.@rootview.@subviews[0].dataObject.name").tag("a")
        Text("").bind("text", toPath: "bindTo.@superview.@subviews[0].dataObject.name").tag("b")
        Text("").bind("text", toPath: "bindTo.@rootview.@subviewWithTag[owner].dataObject.name")
          .tag("c")
      })
    #expect(harness.text("a") == "Ann")
    #expect(harness.text("b") == "Ann")
    #expect(harness.text("c") == "Ann")
    #expect(harness.binder.failures.isEmpty)
  }

  @Test("a path that ends on a plain Stack says the component has no view")
  func endsOnAPlainStack() async throws {
    let harness = BindingHarness()
    await harness.show(
      Stack {
        Text("").bind("text", toPath: "bindTo.@superview.dataObject.name").tag("bound")
      })
    #expect(harness.errors == [.componentHasNoView(near: harness.host.rootView)])
  }

  @Test("a random path spelled against the written tree finds its text, flattened or not")
  func randomTrees() async {
    await propertyCheck(count: 150, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      let random = RandomCase(seed: seed)
      for mask: UInt64 in [0, ~0, random.viewMask] {
        let harness = BindingHarness()
        var counter = 0
        let component = random.tree.component(
          views: { mask & (1 << UInt64($0 % 64)) != 0 }, probe: random.probe,
          path: random.path, counter: &counter)
        await harness.show(component)
        #expect(harness.text(random.probe) == random.target, "\(random), views \(mask)")
        #expect(harness.binder.failures.isEmpty, "\(random), views \(mask)")
      }
    }
  }
}
