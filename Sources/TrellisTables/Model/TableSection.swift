/// One section of a ``TableModel``: an optional header and footer around a
/// contiguous run of objects.
///
/// ```
/// ┌ header "Fruit" ┐
/// │ apple          │  objects[0]
/// │ banana         │  objects[1]
/// └ footer "2 kinds"┘
/// ```
public struct TableSection: Sendable {
  /// The title shown above the section, if any.
  public var header: String?
  /// The text shown below the section, if any.
  public var footer: String?
  /// The rows' objects, in order.
  public var objects: [any Sendable]

  /// Creates a section.
  public init(header: String? = nil, footer: String? = nil, objects: [any Sendable] = []) {
    self.header = header
    self.footer = footer
    self.objects = objects
  }

  /// The number of rows.
  public var count: Int { objects.count }
}
