// include: Shared/Headless.swift
import Observation
import Testing
import Trellis
import TrellisTables

struct Message: TableCellObject, Hashable, Identifiable {
  let id: Int
  var subject: String
  var day = "Today"
  func makeCell(context: CellContext) -> TitleCell { TitleCell(subject) }
}

let message = Message(id: 9, subject: "New")

/// Opens a message: what a row's tap action reaches.
@MainActor final class InboxPresenter {
  func open(_ message: Message) {}
}

@MainActor let presenter = InboxPresenter()
