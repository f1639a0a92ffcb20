import PropertyBased
import Testing
import Trellis
import TrellisTesting

/// A small random screen: a list of leaves with varying kinds and attributes.
struct RandomScreen: Component {
  let leaves: [Int]

  var body: some Component {
    Stack {
      for (index, leaf) in leaves.enumerated() {
        RandomLeaf(seed: leaf, index: index)
      }
    }
  }
}

struct RandomLeaf: Component {
  let seed: Int
  let index: Int

  var body: some Component {
    switch seed % 6 {
    case 0: AnyComponent(Text("t\(seed)").bold(seed % 4 == 0))
    case 1: AnyComponent(Button("b\(seed)") {}.selected(seed % 4 == 1).disabled(seed % 5 == 1))
    case 2:
      AnyComponent(
        seed % 4 == 2
          ? Image(url: "u\(seed)", placeholder: "p", altText: "a\(seed)")
          : Image(named: "n\(seed)"))
    case 3: AnyComponent(TextField("f", text: "v\(seed)").secure(seed % 4 == 3))
    case 4:
      AnyComponent(
        Stack(.horizontal) {
          Badge("\(seed)")
          Divider(.vertical)
        }.tag("s\(seed)"))
    default: AnyComponent(Toggle("l", isOn: seed % 2 == 0).backgroundColor(.red))
    }
  }
}

@MainActor
@Suite("Mounting properties")
struct MountingPropertyTests {
  @Test("after any sequence of renders, the host shows exactly what a fresh mount shows")
  func noStaleContent() async {
    let screens = Gen.int(in: 0...40).array(of: 0...8).array(of: 1...6)
    await propertyCheck(count: 150, input: screens) { sequence in
      let host = HeadlessHost(size: Size(width: 30, height: 20))
      let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
      for leaves in sequence {
        root.renderSynchronously(RandomScreen(leaves: leaves))
        let fresh = HeadlessHost(size: Size(width: 30, height: 20))
        let freshRoot = ComponentRoot(
          host: fresh, container: fresh.rootView, sizeRange: fresh.sizeRange)
        freshRoot.renderSynchronously(RandomScreen(leaves: leaves))
        #expect(host.treeDump(includeEvents: true) == fresh.treeDump(includeEvents: true))
      }
    }
  }

  @Test("attribute changes turn the old attributes into the new ones")
  func attributeChanges() async {
    let maps = Gen.int(in: 0...5).array(of: 0...6)
    await propertyCheck(count: 300, input: maps, maps) { old, new in
      func attributes(_ values: [Int]) -> Attributes {
        var result = Attributes()
        for (index, value) in values.enumerated() where value > 0 {
          result.setValue(value, named: "k\(index)")
        }
        return result
      }
      let before = attributes(old)
      let after = attributes(new)
      let changes = AttributeChanges(from: before, to: after)
      var applied = before
      for entry in changes.set.entries { applied.setValue(entry.value, named: entry.name) }
      for name in changes.removed { applied.setValue(nil, named: name) }
      #expect(applied == after)
      #expect(changes.isEmpty == (before == after))
    }
  }
}
