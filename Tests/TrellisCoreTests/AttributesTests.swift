import PropertyBased
import Testing
import Trellis

@Suite("Attributes")
struct AttributesTests {
  @Test("any order of sets and removals keeps one entry per name, sorted, with the last value")
  func setsAndRemovals() async {
    let names = ["a", "b", "cells", "columnLayout", "text", "z"]
    // Each step: a name, and a value to set (0 removes).
    let step = Gen.int(in: 0...(names.count * 4 - 1))
    await propertyCheck(count: 300, input: step.array(of: 0...24)) { steps in
      var attributes = Attributes()
      var model: [String: Int] = [:]
      for step in steps {
        let name = names[step % names.count]
        let value = step / names.count
        attributes[AttributeKey<Int>(name)] = value == 0 ? nil : value
        model[name] = value == 0 ? nil : value
      }
      #expect(attributes.names == model.keys.sorted())
      for name in names {
        #expect(attributes[AttributeKey<Int>(name)] == model[name])
      }
    }
  }
}
