import Trellis
import TrellisTables

struct Contact: TableCellObject {
  let name: String, phone: String
  func makeCell(context: CellContext) -> SubtitleCell { SubtitleCell(name, subtitle: phone) }
}

struct Folder: TableCellObject {
  let name: String
  func makeCell(context: CellContext) -> TitleCell { TitleCell(name) }
}

struct Network: TableCellObject, Hashable {
  let name: String
  func makeCell(context: CellContext) -> TitleCell { TitleCell(name) }
}

protocol Priced: TableCellObject {
  var name: String { get }
  var price: String { get }
}

@Sendable func call(_ contact: Contact) {}
