#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a font file, read whole into memory that C libraries may
/// keep: HarfBuzz's blob takes ownership and frees it.
struct FontFileBytes {
  /// The file's bytes, allocated with `malloc`.
  let pointer: UnsafeMutableRawPointer
  /// Their number (at least 1).
  let count: Int

  /// Reads the file at `path`, checking its size against `limit` before
  /// allocating.
  init(path: String, limit: Int) throws(FontError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT || code == ENOTDIR { throw .fileNotFound(path: path) }
      throw .unreadable(path: path, reason: Self.message(code))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw .unreadable(path: path, reason: Self.message(errno))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw .unreadable(path: path, reason: "not a regular file")
    }
    let size = Int(status.st_size)
    guard size <= limit else { throw .tooLarge(path: path, byteCount: size, limit: limit) }
    guard size > 0 else { throw .invalidFont(path: path, reason: "the file is empty") }
    guard let buffer = malloc(size) else {
      throw .unreadable(path: path, reason: "out of memory for \(size) bytes")
    }
    var done = 0
    while done < size {
      let got = read(descriptor, buffer + done, size - done)
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else {
        let reason = got == 0 ? "the file ended early" : Self.message(errno)
        free(buffer)
        throw .unreadable(path: path, reason: reason)
      }
      done += got
    }
    pointer = buffer
    count = size
  }

  /// The system's text for `code`.
  private static func message(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

extension FontFileBytes {
  /// Whether something is at `path`.
  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }
}
