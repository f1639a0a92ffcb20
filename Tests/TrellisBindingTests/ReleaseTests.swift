import Testing
import Trellis
import TrellisBinding
import TrellisTesting

@MainActor
@Suite("Models the screen no longer shows are released")
struct ReleaseTests {
  /// The screen of issue 32 item 15: a bound text with its model as data
  /// object, replaced by a button, rendered twice more.
  @Test("a data object whose view was replaced is released; the tree counts the views shown")
  func replacedModelIsReleased() async throws {
    let harness = BindingHarness()
    weak var replaced: Fruit?
    weak var owner: Person?
    do {
      let fruit = Fruit("Apple", owner: Person("Ann"))
      replaced = fruit
      owner = fruit.owner
      await harness.show(
        Stack {
          Text("").bind("text", toPath: "bindTo.dataObject.name").dataObject(fruit).tag("name")
          // A typed binding whose key path leads to another object.
          Text("").bind(.text, to: \Fruit.owner) { $0?.name ?? "" }.dataObject(fruit).tag("owner")
        })
      #expect(harness.text("name") == "Apple")
      #expect(harness.text("owner") == "Ann")
    }
    await harness.show(Stack { Button("Other") {}.tag("other") })
    await harness.show(Stack { Button("Other") {}.tag("other") })
    #expect(replaced == nil)
    #expect(owner == nil)
    // The root and the button; the two texts wait in a pool, without their
    // model.
    #expect(harness.host.mountedViewCount == 2)
    #expect(harness.host.viewCount == 4)
    harness.binder.detach()
    #expect(replaced == nil)
  }

  @Test("a view reused for the same model binds again after its value was let go")
  func reboundAfterRelease() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("Apple", owner: Person("Ann"))
    func screen(_ tag: String) -> some Component {
      Stack {
        Text("").bind(.text, to: \Fruit.owner) { $0?.name ?? "" }.dataObject(fruit).tag(tag)
      }
    }
    await harness.show(screen("a"))
    await harness.show(Stack { Button("Other") {}.tag("other") })
    await harness.show(screen("b"))
    #expect(harness.text("b") == "Ann")
    fruit.owner = Person("Bob")
    await harness.settle()
    #expect(harness.text("b") == "Bob")
    #expect(harness.binder.failures.isEmpty)
  }
}
