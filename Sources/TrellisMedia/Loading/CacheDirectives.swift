public import Foundation

/// What a response's `Cache-Control`, `Expires`, `ETag` and
/// `Last-Modified` headers allow a cache to do.
public struct CacheDirectives: Hashable, Sendable {
  /// `no-store`: keep nothing.
  public var noStore: Bool
  /// When the response stops being fresh; `nil` means it must be
  /// revalidated before each use (`no-cache`, or no freshness given).
  public var expires: Date?
  /// The `ETag`, for `If-None-Match`.
  public var etag: String?
  /// The `Last-Modified` date text, for `If-Modified-Since`.
  public var lastModified: String?

  /// Reads the directives from response headers (names lowercased),
  /// received at `now`.
  public init(headers: [String: String], now: Date = Date()) {
    let control = (headers["cache-control"] ?? "").lowercased()
    let parts = control.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    noStore = parts.contains("no-store")
    etag = headers["etag"]
    lastModified = headers["last-modified"]
    if parts.contains("no-cache") {
      expires = nil
    } else if let maxAge = parts.first(where: { $0.hasPrefix("max-age=") }),
      let seconds = Double(maxAge.dropFirst("max-age=".count))
    {
      expires = now.addingTimeInterval(max(0, seconds))
    } else if let text = headers["expires"], let date = Self.httpDate(text) {
      expires = date
    } else {
      expires = nil
    }
  }

  /// Whether a cache can store the response and revalidate it later.
  public var isStorable: Bool { !noStore }

  private static func httpDate(_ text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    return formatter.date(from: text)
  }
}
