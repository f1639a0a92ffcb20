#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``TerminalBackend`` that writes to a file descriptor, usually the terminal a
/// ``TerminalSession`` set up.
public struct TTYOutput: TerminalBackend, Sendable {
  /// The descriptor written to.
  public let fileDescriptor: Int32

  /// Creates an output writing to `fileDescriptor` (standard output by default).
  public init(fileDescriptor: Int32 = 1) {
    self.fileDescriptor = fileDescriptor
  }

  /// Writes all of `bytes`, retrying after interruptions and partial writes, and
  /// waiting for a non-blocking descriptor to drain.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    try writeAll(bytes, to: fileDescriptor)
  }
}

/// Writes every byte to `fd`, handling EINTR, partial writes and EAGAIN.
func writeAll(_ bytes: [UInt8], to fd: Int32) throws(TerminalError) {
  var written = 0
  var failure: Int32 = 0
  bytes.withUnsafeBytes { buffer in
    guard let base = buffer.baseAddress else { return }
    while written < buffer.count {
      let result = write(fd, base + written, buffer.count - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else if result < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 1000)
      } else {
        failure = result < 0 ? errno : EIO
        return
      }
    }
  }
  if failure != 0 { throw .systemCall("write", errno: failure) }
}
