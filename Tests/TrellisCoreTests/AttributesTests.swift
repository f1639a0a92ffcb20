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

  @Test("a value equals another only of its own type, and then by ==")
  func equalityByTypeAndValue() async {
    // Int, Double and [Int] share sizes, and the Doubles here (small
    // subnormals, never NaN) the Ints' bit patterns: a comparison of
    // storage alone would confuse them.
    let kinds = Gen.int(in: 0...2)
    let numbers = Gen.int(in: 0...4)
    await propertyCheck(count: 300, input: kinds, numbers, kinds, numbers) {
      oldKind, oldNumber, newKind, newNumber in
      func value(_ kind: Int, _ number: Int) -> any AttributeValue {
        switch kind {
        case 0: number
        case 1: Double(bitPattern: UInt64(bitPattern: Int64(number)))
        default: [number]
        }
      }
      var old = Attributes()
      old.setValue(value(oldKind, oldNumber), named: "v")
      var new = Attributes()
      new.setValue(value(newKind, newNumber), named: "v")
      let same = oldKind == newKind && oldNumber == newNumber
      #expect(AttributeChanges(from: old, to: new).isEmpty == same)
      #expect((old == new) == same)
    }
  }
}
