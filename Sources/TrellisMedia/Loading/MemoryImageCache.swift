internal import Synchronization
public import Trellis

/// Decoded images in memory, bounded by their bytes: when a new image
/// does not fit, the least recently used ones go.
public final class MemoryImageCache: Sendable {
  /// Identifies a decoded image: its URL and the size it was scaled to.
  public struct Key: Hashable, Sendable {
    /// The image's URL, as text.
    public var url: String
    /// The size it was scaled to fit (or fill).
    public var size: PixelSize?
    /// Whether it was scaled to fill the size rather than fit it.
    public var fills: Bool

    /// Creates a key.
    public init(url: String, size: PixelSize?, fills: Bool = false) {
      self.url = url
      self.size = size
      self.fills = fills
    }
  }

  private struct Storage {
    var images: [Key: (image: PixelImage, tick: UInt64)] = [:]
    var bytes = 0
    var tick: UInt64 = 0
  }

  /// The most pixel bytes the cache holds.
  public let capacity: Int
  private let storage = Locked(Storage())

  /// Creates a cache of at most `capacity` bytes of pixels (64 MiB by
  /// default).
  public init(capacity: Int = 64 << 20) {
    self.capacity = capacity
  }

  /// The image for `key`, marking it used.
  public func image(for key: Key) -> PixelImage? {
    storage.withLock { storage in
      guard let entry = storage.images[key] else { return nil }
      storage.tick += 1
      storage.images[key] = (entry.image, storage.tick)
      return entry.image
    }
  }

  /// Stores `image`, evicting the least recently used images until it
  /// fits. An image larger than the whole cache is not stored.
  public func insert(_ image: PixelImage, for key: Key) {
    let size = image.rgba.count
    guard size <= capacity else { return }
    storage.withLock { storage in
      if let old = storage.images.removeValue(forKey: key) { storage.bytes -= old.image.rgba.count }
      if storage.bytes + size > capacity {
        let oldestFirst = storage.images.sorted { $0.value.tick < $1.value.tick }
        for (oldKey, entry) in oldestFirst where storage.bytes + size > capacity {
          storage.images[oldKey] = nil
          storage.bytes -= entry.image.rgba.count
        }
      }
      storage.tick += 1
      storage.images[key] = (image, storage.tick)
      storage.bytes += size
    }
  }

  /// The bytes of pixels held now.
  public var byteCount: Int { storage.withLock { $0.bytes } }

  /// How many images are held now.
  public var count: Int { storage.withLock { $0.images.count } }

  /// Empties the cache.
  public func removeAll() {
    storage.withLock { $0 = Storage() }
  }
}
