/// A view of a ``HostViewTree`` as a test or a tool sees it: its kind,
/// attributes and frames, at the moment it was read.
public struct MountedView: Sendable, Equatable, CustomStringConvertible {
  /// The view's id.
  public let id: ViewID
  /// The view's kind.
  public let kind: ViewKind
  /// The attributes the view shows.
  public let attributes: Attributes
  /// The frame in its parent's coordinates.
  public let frame: Rect
  /// The frame in the host's root coordinates (scroll offsets and modal
  /// placement applied).
  public let absoluteFrame: Rect
  /// The children's ids, back to front.
  public let children: [ViewID]
  /// The parent's id, or `nil` for the root and detached views.
  public let parent: ViewID?
  /// How far the view's content is scrolled (scroll views and lists).
  public let contentOffset: Point

  /// The value of an attribute.
  public subscript<Value>(key: AttributeKey<Value>) -> Value? { attributes[key] }

  /// The view's tag.
  public var tag: String? { attributes[.tag] }

  /// The view's identifier.
  public var identifier: String? { attributes[.identifier] }

  /// The plain text the view shows: its text, title, value or label (a
  /// column row's cells, separated by spaces).
  public var text: String? {
    if let text = attributes[.text] { return text.plainText }
    if let cells = attributes[.cells] { return cells.map(\.plainText).joined(separator: " ") }
    return attributes[.title] ?? attributes[.value] ?? attributes[.badgeText]
      ?? attributes[.label]
  }

  /// `kind (x, y) WxH attributes`.
  public var description: String {
    "\(kind) \(absoluteFrame)" + (attributes.isEmpty ? "" : " \(attributes)")
  }
}
