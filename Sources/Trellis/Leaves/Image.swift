import TrellisLayout

/// An image by name, file or URL, with a placeholder and alternative text.
///
/// Give images a size with ``Component/frame(width:height:)``; without one,
/// an image takes the size of its alternative text (what a text-only host
/// shows instead).
public struct Image: Component, PrimitiveComponent {
  /// Where the image comes from.
  public enum Source: Hashable, Sendable {
    /// A named image in the host's assets.
    case named(String)
    /// A file path.
    case file(String)
    /// A URL, loaded by the host.
    case url(String)
    /// Pixels in memory.
    case pixels(PixelImage)
  }

  /// Where the image comes from.
  public var source: Source
  /// Shown while the image loads or when it cannot be loaded.
  public var placeholder: String?
  /// Describes the image for accessibility and text-only hosts.
  public var altText: String?

  /// Creates an image from a source.
  public init(_ source: Source, placeholder: String? = nil, altText: String? = nil) {
    self.source = source
    self.placeholder = placeholder
    self.altText = altText
  }

  /// A named image from the host's assets.
  public init(named name: String, altText: String? = nil) {
    self.init(.named(name), altText: altText)
  }

  /// An image loaded from a URL, with a placeholder while it loads.
  public init(url: String, placeholder: String? = nil, altText: String? = nil) {
    self.init(.url(url), placeholder: placeholder, altText: altText)
  }

  /// An image read from a file. The terminal host draws Netpbm files
  /// (`.ppm`, `.pgm`, `.pbm`, `.pam`) in colour.
  public init(file: String, altText: String? = nil) {
    self.init(.file(file), altText: altText)
  }

  /// An image from pixels in memory (see ``PixelImage``).
  public init(pixels: PixelImage, altText: String? = nil) {
    self.init(.pixels(pixels), altText: altText)
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .image)
    switch source {
    case .named(let name): view[.imageName] = name
    case .file(let path): view[.imageFile] = path
    case .url(let url): view[.imageURL] = url
    case .pixels(let image): view[.imagePixels] = image
    }
    view[.imagePlaceholder] = placeholder
    view[.altText] = altText
    let stand = altText ?? placeholder ?? " "
    builder.leaf(view: view, text: TextContent(text: StyledText(stand), maxLines: 1))
  }
}
