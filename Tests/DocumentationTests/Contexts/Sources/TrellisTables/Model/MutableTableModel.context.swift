import Trellis
import TrellisTables

@MainActor let table = TableView(
  model: TableModel(list: ["a", "b"]), width: 40, environment: .characterGrid())
