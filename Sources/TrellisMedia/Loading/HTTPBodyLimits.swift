/// The largest body an ``HTTPClient`` accepts, per ``HTTPRequestKind``.
///
/// Bodies are counted as they arrive: a response declaring a larger
/// `Content-Length` fails before its body is read, and a body of unknown
/// length (chunked) fails as soon as its running total passes the limit,
/// so no more than the limit is ever held. `file:` URLs are checked
/// against the same limits from the file's size, before reading it.
/// Either way the failure is ``MediaLoadingError/bodyTooLarge(_:kind:limit:declaredLength:)``.
///
/// | kind | default | why |
/// | --- | --- | --- |
/// | ``page`` | 16 MiB | what ``HTMLText`` parses (``HTMLText/byteLimit``) |
/// | ``image`` | 32 MiB | a photo at ``ImageDecoder/maximumPixelCount`` compresses to less |
/// | ``data`` | 64 MiB | anything else fetched with ``HTTPClient/get(_:headers:kind:)`` |
///
/// ```swift
/// let client = HTTPClient(bodyLimits: HTTPBodyLimits(image: 4 << 20))
/// ```
public struct HTTPBodyLimits: Hashable, Sendable {
  /// The largest web page, in bytes (default 16 MiB, ``HTMLText/byteLimit``).
  public var page: Int
  /// The largest image, in bytes (default 32 MiB).
  public var image: Int
  /// The largest other body, in bytes (default 64 MiB).
  public var data: Int

  /// Limits in bytes; each at least 0.
  public init(page: Int = HTMLText.byteLimit, image: Int = 32 << 20, data: Int = 64 << 20) {
    self.page = max(0, page)
    self.image = max(0, image)
    self.data = max(0, data)
  }

  /// The limit for `kind`, in bytes.
  public subscript(kind: HTTPRequestKind) -> Int {
    switch kind {
    case .page: page
    case .image: image
    case .data: data
    }
  }
}
