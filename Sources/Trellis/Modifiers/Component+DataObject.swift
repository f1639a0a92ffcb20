/// The model object a view stands for — a row's element, a card's fruit —
/// kept by the mounted view so that bindings find it through the view tree
/// (TJBinder's `dataObject`). Set it with ``Component/dataObject(_:isCell:)``.
///
/// Two data objects are equal when they are the same instance (for
/// classes) or equal values (for `Equatable` values); other values never
/// compare equal, so a view always takes a new one.
public struct DataObject: AttributeValue, @unchecked Sendable {
  // Unchecked: the object is only read on the main actor, by the view tree
  // and what observes it; components carry it without touching it.
  /// The object.
  public let object: Any
  /// The name of the component type that set it (generic parameters
  /// dropped): what `@superviewWithClass[Name]` matches besides the kind.
  public let componentType: String?
  /// Whether the view is a table's or collection's cell, which
  /// `@cell` finds.
  public let isCell: Bool

  /// Wraps `object`, set by a component of type `componentType`;
  /// `isCell` marks a table's or collection's cell.
  public init(_ object: Any, componentType: String? = nil, isCell: Bool = false) {
    self.object = object
    self.componentType = componentType
    self.isCell = isCell
  }

  /// Same instance, or equal `Equatable` values, set by the same type.
  public static func == (lhs: DataObject, rhs: DataObject) -> Bool {
    lhs.componentType == rhs.componentType && lhs.isCell == rhs.isCell
      && lhs.isSameObject(as: rhs.object)
  }

  /// Whether `other` is this data object: the same instance for a class,
  /// an equal value for an `Equatable` value.
  public func isSameObject(as other: Any) -> Bool {
    if type(of: object) is AnyClass, type(of: other) is AnyClass {
      return (object as AnyObject) === (other as AnyObject)
    }
    guard let equatable = object as? any Equatable else { return false }
    return equatable.isEqual(toAny: other)
  }

  /// The object's type: short and stable, for tree dumps.
  public var description: String { "\(type(of: object))" }
}

extension Equatable {
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension AttributeKey where Value == DataObject {
  /// The model object a view stands for (see ``Component/dataObject(_:isCell:)``).
  public static var dataObject: Self { Self("dataObject") }
}

extension Component {
  /// The component's type name without generic parameters, looking
  /// through modifiers (`Decorated<Keyed<Stack<…>>>` is `Stack`).
  static var baseTypeName: String {
    var name = Substring("\(Self.self)")
    while let open = name.firstIndex(of: "<"),
      ["Decorated", "Keyed"].contains(name[..<open]), name.last == ">"
    {
      name = name[name.index(after: open)..<name.index(before: name.endIndex)]
    }
    return String(name.prefix { $0 != "<" })
  }

  /// Gives the component's view a data object: the model it stands for,
  /// which bindings inside it (or around it) find through the view tree.
  /// Table rows get their model object this way from the table.
  ///
  /// ```swift
  /// FruitCard().dataObject(fruit)
  /// ```
  ///
  /// The object is compared by identity (classes) or equality (values):
  /// giving a view another object re-resolves the bindings that read it.
  /// `isCell` marks the view as a table's or collection's cell, which a
  /// binding's `@cell` finds (tables and collections set it on each row).
  public func dataObject(_ object: any Sendable, isCell: Bool = false) -> Decorated<Self> {
    let base = Self.baseTypeName
    return decorated {
      $0.attributes[.dataObject] = DataObject(object, componentType: base, isCell: isCell)
    }
  }
}
