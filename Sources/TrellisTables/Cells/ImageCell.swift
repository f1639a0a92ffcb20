public import Trellis

/// A row showing a small image before a title.
///
/// ```
/// │ [img] Photos                  │
/// ```
public struct ImageCell: Component, Hashable {
  /// The image.
  public var image: Image.Source
  /// The title.
  public var title: String
  /// The image's size in host units.
  public var imageSize: Size

  /// Creates an image + title cell.
  public init(image: Image.Source, title: String, imageSize: Size = Size(width: 2, height: 1)) {
    self.image = image
    self.title = title
    self.imageSize = imageSize
  }

  /// The cell's layout.
  public var body: some Component {
    Stack(.horizontal, spacing: 1, alignment: .center) {
      Image(image, altText: title)
        .frame(width: .points(imageSize.width), height: .points(imageSize.height))
        .tag("image")
      Text(title).flex(grow: 1, shrink: 1).tag("title")
    }.scaled()
  }
}
