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
  /// The image's size, in ``imageSizeUnit``: by default 2 characters of
  /// the host's text by a line.
  public var imageSize: Size
  /// What ``imageSize`` counts: the host's text (the default; cells on a
  /// terminal) or the host's own units.
  public var imageSizeUnit: SizeUnit

  /// Creates an image + title cell, the image `imageSize` in `imageSizeUnit`.
  public init(
    image: Image.Source, title: String, imageSize: Size = Size(width: 2, height: 1),
    imageSizeUnit: SizeUnit = .text
  ) {
    self.image = image
    self.title = title
    self.imageSize = imageSize
    self.imageSizeUnit = imageSizeUnit
  }

  /// The cell's layout.
  public var body: some Component {
    Stack(.horizontal, spacing: 1, alignment: .center) {
      sizedImage
      Text(title).flex(grow: 1, shrink: 1).tag("title")
    }.scaled()
  }

  /// The image at its size; the tag on the image itself, so a size in
  /// text adds no view around it.
  private var sizedImage: AnyComponent {
    let image = Image(image, altText: title).tag("image")
    return switch imageSizeUnit {
    case .host:
      AnyComponent(
        image.frame(width: .points(imageSize.width), height: .points(imageSize.height)))
    case .text: AnyComponent(image.frame(characters: imageSize.width, lines: imageSize.height))
    }
  }
}
