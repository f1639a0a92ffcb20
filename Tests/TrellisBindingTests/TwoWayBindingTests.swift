import Foundation
import Testing
import Trellis
import TrellisBinding
import TrellisTesting

@MainActor
@Suite("Two-way bindings: a control's edit writes back to the model")
struct TwoWayBindingTests {
  @Test("a switch, a path binding")
  func toggle() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Stack(.vertical) {
        Toggle("Ripe", isOn: false).bind("isOn", toPath: "bindTo.@superview.dataObject.isRipe").tag(
          "ripe")
      }.dataObject(fruit))
    harness.host.tap(tag: "ripe")
    #expect(fruit.isRipe)
    await harness.settle()
    #expect(harness.host.find(tag: "ripe")?[.isOn] == true)
    #expect(harness.binder.statistics.writes == 1)
    fruit.isRipe = false
    await harness.settle()
    #expect(harness.host.find(tag: "ripe")?[.isOn] == false)
  }

  @Test("a text field writes each edit; a label bound to the same property follows")
  func textField() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("Fig")
    await harness.show(
      Stack(.vertical) {
        TextField("Name", text: "").bind(.value, to: \Fruit.name).tag("field")
        Text().bind(.text, to: \Fruit.name).tag("label")
      }.dataObject(fruit))
    #expect(harness.host.find(tag: "field")?[.value] == "Fig")
    harness.host.type("s", intoTag: "field")
    #expect(fruit.name == "Figs")
    await harness.settle()
    #expect(harness.text("label") == "Figs")
    #expect(harness.host.find(tag: "field")?[.value] == "Figs")
  }

  @Test("a slider, a segmented control and a date picker write back")
  func otherControls() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Stack(.vertical) {
        Slider(value: 0, in: 0...1, step: 0.25).bind(.doubleValue, to: \Fruit.weight).tag("slider")
        SegmentedControl(["a", "b", "c"], selection: 0).bind(.selectedIndex, to: \Fruit.variety)
          .tag("segments")
        DatePicker(Date(timeIntervalSince1970: 0)).bind(.date, to: \Fruit.picked).tag("date")
      }.dataObject(fruit))
    #expect(harness.host.find(tag: "slider")?[.doubleValue] == 0.5)
    let tree = harness.host.tree
    for (tag, event) in [
      ("slider", HostEvent.valueChanged(0.75)), ("segments", .segmentSelected(2)),
      ("date", .dateChanged(Date(timeIntervalSince1970: 86_400))),
    ] {
      let id = try #require(harness.id(tag))
      let context = ControlContext(tree: tree, id: id, node: try #require(tree.node(id)))
      #expect(context.send(event))
    }
    #expect(fruit.weight == 0.75)
    #expect(fruit.variety == 2)
    #expect(fruit.picked == Date(timeIntervalSince1970: 86_400))
  }

  @Test("an edit equal to the model's value writes nothing; a read-only key fails typed")
  func equalityAndReadOnly() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Stack(.vertical) {
        TextField("", text: "").bind("value", toPath: "bindTo.@superview.dataObject.name").tag(
          "name")
        TextField("", text: "").bind("value", toPath: "bindTo.@superview.dataObject.id").tag("id")
      }.dataObject(fruit))
    let tree = harness.host.tree
    let name = try #require(harness.id("name"))
    #expect(
      ControlContext(tree: tree, id: name, node: try #require(tree.node(name))).send(
        .textChanged("Apple")))
    #expect(harness.binder.statistics.writes == 0)
    let id = try #require(harness.id("id"))
    _ = ControlContext(tree: tree, id: id, node: try #require(tree.node(id))).send(
      .textChanged("7"))
    #expect(harness.errors.contains(.notWritable(key: "id")))
    #expect(fruit.id == 0)
  }
}
