/// One icon of a ``LauncherView``: a glyph (an emoji or a few letters), a
/// title and an optional badge.
public struct LauncherItem: Hashable, Sendable, Codable, Identifiable {
  /// What the item is known by in a ``LauncherArrangement``; unique.
  public var id: String
  /// The title under the glyph.
  public var title: String
  /// The icon's picture: one or two cells of text, such as `📷` or `Ab`.
  public var glyph: String
  /// A badge on the icon (a count or short text), or `nil`.
  public var badge: String?

  /// Creates an item.
  public init(id: String, title: String, glyph: String, badge: String? = nil) {
    self.id = id
    self.title = title
    self.glyph = glyph
    self.badge = badge
  }
}
