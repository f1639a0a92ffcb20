public import Trellis

extension WebHost {
  /// Follows `url`, a link the page showed in view `view` and the user
  /// clicked: the view's component hears `linkTapped`, as from a click on
  /// the link in the terminal, so the app navigates (a `WebView` loads the
  /// page in place).
  ///
  /// - Throws: ``WebLinkError`` when the view is gone, shows no such link,
  ///   or the link's scheme is not `http`, `https` or `mailto`.
  @discardableResult
  public func followLink(_ url: String, in view: ViewID) throws(WebLinkError) -> Bool {
    guard let node = tree.node(view) else { throw .unknownView(view) }
    let links = node.attributes[.text]?.links.map(\.url) ?? []
    guard links.contains(url) else { throw .notALink(url, view: view) }
    guard AttributeEncoding.allowsLink(url) else { throw .schemeNotAllowed(url) }
    return tree.registry.send(.linkTapped(url), to: view)
  }
}

/// Why a followed link was refused (``WebHost/followLink(_:in:)``).
public enum WebLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No view with this id is in the tree.
  case unknownView(ViewID)
  /// The view shows no link to this URL.
  case notALink(String, view: ViewID)
  /// The link's scheme is not `http`, `https` or `mailto`.
  case schemeNotAllowed(String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .unknownView(let view): "no view \(view) in the tree"
    case .notALink(let url, let view): "view \(view) shows no link to \(url.prefix(200))"
    case .schemeNotAllowed(let url): "link \(url.prefix(200)) has a scheme that is not allowed"
    }
  }
}
