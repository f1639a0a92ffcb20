import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Watches a directory for files written or renamed into it (inotify on
/// Linux) and reports the names changed, debounced: a burst of events (an
/// editor writing a temporary file and renaming it over the old one) is one
/// report, once the directory has been quiet for ``debounce``.
///
/// The directory is watched, not the file: an editor's rename replaces the
/// file's inode, which a watch on the file itself would lose.
public final class DirectoryWatcher: Sendable {
  /// Why watching failed.
  public struct WatchError: Error, Sendable, CustomStringConvertible {
    /// What failed.
    public var description: String
  }

  /// The batches of file names changed, in order.
  public let changes: AsyncStream<Set<String>>
  /// The directory watched.
  public let directory: String
  /// How long the directory must be quiet before a batch is reported.
  public let debounce: Duration
  private let state: WatchState

  /// Starts watching `directory`.
  public init(directory: String, debounce: Duration = .milliseconds(50)) throws(WatchError) {
    self.directory = directory
    self.debounce = debounce
    let (stream, continuation) = AsyncStream.makeStream(of: Set<String>.self)
    self.changes = stream
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_CLOEXEC))
      guard fd >= 0 else { throw WatchError(description: "inotify_init1 failed (errno \(errno))") }
      let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE)
      guard inotify_add_watch(fd, directory, mask) >= 0 else {
        close(fd)
        throw WatchError(description: "cannot watch \(directory) (errno \(errno))")
      }
      state = WatchState(fd: fd)
      let state = state
      let quietMilliseconds = Int32(
        debounce.components.seconds * 1000 + debounce.components.attoseconds / 1_000_000_000_000_000
      )
      Thread.detachNewThread {
        Self.readLoop(state: state, quiet: max(1, quietMilliseconds), continuation: continuation)
      }
    #else
      state = WatchState(fd: -1)
      throw WatchError(description: "watching needs inotify (Linux)")
    #endif
  }

  /// Stops watching; ``changes`` finishes.
  public func stop() { state.stop() }

  deinit { state.stop() }

  #if os(Linux)
    private static func readLoop(
      state: WatchState, quiet: Int32, continuation: AsyncStream<Set<String>>.Continuation
    ) {
      var buffer = [UInt8](repeating: 0, count: 8192)
      var pending: Set<String> = []
      while !state.isStopped {
        var descriptor = pollfd(fd: state.fd, events: Int16(POLLIN), revents: 0)
        // Wait long while idle, `quiet` while a batch is open.
        let ready = poll(&descriptor, 1, pending.isEmpty ? 100 : quiet)
        if ready < 0, errno != EINTR { break }
        if ready <= 0 {
          if !pending.isEmpty {
            continuation.yield(pending)
            pending.removeAll()
          }
          continue
        }
        let count = buffer.withUnsafeMutableBytes { read(state.fd, $0.baseAddress, $0.count) }
        if count <= 0 { continue }
        pending.formUnion(names(in: buffer, count: count))
      }
      continuation.finish()
      state.closeDescriptor()
    }

    /// The names in a buffer of `struct inotify_event`s.
    static func names(in buffer: [UInt8], count: Int) -> [String] {
      var names: [String] = []
      var offset = 0
      let header = MemoryLayout<inotify_event>.size
      while offset + header <= count {
        let length = buffer.withUnsafeBytes {
          Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        }
        let start = offset + header
        let end = min(count, start + length)
        let bytes = buffer[start..<end].prefix { $0 != 0 }
        if !bytes.isEmpty { names.append(String(decoding: bytes, as: UTF8.self)) }
        offset = start + length
      }
      return names
    }
  #endif
}

/// The descriptor and stop flag the reading thread shares.
private final class WatchState: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var stopped = false
  private var closed = false
  let fd: Int32

  init(fd: Int32) { self.fd = fd }

  var isStopped: Bool { lock.withLock { stopped } }

  func stop() { lock.withLock { stopped = true } }

  func closeDescriptor() {
    lock.withLock {
      guard !closed, fd >= 0 else { return }
      closed = true
      close(fd)
    }
  }
}
