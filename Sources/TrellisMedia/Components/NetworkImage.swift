public import Foundation
public import Trellis

/// An image fetched from a URL: a placeholder while it loads, then the
/// image downscaled to the view's size, or an error image saying what
/// went wrong — its alt text, if given, and why (`✕ Avatar (HTTP 404)`)
/// (Nimbus' `NINetworkImageView`).
///
/// Sized in the host's text, as ``NetworkImage/init(url:characters:lines:placeholder:altText:pixelsPerCell:pipeline:)``
/// makes it, an image has the same room beside its text on every host: 16
/// characters by 6 lines are 16 × 6 cells on a terminal and 16 `ch` by six
/// line heights in a browser.
///
/// ```swift
/// import Foundation
///
/// NetworkImage(url: URL(string: "https://example.com/cat.jpg")!, characters: 16, lines: 6)
/// ```
///
/// The fetch starts when the view appears and is cancelled when it
/// disappears (scrolled away or reused for another row); many views of
/// one URL share one request through the ``ImagePipeline``. An image in
/// the memory cache shows on the first frame, without a placeholder.
public struct NetworkImage: StatefulComponent, ControlledComponent {
  /// The image's URL (`http`, `https` or `file`).
  public var url: URL
  /// The view's width, in ``sizeUnit``: the host's units (cells on a
  /// terminal, points on a pixel host) or characters of its text.
  public var width: Double
  /// The view's height, in ``sizeUnit``: the host's units or lines of its
  /// text.
  public var height: Double
  /// What ``width`` and ``height`` count.
  public var sizeUnit: SizeUnit
  /// Pixels per unit of ``sizeUnit`` the image is scaled for; `nil` (the
  /// default) takes the pipeline's: ``ImagePipeline/pixelsPerCell`` for the
  /// host's units, ``ImagePipeline/pixelsPerTextCell`` for text, which the
  /// host sets: on a terminal 1×2 for half blocks and a cell's pixels
  /// where a graphics protocol shows images; on a pixel host its device
  /// pixels per point, and per character by line.
  public var pixelsPerCell: PixelSize?
  /// Shown while loading (never the alt text then).
  public var placeholder: String
  /// Describes the image: given with the loaded image (for accessibility
  /// and text-only hosts) and shown, with the reason, when loading failed.
  public var altText: String?
  /// Where images come from.
  public var pipeline: ImagePipeline
  /// Fit the whole image in the view, or fill the view and crop.
  public var contentMode: ImageContentMode = .fit

  /// Creates a network image `width` × `height` in the host's units.
  public init(
    url: URL, width: Double, height: Double, placeholder: String = "…", altText: String? = nil,
    pixelsPerCell: PixelSize? = nil,
    pipeline: ImagePipeline = .shared
  ) {
    self.init(
      url: url, size: (width, height), unit: .host, placeholder: placeholder, altText: altText,
      pixelsPerCell: pixelsPerCell, pipeline: pipeline)
  }

  /// Creates a network image `characters` of the host's text wide and
  /// `lines` of it high: the same room beside text on every host.
  public init(
    url: URL, characters: Double, lines: Double, placeholder: String = "…",
    altText: String? = nil, pixelsPerCell: PixelSize? = nil, pipeline: ImagePipeline = .shared
  ) {
    self.init(
      url: url, size: (characters, lines), unit: .text, placeholder: placeholder,
      altText: altText, pixelsPerCell: pixelsPerCell, pipeline: pipeline)
  }

  private init(
    url: URL, size: (width: Double, height: Double), unit: SizeUnit, placeholder: String,
    altText: String?, pixelsPerCell: PixelSize?, pipeline: ImagePipeline
  ) {
    self.url = url
    self.width = size.width
    self.height = size.height
    self.sizeUnit = unit
    self.placeholder = placeholder
    self.altText = altText
    self.pixelsPerCell = pixelsPerCell
    self.pipeline = pipeline
  }

  /// What the state's phase belongs to: URL, size and mode.
  var stateKey: String { "\(contentMode) \(pixelSize) \(url.absoluteString)" }

  /// The pixels the view has room for: its size times the pixels per
  /// unit, rounded up (a fractional size still gets whole pixels).
  public var pixelSize: PixelSize {
    let perUnit =
      pixelsPerCell ?? (sizeUnit == .host ? pipeline.pixelsPerCell : pipeline.pixelsPerTextCell)
    func pixels(_ length: Double, _ per: Int) -> Int {
      guard length.isFinite, length > 0 else { return 0 }
      return Int(min((length * Double(per)).rounded(.up), Double(Int32.max)))
    }
    return PixelSize(width: pixels(width, perUnit.width), height: pixels(height, perUnit.height))
  }

  /// Loaded at once when the memory cache holds the image.
  public func initialState() -> NetworkImageState {
    NetworkImageState(url: stateKey, phase: cachedPhase)
  }

  private var cachedPhase: NetworkImagePhase {
    cachedImage.map { .loaded($0) } ?? .loading
  }

  /// The image from the memory cache, at this view's size and mode.
  var cachedImage: PixelImage? {
    switch contentMode {
    case .fit: pipeline.cachedImage(for: url, fitting: pixelSize)
    case .fill: pipeline.cachedImage(for: url, filling: pixelSize)
    }
  }

  /// Fetches the image at this view's size and mode.
  func load() async throws -> PixelImage {
    switch contentMode {
    case .fit: try await pipeline.image(for: url, fitting: pixelSize)
    case .fill: try await pipeline.image(for: url, filling: pixelSize)
    }
  }

  /// The same image, shown with `mode`.
  public func contentMode(_ mode: ImageContentMode) -> NetworkImage {
    var copy = self
    copy.contentMode = mode
    return copy
  }

  /// The placeholder, the image or the error image.
  public func body(state: NetworkImageState, scope: Scope<NetworkImageState>) -> some Component {
    let phase = state.url == stateKey ? state.phase : cachedPhase
    switch phase {
    case .loaded(let image):
      sized(Image(pixels: image, altText: altText))
    case .loading:
      // The placeholder alone: hosts draw an image's alt text before its
      // placeholder, and the alt text describes the picture, not its loading.
      sized(Image(.url(url.absoluteString), placeholder: placeholder))
    case .failed(let error):
      sized(
        Image(.url(url.absoluteString), altText: Self.failureText(altText: altText, error: error)))
    }
  }

  /// `image` at this view's size, in its unit.
  private func sized(_ image: Image) -> AnyComponent {
    switch sizeUnit {
    case .host: AnyComponent(image.frame(width: .points(width), height: .points(height)))
    case .text: AnyComponent(image.frame(characters: width, lines: height))
    }
  }

  /// What a failed image shows: what the picture was (its alt text, as a
  /// browser shows for a broken image) and why it is missing.
  static func failureText(altText: String?, error: MediaLoadingError) -> String {
    guard let altText, !altText.isEmpty else { return "✕ " + error.shortDescription }
    return "✕ \(altText) (\(error.shortDescription))"
  }

  /// Starts and cancels fetches as the view comes and goes.
  public typealias Controller = NetworkImageController
}

extension MediaLoadingError {
  /// A few words for an error image.
  var shortDescription: String {
    switch self {
    case .invalidURL: "bad URL"
    case .hostNotFound: "host not found"
    case .cannotConnect: "cannot connect"
    case .timedOut: "timed out"
    case .httpStatus(let status, _): "HTTP \(status)"
    case .tooManyRedirects: "redirect loop"
    case .decoding(let error, _):
      switch error {
      case .unrecognizedFormat: "not an image"
      case .tooLarge: "too large"
      case .truncated: "image cut short"
      default: "corrupt image"
      }
    case .fileUnreadable: "no file"
    case .network: "network error"
    case .bodyTooLarge: "too large"
    }
  }
}
