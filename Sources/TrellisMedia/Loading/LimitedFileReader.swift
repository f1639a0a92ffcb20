import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a `file:` URL's file only when its size is within a limit: the
/// size is checked first, and no more than the limit is ever read (a file
/// growing meanwhile, or a device like `/dev/zero`, cannot take more).
enum LimitedFileReader {
  /// The bytes of the file at `url`.
  ///
  /// - Throws: ``MediaLoadingError/fileUnreadable(_:)`` for a missing,
  ///   unreadable or non-regular file (a folder, a device, a pipe);
  ///   ``MediaLoadingError/bodyTooLarge(_:kind:limit:declaredLength:)``
  ///   when it has more than `limit` bytes.
  static func contents(of url: URL, limit: Int, kind: HTTPRequestKind) throws(MediaLoadingError)
    -> [UInt8]
  {
    let path = url.path
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { throw .fileUnreadable(path) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      throw .fileUnreadable(path)
    }
    let tooLarge = MediaLoadingError.bodyTooLarge(
      url, kind: kind, limit: limit, declaredLength: Int64(info.st_size))
    var body: LimitedBody
    do {
      body = try LimitedBody(limit: limit, declaredLength: Int64(info.st_size))
    } catch {
      throw tooLarge
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count == 0 { return body.bytes }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fileUnreadable(path)
      }
      do {
        try body.append(contentsOf: chunk[..<count])
      } catch {
        throw tooLarge
      }
    }
  }
}
