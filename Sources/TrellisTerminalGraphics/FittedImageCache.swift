internal import Synchronization
internal import Trellis
internal import TrellisMedia

/// The last fitted copy of each image shown, by image id, and the last
/// sequence encoded from it: scrolling an image only moves and crops it, so
/// its (costly) resampling is done once, not every frame, and a fully
/// visible image that moves is sent again without encoding it again (a
/// 1024 × 768 sixel or kitty image takes tens of milliseconds to encode).
final class FittedImageCache: Sendable {
  private struct Entry {
    var source: PixelImage
    var box: PixelSize
    var fitted: PixelImage
    /// The sequence last encoded from ``fitted``, and for which crop and
    /// writer (protocol, cell size, tmux) it was made.
    var encoded: (key: EncodingKey, bytes: [UInt8])?
  }

  /// What an encoded sequence depends on besides the fitted image.
  struct EncodingKey: Hashable {
    var crop: GraphicsWriter.Crop
    var graphicsProtocol: GraphicsProtocol
    var cellPixels: PixelSize
    var tmuxPassthrough: Bool
  }

  /// Few images are on screen at once; past this, the cache starts over.
  private static let capacity = 64
  private let entries = Locked<[Int: Entry]>([:])

  /// `image` fitted into `box` for image `id`, made by `fit` only when the
  /// image or the box changed since last time.
  func fitted(
    _ image: PixelImage, into box: PixelSize, id: Int,
    fit: (PixelImage, PixelSize) -> PixelImage
  ) -> PixelImage {
    let known = entries.withLock { entries -> PixelImage? in
      guard let entry = entries[id], entry.box == box, entry.source == image else { return nil }
      return entry.fitted
    }
    if let known { return known }
    let fitted = fit(image, box)
    entries.withLock { entries in
      if entries.count >= Self.capacity { entries.removeAll() }
      entries[id] = Entry(source: image, box: box, fitted: fitted)
    }
    return fitted
  }

  /// The sequence for image `id` (fitted by ``fitted(_:into:id:fit:)``
  /// just before) under `key`: the last one when `key` is the same, else
  /// made by `encode` and kept.
  func encoded(id: Int, key: EncodingKey, encode: () -> [UInt8]) -> [UInt8] {
    let known = entries.withLock { entries -> [UInt8]? in
      guard let encoded = entries[id]?.encoded, encoded.key == key else { return nil }
      return encoded.bytes
    }
    if let known { return known }
    let bytes = encode()
    entries.withLock { entries in entries[id]?.encoded = (key, bytes) }
    return bytes
  }
}
