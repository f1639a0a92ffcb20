import Trellis
import TrellisBinding

/// A small view tree built straight through the tree's host operations:
/// a screen with a card, a list of three cells (with data objects) and a
/// few tagged and identified views, for paths to walk.
@MainActor
final class FuzzFixture {
  static let shared = FuzzFixture()

  let tree = HostViewTree(size: Size(width: 40, height: 20), environment: .characterGrid())

  private init() {
    var next = 1000
    func add(_ kind: ViewKind, in parent: ViewID, _ attributes: Attributes = Attributes()) -> ViewID
    {
      next += 1
      let id = ViewID(rawValue: next)
      tree.createView(id, description: ViewDescription(kind: kind, attributes: attributes))
      tree.insertChild(id, into: parent, at: Int.max)
      return id
    }
    var card = Attributes()
    card[.tag] = "12"
    card[.identifier] = "card"
    card[.dataObject] = DataObject(["name": "Apple"], componentType: "FruitCard")
    let top = add(.container, in: tree.rootView, card)
    var title = Attributes()
    title[.tag] = "title"
    _ = add(.text, in: top, title)
    let list = add(.list, in: top)
    for row in 0..<3 {
      let item = add(.listItem, in: list)
      var cell = Attributes()
      cell[.dataObject] = DataObject(["name": "row \(row)"], isCell: true)
      let content = add(.container, in: item, cell)
      var label = Attributes()
      label[.identifier] = "label\(row)"
      _ = add(.text, in: content, label)
    }
  }
}
