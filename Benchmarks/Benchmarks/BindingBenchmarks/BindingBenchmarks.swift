// TrellisBinding benchmarks:
// - parse, resolve and apply 100,000 string-path bindings on a mounted tree
//   (100 cards of 1,000 texts, each bound by `bindTo.@superview.dataObject.name`);
// - one property change on a model bound in 10,000 mounted views: the time
//   to bring all 10,000 up to date (binding updates per second = 10,000 / time);
// - the floor under the first: delivering those 100,000 binding
//   attributes to the tree with no binder attached;
// - a property changing on a row model of a 10,000-row table, off screen:
//   what it costs the binder (nothing is bound there).

import Benchmark
import Observation
import Trellis
import TrellisBinding
import TrellisTables
import TrellisTesting

@Observable
final class Fruit: @unchecked Sendable {
  var name: String

  init(_ name: String) {
    self.name = name
  }
}

extension Fruit: KeyPathExposing {
  static let exposedKeys: ExposedKeys<Fruit> = ["name": \.name]
}

extension Fruit: TableCellObject {
  func makeCell(context: CellContext) -> some Component {
    Text().bind("text", toPath: "bindTo.@cell.dataObject.name").flex(grow: 1)
  }
}

/// A tree built through the host operations: `cards` containers, each with
/// a fruit as data object and `perCard` text views.
@MainActor
func makeTree(cards: Int, perCard: Int, fruit: (Int) -> Fruit) -> (HostViewTree, [ViewID]) {
  let tree = HostViewTree(size: Size(width: 80, height: 24), environment: .characterGrid())
  var texts: [ViewID] = []
  texts.reserveCapacity(cards * perCard)
  for card in 0..<cards {
    let container = tree.registry.makeID()
    var attributes = Attributes()
    attributes[.dataObject] = DataObject(fruit(card))
    tree.createView(
      container, description: ViewDescription(kind: .container, attributes: attributes))
    tree.insertChild(container, into: tree.rootView, at: Int.max)
    for _ in 0..<perCard {
      let text = tree.registry.makeID()
      tree.createView(text, description: ViewDescription(kind: .text))
      tree.insertChild(text, into: container, at: Int.max)
      texts.append(text)
    }
  }
  return (tree, texts)
}

/// Binds each text's `text` to its card's fruit's name.
@MainActor
func bindAll(_ texts: [ViewID], in tree: HostViewTree) {
  for id in texts {
    let binding = ViewBinding(attribute: "text", path: "bindTo.@superview.dataObject.name")
    var changes = AttributeChanges()
    changes.set[binding.key] = binding
    tree.updateView(id, changes: changes)
  }
}

/// `count` texts in a stack whose data object is `fruit`, each bound to
/// the fruit's name by a typed binding with a formatter, or by a string
/// path: what a screen written either way mounts.
struct BoundTexts: Component {
  let fruit: Fruit
  let count: Int
  let typed: Bool

  var body: some Component {
    Stack {
      if typed {
        ForEach(0..<count) { _ in Text().bind(.text, to: \Fruit.name) { $0.uppercased() } }
      } else {
        ForEach(0..<count) { _ in
          Text().bind("text", toPath: "bindTo.@superview.dataObject.name")
        }
      }
    }
    .dataObject(fruit)
  }
}

/// One change of the fruit's name shown by 10,000 rendered texts bound
/// one way or the other, measured from the change to the last view set.
@MainActor
func measureOneChange(typed: Bool, benchmark: Benchmark) async {
  let fruit = Fruit("apple")
  let host = HeadlessHost(size: Size(width: 80, height: 24))
  let binder = Binder(tree: host.tree)
  let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
  await root.render(BoundTexts(fruit: fruit, count: 10_000, typed: typed))
  await binder.settle()
  precondition(binder.boundViewCount == 10_000 && binder.failures.isEmpty)
  var round = 0
  for _ in benchmark.scaledIterations {
    round += 1
    let before = binder.statistics.applications
    benchmark.startMeasurement()
    fruit.name = "apple \(round)"
    binder.flush()
    benchmark.stopMeasurement()
    precondition(binder.statistics.applications - before == 10_000)
  }
  root.unmount()
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .milliseconds,
    maxDuration: .seconds(10),
    maxIterations: 20)

  Benchmark("parse, resolve and apply 100,000 bindings") { @MainActor benchmark async in
    let (tree, texts) = makeTree(cards: 100, perCard: 1_000) { Fruit("fruit \($0)") }
    let binder = Binder(tree: tree)
    binder.flush()
    benchmark.startMeasurement()
    bindAll(texts, in: tree)
    binder.flush()
    benchmark.stopMeasurement()
    precondition(binder.boundViewCount == 100_000 && binder.failures.isEmpty)
    precondition(tree.node(texts[0])?.attributes[.text]?.plainText == "fruit 0")
  }

  // The floor under the benchmark above: the same 100,000 binding
  // attributes delivered to the same tree by the host operation, with no
  // binder to parse, resolve or apply them.
  Benchmark("deliver 100,000 binding attributes, no binder") { @MainActor benchmark async in
    let (tree, texts) = makeTree(cards: 100, perCard: 1_000) { Fruit("fruit \($0)") }
    benchmark.startMeasurement()
    bindAll(texts, in: tree)
    benchmark.stopMeasurement()
    precondition(
      tree.node(texts[0])?.attributes.value(named: ViewBinding.attributeName(for: "text")) != nil)
  }

  Benchmark(
    "one change bound in 10,000 views",
    configuration: .init(
      metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .microseconds,
      maxIterations: 200)
  ) { @MainActor benchmark async in
    let fruit = Fruit("apple")
    let (tree, texts) = makeTree(cards: 1, perCard: 10_000) { _ in fruit }
    let binder = Binder(tree: tree)
    bindAll(texts, in: tree)
    binder.flush()
    var round = 0
    for _ in benchmark.scaledIterations {
      round += 1
      let before = binder.statistics.applications
      benchmark.startMeasurement()
      fruit.name = "apple \(round)"
      binder.flush()
      benchmark.stopMeasurement()
      precondition(binder.statistics.applications - before == 10_000)
    }
  }

  // Side by side: the same screen of 10,000 texts bound by a string path
  // and by a typed binding with a formatter (issue 32 item 16: within 1.5×).
  let oneChange = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal], timeUnits: .microseconds,
    maxDuration: .seconds(20), maxIterations: 200)
  Benchmark("one change, 10,000 rendered texts, string path", configuration: oneChange) {
    @MainActor benchmark async in
    await measureOneChange(typed: false, benchmark: benchmark)
  }
  Benchmark("one change, 10,000 rendered texts, typed with formatter", configuration: oneChange) {
    @MainActor benchmark async in
    await measureOneChange(typed: true, benchmark: benchmark)
  }

  // No CPU-time metric here: reading it allocates inside the measured
  // interval, and this benchmark shows that an off-screen change makes none.
  Benchmark(
    "a change off screen in a 10,000-row bound table",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
      maxIterations: 1000)
  ) { @MainActor benchmark async in
    let fruits = (0..<10_000).map { Fruit("fruit \($0)") }
    let host = HeadlessHost(size: Size(width: 80, height: 24))
    let binder = Binder(tree: host.tree)
    let table = TableView(model: TableModel(list: fruits), width: 80, environment: .characterGrid())
    let list = table.mount(
      host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 80, height: 24))
    await table.settle()
    await binder.settle()
    precondition(binder.boundViewCount > 0 && binder.boundViewCount < 100)
    let applications = binder.statistics.applications
    var round = 0
    for _ in benchmark.scaledIterations {
      round += 1
      benchmark.startMeasurement()
      fruits[9_000].name = "changed \(round)"
      binder.flush()
      benchmark.stopMeasurement()
    }
    precondition(binder.statistics.applications == applications)
    list.invalidate()
  }
}
