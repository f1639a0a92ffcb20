// This file imports only what the tables article tells a user to import.
import Testing
import Trellis
import TrellisTables

@Suite("What `import TrellisTables` brings")
struct ImportTests {
  @Test("ItemPath and Changeset come with TrellisTables")
  func diffTypesAreReexported() {
    let model = TableModel(sectioned: ["Fruit", TitleCell("Apple"), TitleCell("Pear")])
    let path = ItemPath(section: 0, item: 1)
    #expect(model.object(at: path) as? TitleCell == TitleCell("Pear"))
    #expect(Changeset().isEmpty)
  }
}
