/// An encoded image format, recognised by its first bytes (never by a file
/// name or a `Content-Type`, which lie).
public enum ImageFormat: String, Hashable, Sendable, CustomStringConvertible {
  /// Portable Network Graphics.
  case png
  /// JPEG (JFIF or Exif).
  case jpeg
  /// Netpbm (`P1`–`P7`), decoded by the core's ``Trellis/PixelImage``.
  case netpbm

  /// The format whose signature `bytes` start with, if any.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let head = Array(bytes.prefix(8))
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if head.count >= 2, head[0] == UInt8(ascii: "P"),
      (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(head[1])
    {
      self = .netpbm
    } else {
      return nil
    }
  }

  /// `PNG`, `JPEG` or `Netpbm`.
  public var description: String {
    switch self {
    case .png: "PNG"
    case .jpeg: "JPEG"
    case .netpbm: "Netpbm"
    }
  }
}
