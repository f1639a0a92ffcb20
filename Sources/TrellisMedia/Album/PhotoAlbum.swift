public import Trellis

/// A photo album (Nimbus' `NIPhotoAlbumScrollView`): a grid of
/// thumbnails; choosing one shows it full screen with its caption and a
/// counter ("3 of 24"). In the viewer, ← and → go to the previous or next
/// photo, as do a click on the left or right half of the photo, the mouse
/// wheel over it (down or right: next) and a swipe — a drag across it of at
/// least ``swipeDistance`` characters of the host's text (to the left: next, as on a phone); `z`
/// toggles zoom to fit / fill, Esc goes back to the grid. The viewer takes
/// keyboard focus as it opens, so those keys work at once; back in the
/// grid, the thumbnail of the photo last shown has it. The neighbours
/// of the photo shown are fetched ahead of time.
///
/// ```swift
/// PhotoAlbum(photos: urls.map { Photo(url: $0) }, columns: 4)
/// ```
public struct PhotoAlbum: StatefulComponent {
  /// The photos, in order.
  public var photos: [Photo]
  /// Thumbnails per row.
  public var columns: Int
  /// A thumbnail's size, in ``sizeUnit``: by default 12 characters of the
  /// host's text by 6 lines.
  public var thumbnailSize: Size
  /// The viewer's photo size, in ``sizeUnit``: by default 60 characters by
  /// 20 lines.
  public var viewerSize: Size
  /// What the sizes count: characters and lines of the host's text (the
  /// default; cells on a terminal), or the host's own units.
  public var sizeUnit: SizeUnit
  /// Where images come from.
  public var pipeline: ImagePipeline

  /// Creates an album, its sizes in `sizeUnit`.
  public init(
    photos: [Photo], columns: Int = 4, thumbnailSize: Size = Size(width: 12, height: 6),
    viewerSize: Size = Size(width: 60, height: 20), sizeUnit: SizeUnit = .text,
    pipeline: ImagePipeline = .shared
  ) {
    self.photos = photos
    self.columns = max(1, columns)
    self.thumbnailSize = thumbnailSize
    self.viewerSize = viewerSize
    self.sizeUnit = sizeUnit
    self.pipeline = pipeline
  }

  /// The grid first.
  public func initialState() -> PhotoAlbumState { PhotoAlbumState() }

  /// The grid, or the viewer.
  public func body(state: PhotoAlbumState, scope: Scope<PhotoAlbumState>) -> some Component {
    if let index = state.selected, photos.indices.contains(index) {
      viewer(index: index, zoom: state.zoom, scope: scope)
    } else {
      grid(focusing: state.lastShown, scope: scope)
    }
  }

  /// How far, in characters of the host's text (cells on a terminal,
  /// about 30 CSS pixels in a browser; see `PointerDrag.translationInText`),
  /// a horizontal drag across the photo must go to turn to the next or
  /// previous photo.
  public static let swipeDistance: Double = 3

  /// The step a wheel turn or a drag over the viewer's photo asks for: +1
  /// (next), -1 (previous) or 0 (nothing: a drag still going on, too short
  /// or mostly vertical).
  public static func step(for event: HostEvent) -> Int {
    switch event {
    case .wheel(let delta):
      let amount = abs(delta.x) > abs(delta.y) ? delta.x : delta.y
      return amount > 0 ? 1 : amount < 0 ? -1 : 0
    case .drag(let drag) where drag.phase == .ended:
      let moved = drag.translationInText
      let pixels = drag.translation
      guard abs(moved.x) >= swipeDistance, abs(pixels.x) > abs(pixels.y) else { return 0 }
      return moved.x < 0 ? 1 : -1
    default:
      return 0
    }
  }

  /// The text of the viewer's counter, such as "3 of 24".
  public static func counter(index: Int, count: Int) -> String { "\(index + 1) of \(count)" }

  /// The thumbnails; the button of `focused` (the photo the viewer showed
  /// last) takes focus when the grid appears.
  private func grid(focusing focused: Int?, scope: Scope<PhotoAlbumState>) -> some Component {
    let rows = stride(from: 0, to: photos.count, by: columns).map { start in
      Array(photos.indices[start..<min(photos.count, start + columns)])
    }
    let album = self
    return Stack(spacing: 1, alignment: .start) {
      ComponentArray(
        rows.enumerated().map { rowIndex, indices in
          AnyComponent(
            Stack(.horizontal, spacing: 1) {
              ComponentArray(
                indices.map { index in
                  AnyComponent(
                    Stack(spacing: 0, alignment: .center) {
                      image(photos[index], size: thumbnailSize)
                        .contentMode(.fill)
                        .onTap { album.show(index, scope: scope) }
                      // A button so the keyboard reaches every photo.
                      Button("\(index + 1)") { album.show(index, scope: scope) }
                        .autofocus(index == focused)
                        .tag("thumbnail-\(index + 1)")
                    }
                    .key(index))
                })
            }
            .scaled()
            .key(rowIndex))
        })
    }
    // The gaps are steps of the host's spacing scale: a cell on a grid.
    .scaled()
  }

  private func viewer(index: Int, zoom: ImageContentMode, scope: Scope<PhotoAlbumState>)
    -> some Component
  {
    let album = self
    let photo = photos[index]
    return Stack(spacing: 0, alignment: .center) {
      Stack(.horizontal, spacing: 2, alignment: .center) {
        Button("◀") { album.show(index - 1, scope: scope) }.disabled(index == 0).tag("previous")
        Text(Self.counter(index: index, count: photos.count)).tag("counter")
        Button("▶") { album.show(index + 1, scope: scope) }
          .disabled(index + 1 >= photos.count).tag("next")
        Button(zoom == .fit ? "Fill" : "Fit") {
          scope.mutate { $0.zoom = $0.zoom == .fit ? .fill : .fit }
        }
        // The viewer takes focus as it opens, from wherever it was (a click
        // on a thumbnail leaves it where it was), so its keys work at once:
        // on a button never disabled (◀ and ▶ are at the ends, and a
        // disabled button loses focus).
        .takesFocusOnAppear()
        .tag("zoom")
        Button("Grid") { album.closeViewer(scope: scope) }.tag("grid")
      }
      .scaled()
      image(photo, size: viewerSize)
        .contentMode(zoom)
        .key("viewer-\(index)")
        .overlay {
          // A click on the left half goes back, on the right half forward:
          // two halves in front of the photo, whatever its size in the host.
          Stack(.horizontal, spacing: 0, alignment: .stretch) {
            Stack {}.flex(grow: 1, basis: .points(0)).onTap { album.show(index - 1, scope: scope) }
              .tag("previous-half")
            Stack {}.flex(grow: 1, basis: .points(0)).onTap { album.show(index + 1, scope: scope) }
              .tag("next-half")
          }
        }
        .on(.wheel) { event, _ in album.turn(from: index, by: Self.step(for: event), scope: scope) }
        .on(.drag) { event, _ in album.turn(from: index, by: Self.step(for: event), scope: scope) }
        .tag("photo")
      Text(photo.caption).tag("caption")
    }
    .keyCommand(KeyPress(.left), "Previous") { _ in album.show(index - 1, scope: scope) }
    .keyCommand(KeyPress(.right), "Next") { _ in album.show(index + 1, scope: scope) }
    .keyCommand(KeyPress(.character("z")), "Zoom") { _ in
      scope.mutate { $0.zoom = $0.zoom == .fit ? .fill : .fit }
    }
    .keyCommand(KeyPress(.escape), "Grid") { _ in album.closeViewer(scope: scope) }
  }

  /// Back to the grid, where the thumbnail of the photo shown takes focus.
  @MainActor
  func closeViewer(scope: Scope<PhotoAlbumState>) {
    scope.mutate { state in
      state.lastShown = state.selected
      state.selected = nil
    }
  }

  /// Shows photo `index` (clamped) full screen and fetches its
  /// neighbours ahead of time.
  @MainActor
  func show(_ index: Int, scope: Scope<PhotoAlbumState>) {
    guard !photos.isEmpty else { return }
    let index = min(max(0, index), photos.count - 1)
    scope.mutate { $0.selected = index }
    preload(around: index)
  }

  /// Shows the photo `step` places from `index`, if there is one: the
  /// wheel and swipes stop at the ends instead of holding the last photo.
  @MainActor
  func turn(from index: Int, by step: Int, scope: Scope<PhotoAlbumState>) {
    guard step != 0, photos.indices.contains(index + step) else { return }
    show(index + step, scope: scope)
  }

  /// A network image of `photo`, `size` in ``sizeUnit``.
  private func image(_ photo: Photo, size: Size) -> NetworkImage {
    switch sizeUnit {
    case .host:
      NetworkImage(
        url: photo.url, width: size.width, height: size.height, altText: photo.caption,
        pipeline: pipeline)
    case .text:
      NetworkImage(
        url: photo.url, characters: size.width, lines: size.height, altText: photo.caption,
        pipeline: pipeline)
    }
  }

  /// Fetches the photos before and after `index` at the viewer's size, in
  /// the pixels the viewer's image asks for.
  func preload(around index: Int) {
    let size = image(photos[index], size: viewerSize).pixelSize
    for neighbour in [index - 1, index + 1] where photos.indices.contains(neighbour) {
      let url = photos[neighbour].url
      let pipeline = pipeline
      Task.detached { _ = try? await pipeline.image(for: url, fitting: size) }
    }
  }
}
