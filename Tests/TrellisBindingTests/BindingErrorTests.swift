import Testing
import Trellis
import TrellisBinding
import TrellisTesting

@MainActor
@Suite("Binding errors: typed, logged, and the view keeps its value")
struct BindingErrorTests {
  func failure(_ path: String, fruit: Fruit = Fruit("Apple", owner: Person("Ann")))
    async -> (BindingHarness, [BindingError])
  {
    let harness = BindingHarness()
    await harness.show(Card(fruit: fruit, sibling: Fruit("Pear"), path: path))
    return (harness, harness.errors)
  }

  @Test("a path that does not parse fails with its offset")
  func invalidPath() async throws {
    let (harness, errors) = await failure("bindTo.@superviewWithTag.dataObject.name")
    #expect(
      errors == [
        .invalidPath(
          BindingPathError(
            path: "bindTo.@superviewWithTag.dataObject.name", offset: 24,
            reason: .missingArgument(operator: "superviewWithTag")))
      ])
    #expect(harness.text("bound") == "before")
    #expect(harness.binder.failures.first?.view == harness.id("bound"))
  }

  @Test("an operator that finds nothing names its step and the view it started from")
  func foundNothing() async throws {
    let (harness, errors) = await failure(
      "bindTo.@superview.@superviewWithTag[nope].dataObject.name")
    let panel = try #require(harness.id("panel"))
    #expect(
      errors == [.operatorFoundNothing(step: 1, operator: .superviewWithTag("nope"), from: panel)])
    #expect(harness.text("bound") == "before")
  }

  @Test("a subview search that finds nothing, and a superview search from the top, end")
  func searchesEnd() async throws {
    for path in [
      "bindTo.@rootview.@subviewWithTag[nope].dataObject.name",
      "bindTo.@superviewWithRestorationID[nope].dataObject.name",
      "bindTo.@superviewWithClass[Nope].dataObject.name",
      "bindTo.@rootview.@subviewWithClass[Nope].dataObject.name",
      "bindTo.@cell.dataObject.name",
    ] {
      let (harness, errors) = await failure(path)
      guard case .operatorFoundNothing? = errors.first else {
        Issue.record("\(path): \(errors)")
        continue
      }
      #expect(harness.text("bound") == "before")
    }
  }

  @Test("an index past the subviews says how many there are")
  func indexOutOfRange() async throws {
    let (harness, errors) = await failure("bindTo.@rootview.@subviews[9].dataObject.name")
    let card = try #require(harness.id("card"))
    #expect(errors == [.indexOutOfRange(step: 1, index: 9, count: 2, from: card)])
  }

  @Test("a view without a data object")
  func noDataObject() async throws {
    let (harness, errors) = await failure("bindTo.dataObject.name")
    #expect(errors == [.noDataObject(view: try #require(harness.id("bound")))])
  }

  @Test("a key the object does not expose, and a value that exposes no keys")
  func unknownKey() async throws {
    let (_, errors) = await failure("bindTo.@rootview.dataObject.nmae")
    #expect(errors == [.unknownKey(key: "nmae", type: "Fruit", keyIndex: 0)])
    let (_, nested) = await failure("bindTo.@rootview.dataObject.name.count")
    #expect(nested == [.notExposing(type: "String", keyIndex: 1)])
  }

  @Test("a colour bound to text is a type mismatch; the text stays")
  func typeMismatch() async throws {
    let (harness, errors) = await failure("bindTo.@rootview.dataObject.color")
    #expect(errors == [.typeMismatch(attribute: "text", expected: "String", found: "Color")])
    #expect(harness.text("bound") == "before")
  }

  @Test("an unknown attribute name")
  func unknownAttribute() async {
    let harness = BindingHarness()
    await harness.show(
      Text("x").bind("txet", toPath: "bindTo.dataObject.name").dataObject(Fruit("A")))
    #expect(harness.errors == [.unknownAttribute("txet")])
    #expect(throws: BindingError.unknownAttribute("txet")) { try AnyBoundAttribute.named("txet") }
  }

  @Test("nil on the way shows the attribute's default, never a crash; a value brings it back")
  func nilOnTheWay() async throws {
    let fruit = Fruit("Apple", owner: Person("Ann"))
    let (harness, errors) = await failure("bindTo.@rootview.dataObject.owner.city", fruit: fruit)
    #expect(errors.isEmpty)
    #expect(harness.host.find(tag: "bound")?[.text] == nil)
    fruit.owner?.city = "Oslo"
    await harness.settle()
    #expect(harness.text("bound") == "Oslo")
    fruit.owner = nil
    await harness.settle()
    #expect(harness.host.find(tag: "bound")?[.text] == nil)
  }

  @Test("failures reach onFailure as they happen")
  func onFailure() async {
    let harness = BindingHarness()
    var seen: [BindingFailure] = []
    harness.binder.onFailure = { seen.append($0) }
    await harness.show(
      Card(fruit: Fruit("A"), sibling: Fruit("B"), path: "bindTo.@rootview.dataObject.nope"))
    #expect(seen.map(\.error) == [.unknownKey(key: "nope", type: "Fruit", keyIndex: 0)])
    #expect(seen.first?.attribute == "text")
    #expect(seen.first?.source == "bindTo.@rootview.dataObject.nope")
  }
}
