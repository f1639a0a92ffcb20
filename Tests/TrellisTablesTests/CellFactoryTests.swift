import Testing
import Trellis
import TrellisTables

class Animal: @unchecked Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}
final class Dog: Animal, @unchecked Sendable {}
final class Puppy: Animal, @unchecked Sendable {}

protocol Priced: Sendable { var price: Int { get } }
struct Book: Priced { let price: Int }

struct Named: TableCellObject {
  let name: String
  func makeCell(context: CellContext) -> SubtitleCell { SubtitleCell(name, subtitle: "own") }
}

struct Tall: RowHeightProviding { var rowHeight: Double? { 4 } }

/// The cell type the factory chose, read off the built component.
func cellType(_ component: AnyComponent) -> String {
  String(describing: type(of: component.base))
}

@Suite("CellFactory")
struct CellFactoryTests {
  let context = CellContext(width: 40)

  @Test("an object names its own cell; a mapping overrides it")
  func ownCellAndOverride() {
    var factory = CellFactory()
    #expect(cellType(factory.cell(for: Named(name: "a"), context: context)) == "SubtitleCell")
    factory.map(Named.self) { named, _ in TitleCell(named.name) }
    #expect(cellType(factory.cell(for: Named(name: "a"), context: context)) == "TitleCell")
  }

  @Test("lookup falls back to the nearest mapped superclass, then a protocol")
  func superclassAndProtocol() {
    var factory = CellFactory()
    factory.map(Animal.self) { animal, _ in TitleCell(animal.name) }
    factory.map(Dog.self) { dog, _ in ValueCell(dog.name, value: "dog") }
    factory.map((any Priced).self) { item, _ in ValueCell("book", value: "\(item.price)") }
    #expect(cellType(factory.cell(for: Dog("rex"), context: context)) == "ValueCell")
    #expect(cellType(factory.cell(for: Puppy("bit"), context: context)) == "TitleCell")
    // Cached: asking again gives the same answer.
    #expect(cellType(factory.cell(for: Puppy("bo"), context: context)) == "TitleCell")
    let book = factory.cell(for: Book(price: 12), context: context)
    #expect((book.base as? ValueCell) == ValueCell("book", value: "12"))
  }

  @Test("components are their own cells; anything else gets a title cell")
  func fallbacks() {
    let factory = CellFactory()
    #expect(cellType(factory.cell(for: LoadingCell(), context: context)) == "LoadingCell")
    let plain = factory.cell(for: 42, context: context)
    #expect((plain.base as? TitleCell) == TitleCell("42"))
  }

  @Test("an explicit height from a mapping or the object is honoured")
  func explicitHeights() {
    let factory = CellFactory().mapping(Book.self, height: 3) { _, _ in TitleCell("b") }
    #expect(factory.explicitHeight(for: Book(price: 1)) == 3)
    #expect(factory.explicitHeight(for: Tall()) == 4)
    #expect(factory.explicitHeight(for: "x") == nil)
  }
}
