/// What a ``PhotoAlbum`` shows: the grid, or one photo full screen.
public struct PhotoAlbumState: Hashable, Sendable {
  /// The photo shown full screen; `nil` shows the grid.
  public var selected: Int?
  /// How the full-screen photo fills the viewer.
  public var zoom: ImageContentMode
  /// The photo the viewer showed last: back in the grid, its thumbnail
  /// takes focus, so the keyboard goes on from where the user was.
  public var lastShown: Int?

  /// The grid, zoom to fit.
  public init(selected: Int? = nil, zoom: ImageContentMode = .fit) {
    self.selected = selected
    self.zoom = zoom
  }
}
