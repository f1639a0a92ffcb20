import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to a local server, driven byte by byte, for tests that
/// act as slow, stuck or rude clients.
final class RawSocket {
  let fd: Int32

  /// Connects to 127.0.0.1:`port`; reads give up after `timeout` seconds
  /// (a safety net far above what the tests expect).
  init(port: Int, timeout: Int = 10) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw POSIXError(.EMFILE) }
    var limit = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit { close(fd) }

  /// Sends `text` (ignoring failures: the server may have gone).
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  }

  /// How a read ended.
  enum End: Equatable {
    /// The server closed (or reset) the connection.
    case closed
    /// Nothing came within the safety timeout.
    case timedOut
  }

  /// Reads until the server closes or up to `limit` bytes arrived.
  func readAll(upTo limit: Int = 1 << 20) -> (bytes: [UInt8], end: End) {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while bytes.count < limit {
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        bytes += chunk[0..<count]
      } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
        return (bytes, .timedOut)
      } else if count < 0, errno == EINTR {
        continue
      } else {
        return (bytes, .closed)
      }
    }
    return (bytes, .closed)
  }

  /// Shuts the connection down both ways, as a client that gives up on
  /// its request does (the descriptor is closed when this is released).
  func shutDown() {
    Glibc.shutdown(fd, Int32(SHUT_RDWR))
  }

  /// Makes the close (when this is released) a reset, with no orderly
  /// shutdown, as a client that crashed would.
  func resetOnClose() {
    var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
  }

  /// A whole `GET path` exchange: the response's status line, or nil.
  static func get(_ path: String, port: Int) -> String? {
    guard let socket = try? RawSocket(port: port) else { return nil }
    socket.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    let (bytes, _) = socket.readAll()
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: "\r\n").first.flatMap { $0.isEmpty ? nil : $0 }
  }
}
