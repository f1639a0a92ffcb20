import Foundation
import Observation
import Synchronization
import Testing
import Trellis
import TrellisBinding
import TrellisTesting

@MainActor
@Suite("Typed bindings: key paths checked by the compiler")
struct TypedBindingTests {
  @Test("text and colour from the nearest data object of the type")
  func textAndColor() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("Apple", color: .red)
    await harness.show(
      Stack(.vertical) {
        Text().bind(.text, to: \Fruit.name).bind(.foregroundColor, to: \Fruit.color).tag("name")
      }.dataObject(fruit))
    let view = try #require(harness.host.find(tag: "name"))
    #expect(view.text == "Apple")
    #expect(view[.text]?.runs.first?.style.foreground == .red)
    fruit.color = .green
    fruit.name = "Lime"
    await harness.settle()
    let after = try #require(harness.host.find(tag: "name"))
    #expect(after.text == "Lime")
    #expect(after[.text]?.runs.first?.style.foreground == .green)
  }

  @Test("a transform formats the value")
  func transform() async {
    let harness = BindingHarness()
    let fruit = Fruit("Apple")
    await harness.show(
      Text().bind(.text, to: \Fruit.weight) { "\(Int($0 * 1000)) g" }.dataObject(fruit).tag("w"))
    #expect(harness.text("w") == "500 g")
    fruit.weight = 0.25
    await harness.settle()
    #expect(harness.text("w") == "250 g")
  }

  @Test("via steps first, then the nearest data object of the type")
  func viaSteps() async {
    let harness = BindingHarness()
    await harness.show(
      Stack(.vertical) {
        Text().bind(.text, to: \Person.name, via: [.rootview, .subviewWithTag("owner")]).tag("t")
        Text("o").dataObject(Person("Ann")).tag("owner")
      }.dataObject(Fruit("Apple")))
    #expect(harness.text("t") == "Ann")
  }

  @Test("no data object of the type")
  func missingType() async throws {
    let harness = BindingHarness()
    await harness.show(Text("keep").bind(.text, to: \Person.name).dataObject(Fruit("A")).tag("t"))
    #expect(
      harness.errors == [.noDataObjectOfType(type: "Person", from: try #require(harness.id("t")))])
    #expect(harness.text("t") == "keep")
  }

  @Test("views formatting one change differently each show their own text")
  func formattersApartInOneChange() async throws {
    let harness = BindingHarness()
    let fruit = Fruit("apple")
    let suffixes = ["", "!", "?", ".", "…", ";", ":"]
    await harness.show(
      Stack {
        ForEach(suffixes.indices) { index in
          Text("").bind(.text, to: \Fruit.name) { $0 + suffixes[index] }.tag("t\(index)")
        }
        Text("").bind(.text, to: \Fruit.name) { $0.uppercased() }.tag("upper")
        Text("").bind(.text, to: \Fruit.name) { $0.uppercased() }.tag("upper2")
      }.dataObject(fruit))
    fruit.name = "pear"
    await harness.settle()
    for (index, suffix) in suffixes.enumerated() {
      #expect(harness.text("t\(index)") == "pear" + suffix)
    }
    #expect(harness.text("upper") == "PEAR")
    #expect(harness.text("upper2") == "PEAR")
  }

  @Test("a formatter written once in a template runs once per change, whatever the views")
  func sharedFormatterRunsOnce() async throws {
    let harness = BindingHarness(width: 40, height: 120)
    let fruit = Fruit("apple")
    await harness.show(
      Stack {
        ForEach(0..<100) { _ in
          Text("").bind(.text, to: \Fruit.name) { name in
            FormatterCalls.count.add(1, ordering: .relaxed)
            return name.uppercased()
          }
        }
        Text("").bind(.text, to: \Fruit.name) { $0 }.tag("plain")
      }.dataObject(fruit))
    let before = FormatterCalls.count.load(ordering: .relaxed)
    fruit.name = "pear"
    await harness.settle()
    #expect(FormatterCalls.count.load(ordering: .relaxed) - before == 1)
    #expect(harness.host.mountedViews.filter { $0.text == "PEAR" }.count == 100)
    #expect(harness.text("plain") == "pear")
  }

  @Test("a typed binding's failure names its key path as code writes it")
  func failureNamesKeyPath() async throws {
    let harness = BindingHarness()
    await harness.show(
      Stack {
        Text("a").bind(.text, to: \Person.name).tag("a")
        Text("b").bind(.text, to: \Fruit.weight, via: [.superview]) { "\($0) kg" }.tag("b")
        Text("c").bind(.text, to: \Unexposed.label).tag("c")
      })
    #expect(
      Set(harness.binder.failures.map(\.source)) == [
        "\\Person.name", "@superview.\\Fruit.weight", "\\Unexposed.<String property>",
      ])
  }
}

/// Counts the calls of one formatter.
enum FormatterCalls {
  static let count = Atomic<Int>(0)
}

/// A model that exposes no keys: its key paths are named by type.
@Observable
final class Unexposed: @unchecked Sendable {
  var label = ""
}
