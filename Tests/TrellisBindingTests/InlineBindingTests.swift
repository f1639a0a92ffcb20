import PropertyBased
import Testing
import Trellis

@testable import TrellisBinding

/// One of the bindings a view in ``BindingTable`` may carry, all reading
/// its card's fruit.
enum TableBinding: Int, CaseIterable {
  case text, title, color

  var binding: ViewBinding {
    switch self {
    case .text: ViewBinding(attribute: "text", path: "bindTo.@superview.dataObject.name")
    case .title: ViewBinding(attribute: "title", path: "bindTo.@superview.dataObject.name")
    case .color:
      ViewBinding(attribute: "backgroundColor", path: "bindTo.@superview.dataObject.color")
    }
  }

  /// Whether the view shows what this binding reads from `fruit`.
  @MainActor
  func isShown(on node: HostViewNode, from fruit: Fruit) -> Bool {
    switch self {
    case .text: node.attributes[.text]?.plainText == fruit.name
    case .title: node.attributes[.title] == fruit.name
    case .color: node.attributes[.backgroundColor] == fruit.color
    }
  }
}

/// Cards with a fruit each and texts bound to it, built and edited through
/// the host operations, with a model of which view carries which bindings.
@MainActor
final class BindingTable {
  static let colors: [Color] = [.red, .green, .blue]
  let tree = HostViewTree(size: Size(width: 40, height: 12), environment: .characterGrid())
  let binder: Binder
  let fruits = (0..<5).map { Fruit("fruit \($0)", id: $0) }
  var cards: [ViewID] = []
  var cardFruit: [Int] = []
  var texts: [ViewID] = []
  /// The bindings each text carries.
  var bound: [Set<TableBinding>] = []

  init(cards: Int, perCard: Int) {
    binder = Binder(tree: tree)
    for card in 0..<cards {
      let id = tree.registry.makeID()
      var attributes = Attributes()
      attributes[.dataObject] = DataObject(fruits[card % fruits.count])
      tree.createView(id, description: ViewDescription(kind: .container, attributes: attributes))
      tree.insertChild(id, into: tree.rootView, at: Int.max)
      self.cards.append(id)
      cardFruit.append(card % fruits.count)
      for _ in 0..<perCard {
        let text = tree.registry.makeID()
        tree.createView(text, description: ViewDescription(kind: .text))
        tree.insertChild(text, into: id, at: Int.max)
        texts.append(text)
        bound.append(Set())
      }
    }
  }

  func card(of text: Int) -> Int { text / (texts.count / cards.count) }

  /// Carries out one operation picked by `kind` on text `view` with `pick`.
  func perform(_ kind: Int, view: Int, pick: Int) {
    let which = TableBinding.allCases[pick % TableBinding.allCases.count]
    switch kind {
    case 0:
      var changes = AttributeChanges()
      changes.set[which.binding.key] = which.binding
      tree.updateView(texts[view], changes: changes)
      bound[view].insert(which)
    case 1:
      let name = ViewBinding.attributeName(for: which.binding.attributeName)
      tree.updateView(texts[view], changes: AttributeChanges(removed: [name]))
      bound[view].remove(which)
    case 2: fruits[pick % fruits.count].name += "!"
    case 3:
      let fruit = fruits[pick % fruits.count]
      fruit.color = Self.colors[(Self.colors.firstIndex(of: fruit.color)! + 1) % Self.colors.count]
    case 4:
      let card = card(of: view)
      cardFruit[card] = (cardFruit[card] + 1 + pick) % fruits.count
      var changes = AttributeChanges()
      changes.set[.dataObject] = DataObject(fruits[cardFruit[card]])
      tree.updateView(cards[card], changes: changes)
    default:
      // Off the screen and back: its bindings end and are made again.
      tree.removeFromParent(texts[view])
      tree.insertChild(texts[view], into: cards[card(of: view)], at: pick)
    }
  }

  /// Whether every text shows what each of its bindings reads.
  func showsModels() -> Bool {
    texts.indices.allSatisfy { index in
      guard let node = tree.node(texts[index]) else { return false }
      let fruit = fruits[cardFruit[card(of: index)]]
      return bound[index].allSatisfy { $0.isShown(on: node, from: fruit) }
    }
  }
}

@MainActor
@Suite("A view's bindings kept inline or in a list")
struct InlineBindingTests {
  @Test("an inline-first list reads and writes like an array under any appends and writes")
  func inlineFirstListBehavesLikeAnArray() async {
    let operation = zip(Gen.int(in: 0...2), Gen.int(in: 0...99))
    await propertyCheck(count: 200, input: operation.array(of: 0...30)) { operations in
      var list = InlineFirstList<Int>()
      var array: [Int] = []
      for (kind, value) in operations {
        if kind == 0 || array.isEmpty {
          list.append(value)
          array.append(value)
        } else if kind == 1 {
          list[value % array.count] = value
          array[value % array.count] = value
        } else {
          list[value % array.count] += value
          array[value % array.count] += value
        }
        #expect(Array(list) == array)
        #expect(list.count == array.count)
        #expect(list.firstIndex(of: value) == array.firstIndex(of: value))
      }
      #expect(list.isEmpty == array.isEmpty)
    }
  }

  @Test(
    "views with one binding or several show their models under any binding, unbinding, model change, data object replacement and remount"
  )
  func viewsShowTheirModelsWhateverTheirBindingsCount() async {
    let operation = zip(Gen.int(in: 0...5), Gen.int(in: 0..<12), Gen.int(in: 0...5))
    await propertyCheck(count: 100, input: operation.array(of: 1...40)) { operations in
      let table = BindingTable(cards: 3, perCard: 4)
      table.binder.flush()
      for (kind, view, pick) in operations {
        table.perform(kind, view: view, pick: pick)
        table.binder.flush()
        #expect(table.showsModels())
        #expect(table.binder.boundViewCount == table.bound.filter { !$0.isEmpty }.count)
      }
      #expect(table.binder.failures.isEmpty)
    }
  }
}
