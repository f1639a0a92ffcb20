extension WebHost {
  /// Asks the page to open `url` in a new tab of the user's browser (the
  /// wire format's `open` message), as the session does for an app's
  /// `OpenURL`: a web session launches nothing on the server. The page
  /// checks the scheme again and opens the tab with `noopener`, so the new
  /// page cannot reach this one.
  ///
  /// - Throws: ``WebLinkError`` for a URL whose scheme is not `http`,
  ///   `https` or `mailto`, or longer than
  ///   ``WireFormat/maximumLinkLength`` bytes; nothing is sent then.
  public func openInBrowser(_ url: String) throws(WebLinkError) {
    let bytes = url.utf8.count
    guard bytes <= WireFormat.maximumLinkLength else {
      throw .tooLong(bytes: bytes, limit: WireFormat.maximumLinkLength)
    }
    guard AttributeEncoding.allowsLink(url), !url.unicodeScalars.contains(where: \.isControl)
    else { throw .schemeNotAllowed(url) }
    sendMessage(OpenMessage.encode(url))
  }
}

/// Why a URL the app opened was not sent to the page
/// (``WebHost/openInBrowser(_:)``).
public enum WebLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link's scheme is not `http`, `https` or `mailto` (or the link
  /// holds a control character).
  case schemeNotAllowed(String)
  /// The link is longer than the wire format allows.
  case tooLong(bytes: Int, limit: Int)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .schemeNotAllowed(let url):
      "link \(url.prefix(200)) has a scheme a web page may not open"
    case .tooLong(let bytes, let limit): "a link of \(bytes) bytes is longer than \(limit)"
    }
  }
}

/// The wire format's `open` message: `{"v":1,"type":"open","url":…}`.
enum OpenMessage {
  static func encode(_ url: String) -> String {
    var writer = JSONWriter()
    writer.raw("{\"v\":\(WireFormat.version),\"type\":\"open\",\"url\":")
    writer.string(url)
    writer.raw("}")
    return writer.text
  }
}

extension Unicode.Scalar {
  /// A C0 or C1 control character or DEL.
  fileprivate var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }
}
