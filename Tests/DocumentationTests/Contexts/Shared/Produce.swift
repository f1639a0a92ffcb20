import TrellisTables

struct Fruit: TableCellObject {
  let name: String
  init(_ name: String) { self.name = name }
  func makeCell(context: CellContext) -> TitleCell { TitleCell(name) }
}

struct Vegetable: TableCellObject {
  let name: String
  init(_ name: String) { self.name = name }
  func makeCell(context: CellContext) -> TitleCell { TitleCell(name) }
}
