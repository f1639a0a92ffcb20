/// Why a font file could not be used, naming the file.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at `path`.
  case fileNotFound(path: String)
  /// The file at `path` exists but could not be read: `reason` is the
  /// system's message (permissions, a folder, an I/O error).
  case unreadable(path: String, reason: String)
  /// The file at `path` is `byteCount` bytes, more than the `limit` a font
  /// may take (``FontFamily/maximumFileSize``); it was not read.
  case tooLarge(path: String, byteCount: Int, limit: Int)
  /// The file at `path` is not a font FreeType and HarfBuzz can use:
  /// `reason` says what is wrong with it.
  case invalidFont(path: String, reason: String)

  /// The file the error is about.
  public var path: String {
    switch self {
    case .fileNotFound(let path), .unreadable(let path, _), .tooLarge(let path, _, _),
      .invalidFont(let path, _):
      return path
    }
  }

  /// What went wrong, with the file's path.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return "\(path): no such font file"
    case .unreadable(let path, let reason):
      return "\(path): cannot read the font file: \(reason)"
    case .tooLarge(let path, let byteCount, let limit):
      return "\(path): the font file is \(byteCount) bytes, over the limit of \(limit)"
    case .invalidFont(let path, let reason):
      return "\(path): not a usable font: \(reason)"
    }
  }
}
