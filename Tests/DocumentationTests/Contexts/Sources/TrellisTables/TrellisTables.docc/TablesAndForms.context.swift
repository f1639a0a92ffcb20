// include: Shared/Headless.swift
// include: Shared/Presenter.swift
import TrellisTables

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

@Sendable func call(_ contact: some TableCellObject) {}

// Inside a city pair element's cell: its id and the cities it was built with.
let id = "trip"
let cities = ["Lisbon", "Porto"]
