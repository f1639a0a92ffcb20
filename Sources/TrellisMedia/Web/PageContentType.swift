import Foundation

/// Decides whether a body is something the web view can show as a page,
/// from its `Content-Type`, and from its first bytes when that says
/// nothing or might be wrong, as browsers do (WHATWG MIME sniffing).
enum PageContentType {
  /// How many leading bytes the sniffing looks at (the WHATWG's 512).
  static let sniffedLength = 512

  /// Returns when `body`, served as `contentType` (the header's value, if
  /// any) from `url`, is a page to show.
  ///
  /// HTML and XHTML are pages. Other `text/*` types, and bodies with no
  /// (or an empty) type, are pages unless their first bytes are binary.
  /// Anything else — `image/png`, `application/pdf` — is not.
  ///
  /// - Throws: ``WebPageError/notHTML(_:contentType:)``.
  static func check(_ contentType: String?, body: some Collection<UInt8>, url: URL)
    throws(WebPageError)
  {
    let essence = contentType.map(Self.essence) ?? ""
    switch essence {
    case "text/html", "application/xhtml+xml":
      return
    case "":
      if looksBinary(body) { throw .notHTML(url, contentType: nil) }
    case _ where essence.hasPrefix("text/"):
      if looksBinary(body) { throw .notHTML(url, contentType: contentType) }
    default:
      throw .notHTML(url, contentType: contentType)
    }
  }

  /// The type and subtype, lowercased, without parameters or spaces:
  /// `Text/HTML; charset=utf-8` → `text/html`.
  static func essence(_ contentType: String) -> String {
    let type = contentType.prefix { $0 != ";" }
    return type.trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// Whether the first bytes hold a byte that text never has (the WHATWG
  /// "binary data byte": controls other than tab, newlines, form feed and
  /// escape), unless a UTF-16 byte order mark says it is text.
  static func looksBinary(_ body: some Collection<UInt8>) -> Bool {
    let head = body.prefix(sniffedLength)
    if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return false }
    return head.contains { byte in
      byte <= 0x08 || byte == 0x0B || (0x0E...0x1A).contains(byte) || (0x1C...0x1F).contains(byte)
    }
  }
}
