public import Foundation

/// One photo of a ``PhotoAlbum``: where it is and what it shows.
public struct Photo: Hashable, Sendable {
  /// The image's URL: `http`, `https`, or a `file` URL.
  public var url: URL
  /// The caption under the photo in the viewer.
  public var caption: String

  /// A photo at `url` with a caption.
  public init(url: URL, caption: String = "") {
    self.url = url
    self.caption = caption
  }

  /// A photo in a file.
  public init(file path: String, caption: String = "") {
    self.init(url: URL(fileURLWithPath: path), caption: caption)
  }
}
