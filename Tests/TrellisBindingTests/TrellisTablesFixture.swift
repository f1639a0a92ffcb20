import Trellis
import TrellisTables

@MainActor
enum TrellisTablesFixture {
  static func table(_ fruits: [Fruit], width: Double = 60) -> TableView {
    TableView(model: TableModel(list: fruits), width: width, environment: .characterGrid())
  }
}
