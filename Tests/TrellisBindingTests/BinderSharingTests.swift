import Testing
import Trellis
import TrellisBinding
import TrellisTesting

/// Labels bound to their stack's fruit, one per key (kept by key, so
/// leaving keys out removes those labels, wherever they are).
struct KeyedLabels: Component {
  let fruit: Fruit
  let keys: [Int]

  var body: some Component {
    Stack(.vertical) {
      for key in keys {
        Text().bind("text", toPath: "bindTo.@superview.dataObject.name").key(key).tag("l\(key)")
      }
    }
    .dataObject(fruit)
  }
}

/// A card with a fruit and labels outside it that find the card by tag.
struct CardWithOutsideReaders: Component {
  let fruit: Fruit
  let outside: [Int]

  var body: some Component {
    Stack(.vertical) {
      Stack(.vertical) {
        Text().bind("text", toPath: "bindTo.@superview.dataObject.name").tag("inside")
      }
      .dataObject(fruit).tag("card").key("card")
      for key in outside {
        Text().bind("text", toPath: "bindTo.@superview.@subviewWithTag[card].dataObject.name")
          .key(key).tag("o\(key)")
      }
    }
  }
}

@MainActor
@Suite("Shared work stays exact: parsed paths, groups, readers, siblings bound alike")
struct BinderSharingTests {
  @Test("a path bound many times is parsed once; a bad one fails alike every time")
  func parsedOnce() async {
    let path = "bindTo.@superview.dataObject.name"
    #expect(
      ViewBinding(attribute: "text", path: path) == ViewBinding(attribute: "text", path: path))
    #expect(
      ViewBinding(attribute: "text", path: path) != ViewBinding(attribute: "title", path: path))
    #expect(ViewBinding(attribute: "text", path: path).description == "text ← \(path)")

    let bad = "bindTo.@superviewWithTag[].dataObject.name"
    let harness = BindingHarness()
    await harness.show(
      Stack(.vertical) {
        Text("a").bind("text", toPath: bad).tag("a")
        Text("b").bind("text", toPath: bad).tag("b")
      }.dataObject(Fruit("Apple")))
    let expected = BindingPath.validate(bad)
    #expect(expected != nil)
    #expect(harness.errors.count == 2)
    for error in harness.errors {
      guard case .invalidPath(let found) = error else {
        Issue.record("expected an invalid path, got \(error)")
        continue
      }
      #expect(found == expected)
    }
    #expect(harness.text("a") == "a")
  }

  @Test("views leaving a shared read from anywhere in it leave the others bound")
  func leavingAGroup() async {
    let harness = BindingHarness(width: 40, height: 40)
    let fruit = Fruit("Apple")
    await harness.show(KeyedLabels(fruit: fruit, keys: Array(0..<20)))
    #expect(harness.binder.boundViewCount == 20)
    let kept = (0..<20).filter { $0 % 3 != 1 }
    await harness.show(KeyedLabels(fruit: fruit, keys: kept))
    #expect(harness.binder.boundViewCount == kept.count)
    #expect(harness.binder.observationCount == 1)

    let before = harness.binder.statistics.applications
    fruit.name = "Pear"
    await harness.settle()
    #expect(harness.binder.statistics.applications - before == kept.count)
    for key in kept { #expect(harness.text("l\(key)") == "Pear") }

    // Back again: the views that left join the read they left.
    await harness.show(KeyedLabels(fruit: fruit, keys: Array(0..<20)))
    fruit.name = "Plum"
    await harness.settle()
    for key in 0..<20 { #expect(harness.text("l\(key)") == "Plum") }
    #expect(harness.binder.observationCount == 1)
  }

  @Test("a replaced data object re-binds the readers outside its view, those still there")
  func readersOutside() async {
    let harness = BindingHarness(width: 40, height: 40)
    let apple = Fruit("Apple")
    let pear = Fruit("Pear")
    await harness.show(CardWithOutsideReaders(fruit: apple, outside: Array(0..<8)))
    #expect(harness.text("o0") == "Apple")
    #expect(harness.text("o7") == "Apple")
    let kept = [0, 2, 3, 5, 7]
    await harness.show(CardWithOutsideReaders(fruit: apple, outside: kept))
    #expect(harness.binder.boundViewCount == kept.count + 1)

    await harness.show(CardWithOutsideReaders(fruit: pear, outside: kept))
    #expect(harness.text("inside") == "Pear")
    for key in kept { #expect(harness.text("o\(key)") == "Pear") }
    #expect(harness.binder.boundViewCount == kept.count + 1)

    let before = harness.binder.statistics.applications
    apple.name = "Old"
    pear.name = "New"
    await harness.settle()
    #expect(harness.binder.statistics.applications - before == kept.count + 1)
    for key in kept { #expect(harness.text("o\(key)") == "New") }
  }

  @Test("siblings bound alike read their own card, card after card")
  func siblingsPerCard() async {
    let harness = BindingHarness(width: 40, height: 60)
    let fruits = [Fruit("Apple"), Fruit("Pear"), Fruit("Plum")]
    await harness.show(FruitLabels(fruits: fruits, perFruit: 5))
    for (index, fruit) in fruits.enumerated() {
      #expect(harness.text("f\(index)-0") == fruit.name)
      #expect(harness.text("f\(index)-4") == fruit.name)
    }
    #expect(harness.binder.observationCount == 3)
    let before = harness.binder.statistics.applications
    fruits[1].name = "Quince"
    await harness.settle()
    #expect(harness.binder.statistics.applications - before == 5)
    #expect(harness.text("f1-3") == "Quince")
    #expect(harness.text("f0-3") == "Apple")
    #expect(harness.text("f2-3") == "Plum")
  }

  @Test("a card's data object replaced: labels added with it read the new one")
  func replacedThenAdded() async {
    let harness = BindingHarness(width: 40, height: 40)
    let apple = Fruit("Apple")
    let pear = Fruit("Pear")
    await harness.show(KeyedLabels(fruit: apple, keys: [0, 1, 2]))
    await harness.show(KeyedLabels(fruit: pear, keys: [0, 1, 2, 3, 4, 5]))
    for key in 0..<6 { #expect(harness.text("l\(key)") == "Pear") }
    let before = harness.binder.statistics.applications
    apple.name = "Old"
    await harness.settle()
    #expect(harness.binder.statistics.applications == before)
  }

  @Test("one change shown in differently styled texts keeps each text's style")
  func stylesKept() async {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Stack(.vertical) {
        Text("x").bold().bind("text", toPath: "bindTo.@superview.dataObject.name").tag("bold")
        Text("x").bind("text", toPath: "bindTo.@superview.dataObject.name").tag("plain")
        Text("x").bold().bind("text", toPath: "bindTo.@superview.dataObject.name").tag("bold2")
      }.dataObject(fruit))
    fruit.name = "Pear"
    await harness.settle()
    func style(_ tag: String) -> TextStyle? {
      harness.host.find(tag: tag)?.attributes[.text]?.runs.first?.style
    }
    #expect(style("bold")?.bold == true)
    #expect(style("bold2")?.bold == true)
    #expect(style("plain")?.bold == false)
    #expect(harness.text("plain") == "Pear")
    #expect(harness.text("bold2") == "Pear")
  }
}
