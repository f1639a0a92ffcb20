import Foundation
import Observation
import Trellis
import TrellisBinding
import TrellisTables

// Models are mutated only on the main actor in these tests and read while
// building: unchecked, as a model shared with components is.

@Observable
final class Person: @unchecked Sendable {
  var name: String
  var city: String?

  init(_ name: String, city: String? = nil) {
    self.name = name
    self.city = city
  }
}

extension Person: KeyPathExposing {
  static let exposedKeys: ExposedKeys<Person> = ["name": \.name, "city": \.city]
}

@Observable
final class Fruit: @unchecked Sendable {
  var name: String
  var color: Color
  var isRipe = false
  var weight = 0.5
  var variety = 0
  var picked = Date(timeIntervalSince1970: 0)
  var owner: Person?
  let id: Int

  init(_ name: String, color: Color = .red, owner: Person? = nil, id: Int = 0) {
    self.name = name
    self.color = color
    self.owner = owner
    self.id = id
  }
}

extension Fruit: KeyPathExposing {
  static let exposedKeys: ExposedKeys<Fruit> = [
    "name": \.name, "color": \.color, "isRipe": \.isRipe, "weight": \.weight,
    "variety": \.variety, "picked": \.picked, "owner": \.owner, "id": \.id,
  ]
}

extension Fruit: TableCellObject {
  func makeCell(context: CellContext) -> some Component {
    Text().bind("text", toPath: "bindTo.@cell.dataObject.name").tag("cell-name")
  }
}

/// A row model declaring both protocols on the class itself, the obvious
/// way: it compiles (issue 32 item 14) and its cell binds by path.
@Observable
final class Plum: TableCellObject, KeyPathExposing, @unchecked Sendable {
  var name: String

  init(_ name: String) {
    self.name = name
  }

  static let exposedKeys: ExposedKeys<Plum> = ["name": \.name]

  func makeCell(context: CellContext) -> some Component {
    Text().bind("text", toPath: "bindTo.@cell.dataObject.name").tag("plum")
  }
}
