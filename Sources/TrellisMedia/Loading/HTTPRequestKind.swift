/// What a request fetches, which decides how large its body may be
/// (``HTTPBodyLimits``).
public enum HTTPRequestKind: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A web page for the ``WebView`` (``HTTPBodyLimits/page``).
  case page
  /// An image for the ``ImagePipeline`` (``HTTPBodyLimits/image``).
  case image
  /// Any other body (``HTTPBodyLimits/data``).
  case data

  /// The kind's name, as errors show it.
  public var description: String { rawValue }
}
