/// An image as pixels in memory: 8-bit red, green, blue and alpha, row by
/// row from the top-left corner.
///
/// Show one with ``Image/init(pixels:altText:)``; hosts that can draw pixels
/// do (a terminal with coloured half blocks), others show the alternative
/// text. Decode portable anymap files (PPM, PGM, PBM, PAM) with
/// ``init(netpbm:maximumPixelCount:)``, which refuses images over
/// ``defaultMaximumPixelCount`` (24 megapixels) from their header, before
/// allocating.
///
/// ```swift
/// let image = try PixelImage(width: 2, height: 1, rgba: [255, 0, 0, 255,  0, 0, 255, 255])
/// Image(pixels: image, altText: "red and blue").frame(width: 2, height: 1)
/// ```
public struct PixelImage: Hashable, Sendable, AttributeValue {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// Four bytes per pixel — red, green, blue, alpha — row by row.
  public let rgba: [UInt8]

  /// Creates an image from RGBA bytes.
  ///
  /// - Throws: ``PixelImageError/sizeMismatch(expected:found:)`` unless
  ///   `rgba` holds exactly `width × height × 4` bytes, and
  ///   ``PixelImageError/invalidSize(width:height:)`` for a negative size.
  public init(width: Int, height: Int, rgba: [UInt8]) throws(PixelImageError) {
    guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false
    else { throw .invalidSize(width: width, height: height) }
    guard rgba.count == width * height * 4 else {
      throw .sizeMismatch(expected: width * height * 4, found: rgba.count)
    }
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// The pixel at column `x`, row `y` (both in range).
  public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    let offset = (y * width + x) * 4
    return (rgba[offset], rgba[offset + 1], rgba[offset + 2], rgba[offset + 3])
  }

  /// `PixelImage(w×h)`.
  public var description: String { "PixelImage(\(width)×\(height))" }
}

/// Why bytes are not a ``PixelImage``.
public enum PixelImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A negative or overflowing size.
  case invalidSize(width: Int, height: Int)
  /// The pixel data is not the size the dimensions need.
  case sizeMismatch(expected: Int, found: Int)
  /// The bytes do not start with a Netpbm magic number this decoder reads
  /// (`P1`–`P7`).
  case unsupportedFormat
  /// The header is malformed: what was wrong, and at which byte.
  case malformedHeader(String, offset: Int)
  /// The data ended before every pixel was read.
  case truncated(expected: Int, found: Int)
  /// The header declares more pixels than the decoder's limit
  /// (``PixelImage/defaultMaximumPixelCount`` unless given); refused
  /// before any pixel memory was allocated.
  case tooLarge(width: Int, height: Int, limit: Int)
  /// The image file is missing, a directory, a device or otherwise not a
  /// regular file that can be read.
  case fileUnreadable(path: String)
  /// The image file is larger than the reader's limit
  /// (``PixelImage/defaultMaximumFileSize`` unless given); refused before
  /// it was read.
  case fileTooLarge(path: String, size: Int, limit: Int)

  /// What went wrong.
  public var description: String {
    switch self {
    case .invalidSize(let width, let height): "invalid image size \(width)×\(height)"
    case .sizeMismatch(let expected, let found):
      "pixel data has \(found) bytes where \(expected) are needed"
    case .unsupportedFormat: "not a Netpbm image (P1–P7)"
    case .malformedHeader(let problem, let offset): "malformed header at byte \(offset): \(problem)"
    case .truncated(let expected, let found):
      "image data truncated: \(found) of \(expected) samples"
    case .tooLarge(let width, let height, let limit):
      "image of \(width)×\(height) pixels exceeds the limit of \(limit) pixels (maximumPixelCount)"
    case .fileUnreadable(let path): "cannot read \(path) as an image file"
    case .fileTooLarge(let path, let size, let limit):
      "image file \(path) has \(size) bytes, over the limit of \(limit) (maximumFileSize)"
    }
  }
}
