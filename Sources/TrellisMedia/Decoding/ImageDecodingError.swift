/// Why bytes could not be decoded into an image.
public enum ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The bytes start with no signature a decoder knows: the first bytes,
  /// in hexadecimal, say what they were.
  case unrecognizedFormat(firstBytes: String)
  /// The image declares more pixels than the decoder accepts; refused
  /// before any pixel memory was allocated.
  case tooLarge(width: Int, height: Int, limit: Int)
  /// The data is damaged: the codec's own message.
  case corrupt(format: ImageFormat, reason: String)
  /// The data ends before the image does (a download cut short). Never a
  /// partial image: a decoder would make up the missing rows (libjpeg fills
  /// them grey), which must not pass for the picture.
  case truncated(format: ImageFormat, byteCount: Int)
  /// A valid image of a kind this decoder does not draw (such as CMYK).
  case unsupported(format: ImageFormat, reason: String)
  /// There was no memory for the pixels.
  case outOfMemory(format: ImageFormat)

  /// What went wrong.
  public var description: String {
    switch self {
    case .unrecognizedFormat(let bytes):
      "not a PNG, JPEG or Netpbm image (starts with \(bytes.isEmpty ? "nothing" : bytes))"
    case .tooLarge(let width, let height, let limit):
      "image of \(width)×\(height) pixels exceeds the limit of \(limit) pixels"
    case .corrupt(let format, let reason): "corrupt \(format) data: \(reason)"
    case .truncated(let format, let count):
      "truncated \(format) data: the image goes on past its \(count) bytes"
    case .unsupported(let format, let reason): "unsupported \(format) image: \(reason)"
    case .outOfMemory(let format): "no memory to decode the \(format) image"
    }
  }
}
