import Testing
import Trellis
import TrellisBinding
import TrellisTesting

struct FruitLabels: Component {
  let fruits: [Fruit]
  let perFruit: Int

  var body: some Component {
    Stack(.vertical) {
      for (index, fruit) in fruits.enumerated() {
        Stack(.vertical) {
          for copy in 0..<perFruit {
            Text().bind("text", toPath: "bindTo.@superview.dataObject.name").tag(
              "f\(index)-\(copy)")
          }
        }
        .dataObject(fruit)
        .key(index)
      }
    }
  }
}

@MainActor
@Suite("Bindings stay current: exactly the bound views update")
struct ObservationTests {
  @Test("a property change updates exactly the views bound to it, once per turn")
  func exactlyTheBoundViews() async {
    let harness = BindingHarness(width: 40, height: 300)
    let fruits = [Fruit("Apple"), Fruit("Pear")]
    await harness.show(FruitLabels(fruits: fruits, perFruit: 100))
    #expect(harness.text("f0-99") == "Apple")
    #expect(harness.binder.observationCount == 2)
    let before = harness.binder.statistics
    fruits[0].name = "Quince"
    fruits[0].name = "Quince!"
    fruits[1].color = .blue  // not bound: nothing to do
    await harness.settle()
    let after = harness.binder.statistics
    #expect(after.applications - before.applications == 100)
    #expect(after.reads - before.reads == 1)
    #expect(harness.text("f0-0") == "Quince!")
    #expect(harness.text("f1-0") == "Pear")
  }

  @Test("a nested binding's change does not re-apply the bindings of its parent object")
  func noUpdateStorm() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("Apple", owner: Person("Ann", city: "Oslo"))
    await harness.show(
      Stack(.vertical) {
        Text().bind("text", toPath: "bindTo.@superview.dataObject.name").tag("name")
        Text().bind("text", toPath: "bindTo.@superview.dataObject.owner.city").tag("city")
      }.dataObject(fruit))
    let before = harness.binder.statistics.applications
    fruit.owner?.city = "Bergen"
    await harness.settle()
    #expect(harness.binder.statistics.applications - before == 1)
    #expect(harness.text("city") == "Bergen")
    #expect(harness.text("name") == "Apple")
  }

  @Test("an equal value written again updates nothing")
  func equalValue() async {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Text().bind("text", toPath: "bindTo.dataObject.name").dataObject(fruit).tag("t"))
    let before = harness.binder.statistics.applications
    fruit.name = "Apple"
    await harness.settle()
    #expect(harness.binder.statistics.applications == before)
  }

  @Test("a replaced data object re-binds the views that read it")
  func replacedDataObject() async {
    let harness = BindingHarness()
    let apple = Fruit("Apple")
    let pear = Fruit("Pear")
    func screen(_ fruit: Fruit) -> some Component {
      Stack(.vertical) {
        Text().bind("text", toPath: "bindTo.@superview.dataObject.name").tag("t")
      }.dataObject(fruit)
    }
    await harness.show(screen(apple))
    #expect(harness.text("t") == "Apple")
    await harness.show(screen(pear))
    #expect(harness.text("t") == "Pear")
    apple.name = "Old"
    pear.name = "New"
    await harness.settle()
    #expect(harness.text("t") == "New")
    #expect(harness.binder.observationCount <= 2)
  }

  @Test("a component re-rendered keeps its bound value")
  func rerenderKeepsValue() async {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Text().bind("text", toPath: "bindTo.dataObject.name").dataObject(fruit).tag("t"))
    await harness.show(
      Text().bind("text", toPath: "bindTo.dataObject.name").dataObject(fruit).tag("t")
        .backgroundColor(.blue))
    #expect(harness.text("t") == "Apple")
  }

  @Test("bindings end when their view unmounts")
  func unbindOnUnmount() async {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Text().bind("text", toPath: "bindTo.dataObject.name").dataObject(fruit).tag("t"))
    #expect(harness.binder.boundViewCount == 1)
    await harness.show(Text("plain").tag("t"))
    #expect(harness.binder.boundViewCount == 0)
    let before = harness.binder.statistics.applications
    fruit.name = "Pear"
    await harness.settle()
    #expect(harness.binder.statistics.applications == before)
    #expect(harness.text("t") == "plain")
  }

  @Test("no retain cycle: a model unmounted and dropped is freed")
  func noRetainCycle() async {
    let harness = BindingHarness()
    // Pooled views keep what they showed until reused: pool none here.
    harness.host.registry.poolCapacity = 0
    weak var weakFruit: Fruit?
    do {
      let fruit = Fruit("Apple", owner: Person("Ann"))
      weakFruit = fruit
      await harness.show(
        Stack(.vertical) {
          Text().bind("text", toPath: "bindTo.@superview.dataObject.owner.name")
          Text().bind(.text, to: \Fruit.name)
        }.dataObject(fruit))
      #expect(harness.binder.boundViewCount == 2)
    }
    await harness.show(Text("gone"))
    await harness.settle()
    #expect(weakFruit == nil)
  }

  @Test("a binder detached ends every binding and is freed")
  func detach() async {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(Text().bind(.text, to: \Fruit.name).dataObject(fruit).tag("t"))
    weak let weakBinder = harness.binder
    harness.binder.detach()
    #expect(harness.binder.boundViewCount == 0)
    #expect(weakBinder != nil)
  }
}
