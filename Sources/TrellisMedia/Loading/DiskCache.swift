public import Foundation
internal import Synchronization
import Trellis

/// Response bodies on disk, bounded by bytes, with what is needed to
/// revalidate them (`ETag`, `Last-Modified`, freshness). It survives
/// restarts: a new cache on the same directory finds what an earlier one
/// stored.
///
/// Each entry is two files named after a hash of its URL: `<hash>.body`
/// and `<hash>.meta` (JSON). When the total passes the capacity, the
/// least recently used entries are deleted.
public final class DiskCache: Sendable {
  /// One cached response.
  public struct Entry: Codable, Hashable, Sendable {
    /// The URL, as text.
    public var url: String
    /// The body's size in bytes.
    public var size: Int
    /// When the body stops being fresh; `nil`: revalidate before each use.
    public var expires: Date?
    /// The `ETag` to send as `If-None-Match`.
    public var etag: String?
    /// The `Last-Modified` text to send as `If-Modified-Since`.
    public var lastModified: String?
    /// When the entry was last used.
    public var lastAccess: Date

    /// Whether the entry can be used without asking the server.
    public func isFresh(at now: Date = Date()) -> Bool {
      guard let expires else { return false }
      return expires > now
    }
  }

  /// The directory the cache lives in.
  public let directory: URL
  /// The most body bytes the cache keeps.
  public let capacity: Int
  private let index: Locked<[String: Entry]>

  /// Opens (creating if needed) a cache in `directory` that keeps at most
  /// `capacity` bytes (256 MiB by default), and reads what an earlier run
  /// left there. Unreadable entries are dropped.
  public init(directory: URL, capacity: Int = 256 << 20) {
    self.directory = directory
    self.capacity = capacity
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var entries: [String: Entry] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let decoder = JSONDecoder()
    for name in names where name.hasSuffix(".meta") {
      let meta = directory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: meta),
        let entry = try? decoder.decode(Entry.self, from: data)
      else {
        try? FileManager.default.removeItem(at: meta)
        continue
      }
      entries[entry.url] = entry
    }
    index = Locked(entries)
  }

  /// The default cache directory: `$XDG_CACHE_HOME/trellis/images`, else
  /// `~/.cache/trellis/images`.
  public static var defaultDirectory: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
    return base.appendingPathComponent("trellis/images")
  }

  /// The entry for `url` and its body, marking it used.
  public func lookup(_ url: String) -> (entry: Entry, body: [UInt8])? {
    index.withLock { index -> (Entry, [UInt8])? in
      guard var entry = index[url] else { return nil }
      guard let data = try? Data(contentsOf: bodyFile(url)), data.count == entry.size else {
        index[url] = nil
        removeFiles(url)
        return nil
      }
      entry.lastAccess = Date()
      index[url] = entry
      return (entry, [UInt8](data))
    }
  }

  /// Stores a body with the directives it came with; `no-store` responses
  /// and bodies larger than the whole cache are not kept.
  public func store(_ body: [UInt8], directives: CacheDirectives, for url: String) {
    guard directives.isStorable, body.count <= capacity else { return }
    let entry = Entry(
      url: url, size: body.count, expires: directives.expires, etag: directives.etag,
      lastModified: directives.lastModified, lastAccess: Date())
    index.withLock { index in
      do {
        try Data(body).write(to: bodyFile(url), options: .atomic)
        try JSONEncoder().encode(entry).write(to: metaFile(url), options: .atomic)
        index[url] = entry
      } catch {
        index[url] = nil
        removeFiles(url)
        return
      }
      evict(&index)
    }
  }

  /// Records new freshness after the server said `304 Not Modified`.
  public func refresh(_ url: String, directives: CacheDirectives) {
    index.withLock { index in
      guard var entry = index[url] else { return }
      entry.expires = directives.expires
      entry.etag = directives.etag ?? entry.etag
      entry.lastModified = directives.lastModified ?? entry.lastModified
      entry.lastAccess = Date()
      index[url] = entry
      if let data = try? JSONEncoder().encode(entry) {
        try? data.write(to: metaFile(url), options: .atomic)
      }
    }
  }

  /// The bytes of bodies kept now.
  public var byteCount: Int { index.withLock { $0.values.reduce(0) { $0 + $1.size } } }

  /// Deletes every entry.
  public func removeAll() {
    index.withLock { index in
      for url in index.keys { removeFiles(url) }
      index = [:]
    }
  }

  private func evict(_ index: inout [String: Entry]) {
    var total = index.values.reduce(0) { $0 + $1.size }
    guard total > capacity else { return }
    for entry in index.values.sorted(by: { $0.lastAccess < $1.lastAccess }) where total > capacity {
      index[entry.url] = nil
      removeFiles(entry.url)
      total -= entry.size
    }
  }

  private func removeFiles(_ url: String) {
    try? FileManager.default.removeItem(at: bodyFile(url))
    try? FileManager.default.removeItem(at: metaFile(url))
  }

  private func bodyFile(_ url: String) -> URL {
    directory.appendingPathComponent(Self.hash(url) + ".body")
  }

  private func metaFile(_ url: String) -> URL {
    directory.appendingPathComponent(Self.hash(url) + ".meta")
  }

  /// FNV-1a, 64 bits, in hexadecimal: a stable file name for a URL.
  private static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
