public import Trellis

/// Where a ``NetworkImage`` is: loading, shown, or failed.
public enum NetworkImagePhase: Sendable, Equatable {
  /// Fetching; the placeholder shows.
  case loading
  /// The decoded, downscaled image.
  case loaded(PixelImage)
  /// The typed error; the error image shows.
  case failed(MediaLoadingError)
}

/// A ``NetworkImage``'s state: the URL its phase belongs to, so a view
/// reused for another URL never shows the previous image.
public struct NetworkImageState: Sendable, Equatable {
  /// The URL the phase is for.
  public var url: String
  /// The phase.
  public var phase: NetworkImagePhase
}

/// How an image fills its view.
public enum ImageContentMode: Hashable, Sendable {
  /// The whole image, scaled down to fit; the view may show margins.
  case fit
  /// The view covered, the image cropped around its centre.
  case fill
}
