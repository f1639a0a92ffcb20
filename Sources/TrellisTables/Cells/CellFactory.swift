public import Trellis

/// Finds the cell component for each object of a table.
///
/// For an object of type `T`, in this order:
/// 1. an explicit mapping for `T` itself;
/// 2. a mapping for the nearest superclass of `T` (classes only);
/// 3. a mapping for a protocol (or any other type) `T` conforms to, the
///    latest registered first;
/// 4. the object's own cell, if it is a ``TableCellObject``, or the object
///    itself if it is a `Component`;
/// 5. a ``TitleCell`` showing the object's description.
///
/// The answer is cached per type, so the walk happens once per type, not
/// once per row. A mapping may also fix the row height; otherwise the
/// height comes from the cell's layout (or ``RowHeightProviding``).
///
/// ```swift
/// var factory = CellFactory()
/// factory.map(Animal.self) { animal, _ in TitleCell(animal.name) }          // Dog too
/// factory.map((any Priced).self) { item, _ in ValueCell(item.name, value: item.price) }
/// ```
public struct CellFactory: Sendable {
  struct Mapping: Sendable {
    let type: ObjectIdentifier
    let height: Double?
    let matches: @Sendable (any Sendable) -> Bool
    let make: @Sendable (any Sendable, CellContext) -> AnyComponent?
  }

  enum Resolution: Sendable {
    case mapping(Int)
    case own
    case fallback
  }

  final class Cache: Sendable {
    let table = Locked<[ObjectIdentifier: Resolution]>([:])
  }

  private var mappings: [Mapping] = []
  private var cache = Cache()

  /// Creates a factory without mappings: objects name their own cells.
  public init() {}

  /// Maps every object of type `T` — a concrete type, a class (and its
  /// subclasses), or a protocol's existential such as `(any Priced).self` —
  /// to a cell. A later mapping for the same type replaces an earlier one.
  ///
  /// - Parameters:
  ///   - type: the type whose objects the mapping shows.
  ///   - height: a fixed row height; `nil` takes the layout's.
  ///   - cell: builds the cell of one object; runs off the main actor.
  public mutating func map<T, C: Component>(
    _ type: T.Type, height: Double? = nil,
    cell: @escaping @Sendable (T, CellContext) -> C
  ) {
    let id = ObjectIdentifier(type)
    mappings.removeAll { $0.type == id }
    mappings.append(
      Mapping(
        type: id, height: height, matches: { $0 is T },
        make: { object, context in (object as? T).map { AnyComponent(cell($0, context)) } }))
    cache = Cache()
  }

  /// A copy with one more mapping (see ``map(_:height:cell:)``).
  public func mapping<T, C: Component>(
    _ type: T.Type, height: Double? = nil,
    cell: @escaping @Sendable (T, CellContext) -> C
  ) -> CellFactory {
    var copy = self
    copy.map(type, height: height, cell: cell)
    return copy
  }

  /// The cell for an object, with its explicit height applied.
  public func cell(for object: any Sendable, context: CellContext) -> AnyComponent {
    let resolution = resolve(type(of: object), object)
    var component: AnyComponent
    var height: Double?
    switch resolution {
    case .mapping(let index):
      let mapping = mappings[index]
      component =
        mapping.make(object, context) ?? AnyComponent(TitleCell(String(describing: object)))
      height = mapping.height
    case .own:
      component = Self.ownCell(object, context: context)
    case .fallback:
      component = AnyComponent(TitleCell(String(describing: object)))
    }
    if let lines = (object as? any RowHeightProviding)?.rowHeight {
      return AnyComponent(component.frame(lines: lines))
    }
    if let height {
      return AnyComponent(component.frame(height: .points(height)))
    }
    return component
  }

  /// The explicit row height for an object, if a mapping or the object
  /// fixes one: the object's in lines (``RowHeightProviding``), a
  /// mapping's in host units.
  public func explicitHeight(for object: any Sendable) -> Double? {
    if let fixed = (object as? any RowHeightProviding)?.rowHeight { return fixed }
    if case .mapping(let index) = resolve(type(of: object), object) {
      return mappings[index].height
    }
    return nil
  }

  private static func ownCell(_ object: any Sendable, context: CellContext) -> AnyComponent {
    if let named = object as? any TableCellObject {
      return AnyComponent(named.makeCell(context: context))
    }
    if let component = object as? any Component {
      return AnyComponent(component)
    }
    return AnyComponent(TitleCell(String(describing: object)))
  }

  private func resolve(_ type: any Any.Type, _ object: any Sendable) -> Resolution {
    let key = ObjectIdentifier(type)
    if let cached = cache.table.withLock({ $0[key] }) { return cached }
    let found = lookUp(type, object)
    cache.table.withLock { $0[key] = found }
    return found
  }

  private func lookUp(_ type: any Any.Type, _ object: any Sendable) -> Resolution {
    if let exact = mappings.lastIndex(where: { $0.type == ObjectIdentifier(type) }) {
      return .mapping(exact)
    }
    if let someClass = type as? AnyClass {
      var current: AnyClass? = _getSuperclass(someClass)
      while let superclass = current {
        if let index = mappings.lastIndex(where: { $0.type == ObjectIdentifier(superclass) }) {
          return .mapping(index)
        }
        current = _getSuperclass(superclass)
      }
    }
    if let index = mappings.lastIndex(where: { $0.matches(object) }) {
      return .mapping(index)
    }
    if object is any TableCellObject || object is any Component { return .own }
    return .fallback
  }
}
