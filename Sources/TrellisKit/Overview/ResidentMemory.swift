import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory the process holds in RAM (its resident set size), as the
/// overview shows it.
///
/// On Linux it is read from `/proc/self/statm`; elsewhere ``current()``
/// reports ``ResidentMemoryError/unsupportedPlatform``.
public enum ResidentMemory {
  /// Where Linux reports the process's memory, in pages.
  public static let statmPath = "/proc/self/statm"

  /// The resident size in bytes now.
  public static func current() -> Result<Int, ResidentMemoryError> {
    #if os(Linux)
      guard let contents = try? String(contentsOfFile: statmPath, encoding: .utf8) else {
        return .failure(.unreadable(path: statmPath))
      }
      return parse(statm: contents, pageSize: Int(sysconf(Int32(_SC_PAGESIZE))))
    #else
      return .failure(.unsupportedPlatform)
    #endif
  }

  /// The resident size in bytes from the text of a `statm` file (`size
  /// resident shared …`, in pages of `pageSize` bytes).
  public static func parse(statm contents: String, pageSize: Int) -> Result<
    Int, ResidentMemoryError
  > {
    let fields = contents.split(whereSeparator: \.isWhitespace)
    guard fields.count >= 2, let pages = Int(fields[1]), pages >= 0, pageSize > 0 else {
      return .failure(.malformed(path: statmPath, contents: String(contents.prefix(80))))
    }
    let (bytes, overflow) = pages.multipliedReportingOverflow(by: pageSize)
    guard !overflow else {
      return .failure(.malformed(path: statmPath, contents: String(contents.prefix(80))))
    }
    return .success(bytes)
  }

  /// `bytes` for people: `"812 KB"`, `"23.4 MB"`, `"1.2 GB"`.
  public static func format(bytes: Int) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    if unit == 0 { return "\(bytes) B" }
    let rounded = value < 100 ? (value * 10).rounded() / 10 : value.rounded()
    let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    return "\(text) \(units[unit])"
  }
}

/// Why the resident size could not be read.
public enum ResidentMemoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String)
  /// The file did not hold a page count where expected (its start is
  /// kept).
  case malformed(path: String, contents: String)
  /// This platform has no reader (only Linux has one).
  case unsupportedPlatform

  /// What went wrong, and where.
  public var description: String {
    switch self {
    case .unreadable(let path): "cannot read \(path)"
    case .malformed(let path, let contents): "no resident page count in \(path): “\(contents)”"
    case .unsupportedPlatform: "resident size is not available on this platform"
    }
  }
}
