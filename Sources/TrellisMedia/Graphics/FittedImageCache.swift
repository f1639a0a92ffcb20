internal import Synchronization
internal import Trellis

/// The last fitted copy of each image shown, by image id: scrolling an
/// image only moves and crops it, so its (costly) resampling is done once,
/// not every frame.
final class FittedImageCache: Sendable {
  private struct Entry {
    var source: PixelImage
    var box: PixelSize
    var fitted: PixelImage
  }

  /// Few images are on screen at once; past this, the cache starts over.
  private static let capacity = 64
  private let entries = Mutex<[Int: Entry]>([:])

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
}
