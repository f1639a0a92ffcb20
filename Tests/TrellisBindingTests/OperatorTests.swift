import Testing
import Trellis
import TrellisBinding
import TrellisTables
import TrellisTesting

/// A card (data object: the fruit) holding a panel (the owner) with the
/// bound text, and a sibling text with its own data object.
struct Card: Component {
  let fruit: Fruit
  let sibling: Fruit
  let path: String

  var body: some Component {
    Stack(.vertical) {
      Stack(.vertical) {
        Text("before").bind("text", toPath: path).tag("bound")
      }
      .tag("panel").identifier("panelID").dataObject(fruit.owner ?? Person("nobody"))
      Text("sibling").dataObject(sibling).tag("sibling")
    }
    .tag("card").identifier("cardID").dataObject(fruit)
  }
}

@MainActor
@Suite("Binding operators: each finds its view through the mounted tree")
struct OperatorTests {
  @Test(
    "every operator of TJBinder's table",
    arguments: [
      ("bindTo.@superview.dataObject.name", "Ann"),
      ("bindTo.superview.dataObject.name", "Ann"),
      ("bindTo.@superview.@superview.dataObject.name", "Apple"),
      ("bindTo.@rootview.dataObject.name", "Apple"),
      ("bindTo.@superviewWithTag[card].dataObject.name", "Apple"),
      ("bindTo.@superviewWithTag[panel].dataObject.name", "Ann"),
      ("bindTo.@superviewWithRestorationID[cardID].dataObject.name", "Apple"),
      ("bindTo.@superviewWithClass[container].dataObject.name", "Ann"),
      ("bindTo.@superviewWithClass[Stack].dataObject.name", "Ann"),
      ("bindTo.@rootview.@subviews[1].dataObject.name", "Pear"),
      ("bindTo.@rootview.@subviewWithTag[sibling].dataObject.name", "Pear"),
      ("bindTo.@rootview.@subviewWithRestorationID[panelID].dataObject.name", "Ann"),
      ("bindTo.@rootview.@subviewWithClass[Text].dataObject.name", "Pear"),
      ("bindTo.@superview.@superview.@subviews[0].dataObject.city", "Oslo"),
      ("bindTo.@rootview.dataObject.owner.city", "Oslo"),
    ])
  func operators(path: String, expected: String) async {
    let harness = BindingHarness()
    let fruit = Fruit("Apple", owner: Person("Ann", city: "Oslo"))
    await harness.show(Card(fruit: fruit, sibling: Fruit("Pear"), path: path))
    #expect(harness.text("bound") == expected)
    #expect(harness.binder.failures.isEmpty)
  }

  @Test("@cell finds the table row whose model is the data object")
  func cell() async throws {
    let harness = BindingHarness()
    let fruits = [Fruit("Apple"), Fruit("Pear"), Fruit("Plum")]
    let table = TrellisTablesFixture.table(fruits)
    let list = table.mount(host: harness.host, parent: harness.host.rootView, frame: Rect(x: 0, y: 0, width: 60, height: 20))
    await table.settle()
    await harness.settle()
    #expect(list.mountedCount > 0)
    let names = harness.host.mountedViews.filter { $0.tag == "cell-name" }.compactMap(\.text)
    #expect(names == ["Apple", "Pear", "Plum"])
    fruits[1].name = "Quince"
    await harness.settle()
    #expect(harness.host.mountedViews.filter { $0.tag == "cell-name" }.compactMap(\.text) == ["Apple", "Quince", "Plum"])
  }
}
