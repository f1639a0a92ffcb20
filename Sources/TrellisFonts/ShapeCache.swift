import Trellis

/// Shaped advances of short pieces of text, bounded, shared by threads.
///
/// Shaping runs in design units, so an entry serves every font size. The
/// cache is split into shards, each behind its own lock, so layout threads
/// measuring at once rarely wait for each other. A shard that fills up is
/// emptied: labels and table cells repeat within a screen, and refilling
/// costs one shaping per piece.
final class ShapeCache: Sendable {
  /// What a piece was shaped with, and its bytes.
  struct Key: Hashable {
    /// The font's index in the chain.
    var font: UInt8
    /// The face style.
    var style: FaceStyle
    /// HarfBuzz's script tag.
    var script: UInt32
    /// The piece's UTF-8 bytes.
    var bytes: [UInt8]
  }

  /// The longest piece kept, in UTF-8 bytes; longer pieces are shaped each
  /// time (their bytes would dominate the cache).
  static let maximumPieceLength = 256
  /// The entries a shard holds before it is emptied.
  static let shardCapacity = 256
  /// The number of shards (a power of two).
  static let shardCount = 16

  private let shards: [Locked<[Key: [Float]]>] = (0..<shardCount).map { _ in Locked([:]) }

  /// The advances cached for `key`, in ems per cluster, or `nil`.
  func advances(for key: Key) -> [Float]? {
    shard(for: key).withLock { $0[key] }
  }

  /// Remembers `advances` for `key`.
  func store(_ advances: [Float], for key: Key) {
    shard(for: key).withLock { entries in
      if entries.count >= Self.shardCapacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = advances
    }
  }

  private func shard(for key: Key) -> Locked<[Key: [Float]]> {
    shards[key.hashValue & (Self.shardCount - 1)]
  }
}
