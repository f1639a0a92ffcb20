import PropertyBased
import Testing
import Trellis
import TrellisBinding
import TrellisTesting

/// How one row of ``MixedRows`` binds its text to its fruit.
enum RowBinding: Int, CaseIterable {
  /// The name by a string path (set in a batch).
  case path
  /// The name by a key path (set in a batch).
  case keyPath
  /// The name upper-cased by a formatter (set view by view).
  case formatted
  /// The name and the colour: two bindings (set view by view).
  case twoBindings
  /// The name on a truth-valued attribute: a type mismatch, text kept.
  case mismatch

  func text(for fruit: Fruit) -> String {
    switch self {
    case .path, .keyPath, .twoBindings: fruit.name
    case .formatted: fruit.name.uppercased()
    case .mismatch: "kept"
    }
  }
}

/// Rows, each a stack with one of `fruits` as data object and a text bound
/// to it one way or another.
struct MixedRows: Component {
  let fruits: [Fruit]
  let rows: [(fruit: Int, binding: RowBinding)]

  var body: some Component {
    Stack(.vertical) {
      for index in rows.indices {
        Stack(.vertical) { text(rows[index].binding).tag("row\(index)") }
          .dataObject(fruits[rows[index].fruit]).key(index)
      }
    }
  }

  func text(_ binding: RowBinding) -> AnyComponent {
    let name = "bindTo.@superview.dataObject.name"
    switch binding {
    case .path: return AnyComponent(Text("kept").bind("text", toPath: name))
    case .keyPath: return AnyComponent(Text("kept").bind(.text, to: \Fruit.name))
    case .formatted:
      return AnyComponent(Text("kept").bind(.text, to: \Fruit.name) { $0.uppercased() })
    case .twoBindings:
      return AnyComponent(
        Text("kept").bind("text", toPath: name).bind(
          "foregroundColor", toPath: "bindTo.@superview.dataObject.color"))
    case .mismatch: return AnyComponent(Text("kept").bind("isOn", toPath: name))
    }
  }
}

@MainActor
@Suite("The first values of views bound in one flush")
struct FirstApplyTests {
  @Test(
    "views bound in one flush, in any mix of models and binding kinds, show their own values first and after a change"
  )
  func firstApplyInBatchesShowsEachViewsValue() async {
    let row = zip(Gen.int(in: 0...6), Gen.int(in: 0..<RowBinding.allCases.count))
    await propertyCheck(count: 60, input: row.array(of: 1...40)) { picks in
      let fruits = (0...6).map { Fruit("fruit \($0)", id: $0) }
      let rows = picks.map { (fruit: $0.0, binding: RowBinding(rawValue: $0.1)!) }
      let harness = BindingHarness(height: 60)
      await harness.show(MixedRows(fruits: fruits, rows: rows))
      for (index, row) in rows.enumerated() {
        #expect(harness.text("row\(index)") == row.binding.text(for: fruits[row.fruit]))
      }
      let mismatches = rows.filter { $0.binding == .mismatch }.count
      #expect(harness.binder.failures.count == mismatches)
      #expect(harness.binder.boundViewCount == rows.count)
      #expect(harness.binder.statistics.applications == rows.count)

      // The groups the batches were set from follow their models.
      for fruit in fruits { fruit.name += " changed" }
      await harness.settle()
      for (index, row) in rows.enumerated() {
        #expect(harness.text("row\(index)") == row.binding.text(for: fruits[row.fruit]))
      }
    }
  }
}
