/// A link the app-link service can open: a checked URL and what kind of
/// thing it reaches.
///
/// ```swift
/// let link = try AppLink("mailto:ada@example.com")   // .email
/// try AppLink("javascript:alert(1)")                 // throws .unsupportedScheme
/// ```
public struct AppLink: Hashable, Sendable {
  /// What a link reaches, by scheme.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// `http:` or `https:`.
    case web
    /// `mailto:`.
    case email
    /// `tel:`.
    case phone
    /// `file:`.
    case file
  }

  /// The URL, as given.
  public let url: String
  /// What the link reaches.
  public let kind: Kind

  /// Checks `url`: no spaces or control characters, a scheme this service
  /// opens, something after it.
  public init(_ url: String) throws(AppLinkError) {
    let scheme = try Self.scheme(of: url)
    guard let kind = Self.kinds[scheme.lowercased()] else {
      throw .unsupportedScheme(scheme)
    }
    let rest = url.dropFirst(scheme.count + 1)
    let target = rest.drop { $0 == "/" }
    if target.isEmpty { throw .missingTarget(scheme: scheme.lowercased()) }
    self.url = url
    self.kind = kind
  }

  /// Schemes this service opens, and what they reach.
  static let kinds: [String: Kind] = [
    "http": .web, "https": .web, "mailto": .email, "tel": .phone, "file": .file,
  ]

  /// The scheme of `url` (as in RFC 3986: a letter, then letters, digits,
  /// `+`, `-` or `.`, then `:`), after checking it has no character a URL
  /// may not have.
  public static func scheme(of url: String) throws(AppLinkError) -> String {
    if url.allSatisfy(\.isWhitespace) { throw .empty }
    for (offset, character) in url.enumerated()
    where character.isWhitespace
      || character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    {
      throw .invalidCharacter(character, offset: offset)
    }
    guard let colon = url.firstIndex(of: ":") else { throw .missingScheme(url) }
    let scheme = url[..<colon]
    guard let first = scheme.first, first.isASCII, first.isLetter,
      scheme.allSatisfy({
        $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
      })
    else { throw .missingScheme(url) }
    return String(scheme)
  }
}
