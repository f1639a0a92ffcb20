/// One component declared in a screen file: its kind, its properties, its
/// children (for stacks) and its sections (for tables), and where it is.
public struct ComponentSpec: Sendable, Hashable {
  /// The kind: a built-in (`text`, `stack`, …) or a registered name.
  public var kind: String
  /// The properties by name, type-checked for built-in kinds.
  public var properties: [String: PropertyValue]
  /// The children of a container.
  public var children: [ComponentSpec]
  /// The sections of a table.
  public var sections: [SectionSpec]
  /// The cell template of a table bound to a list (`rows: bindTo.…`).
  public var cellTemplate: [ComponentSpec]
  /// Where the component's `kind` is written.
  public var location: SourceLocation
  /// Where each bound property's path is written, by property name.
  public var bindingLocations: [String: SourceLocation] = [:]

  /// Creates a component spec.
  public init(
    kind: String, properties: [String: PropertyValue] = [:], children: [ComponentSpec] = [],
    sections: [SectionSpec] = [], cellTemplate: [ComponentSpec] = [], location: SourceLocation
  ) {
    self.kind = kind
    self.properties = properties
    self.children = children
    self.sections = sections
    self.cellTemplate = cellTemplate
    self.location = location
  }

  /// How many components the spec holds, itself included.
  public var componentCount: Int {
    1 + children.reduce(0) { $0 + $1.componentCount }
      + sections.reduce(0) { $0 + $1.cells.reduce(0) { $0 + $1.componentCount } }
      + cellTemplate.reduce(0) { $0 + $1.componentCount }
  }
}

/// A table section in a screen file: header, footer and cells.
public struct SectionSpec: Sendable, Hashable {
  /// The header, if any.
  public var header: String?
  /// The footer, if any.
  public var footer: String?
  /// The cells, in order.
  public var cells: [ComponentSpec]

  /// Creates a section.
  public init(header: String? = nil, footer: String? = nil, cells: [ComponentSpec]) {
    self.header = header
    self.footer = footer
    self.cells = cells
  }
}

/// One screen declared in a screen file.
public struct ScreenSpec: Sendable, Hashable {
  /// The identifier `instantiate(_:)` finds it by.
  public var identifier: String
  /// The registered screen type to make (a `Screen` subclass), if any.
  public var type: String?
  /// The title.
  public var title: String
  /// The registered presenter to make, if any.
  public var presenter: String?
  /// The component tree.
  public var body: ComponentSpec
  /// Where the screen is declared.
  public var location: SourceLocation
  /// The declared type of the screen's data object (`dataObject: Clock`),
  /// whose keys the file's paths were checked against.
  public var dataObjectType: String?
}
