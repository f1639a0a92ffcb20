// include: Shared/Contacts.swift
class Animal: TableCellObject, @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
  func makeCell(context: CellContext) -> TitleCell { TitleCell(name) }
}

final class Dog: Animal, @unchecked Sendable {}
