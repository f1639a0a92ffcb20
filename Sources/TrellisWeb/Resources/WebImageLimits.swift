/// The bounds on the images a session serves (see <doc:ImagesAndThemes>),
/// each checked before memory is spent on it.
public struct WebImageLimits: Sendable, Hashable {
  /// The most images one session serves at once (one per image view
  /// showing a picture): 1,000 by default.
  public var maximumImagesPerSession: Int
  /// The most pixels one served image has (its frame times the device
  /// pixel ratio, or less): 16,777,216 (4096 × 4096) by default. A bigger
  /// frame gets the image scaled to this many pixels.
  public var maximumPixelsPerImage: Int
  /// The most bytes of an image file (`Image(file:)`) read to serve it:
  /// 32 MiB by default, checked from the file's size before reading.
  public var maximumFileBytes: Int
  /// The most bytes of encoded images a session keeps to serve again:
  /// 64 MiB by default. Past it, images are encoded again per request
  /// instead of kept.
  public var maximumCachedBytesPerSession: Int
  /// The highest device pixel ratio images are made for (a page reporting
  /// more gets this): 4 by default.
  public var maximumPixelRatio: Double

  /// Limits; every value has a default.
  public init(
    maximumImagesPerSession: Int = 1000, maximumPixelsPerImage: Int = 4096 * 4096,
    maximumFileBytes: Int = 32 << 20, maximumCachedBytesPerSession: Int = 64 << 20,
    maximumPixelRatio: Double = 4
  ) {
    self.maximumImagesPerSession = maximumImagesPerSession
    self.maximumPixelsPerImage = maximumPixelsPerImage
    self.maximumFileBytes = maximumFileBytes
    self.maximumCachedBytesPerSession = maximumCachedBytesPerSession
    self.maximumPixelRatio = maximumPixelRatio
  }
}

/// Why an image view's picture is not served: the view shows the reason
/// (its `imageError` attribute), as the terminal shows a failed image.
public enum WebImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The session already serves ``WebImageLimits/maximumImagesPerSession``
  /// images.
  case tooManyImages(limit: Int)
  /// The image file is larger than ``WebImageLimits/maximumFileBytes``.
  case fileTooLarge(path: String, bytes: Int, limit: Int)
  /// The image file cannot be read.
  case unreadableFile(path: String)
  /// The bytes are no image the decoder reads, or cannot be encoded; the
  /// decoder's reason.
  case undecodable(String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .tooManyImages(let limit): "too many images: a session shows at most \(limit)"
    case .fileTooLarge(let path, let bytes, let limit):
      "image file \(path) has \(bytes) bytes, more than the limit of \(limit)"
    case .unreadableFile(let path): "image file \(path) cannot be read"
    case .undecodable(let reason): "image cannot be served: \(reason)"
    }
  }

  /// A few words for the image view, as the terminal's error image shows.
  var shortDescription: String {
    switch self {
    case .tooManyImages: "too many images"
    case .fileTooLarge: "too large"
    case .unreadableFile: "no file"
    case .undecodable: "corrupt image"
    }
  }
}
