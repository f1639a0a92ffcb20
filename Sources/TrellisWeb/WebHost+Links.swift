public import Trellis

extension WebHost {
  /// Follows `url`, a link the page showed in view `view` and the user
  /// clicked, the way the page's `link` message does (by the link's index,
  /// ``ClientMessage/followLink(_:cell:view:)``): the view's component
  /// hears `linkTapped`, as from a click on the link in the terminal, so
  /// the app navigates (a `WebView` loads the page in place). For tools
  /// that know a link's URL rather than its index.
  ///
  /// - Throws: ``WebLinkError`` when the view is gone, shows no such link,
  ///   or the link's scheme is not `http`, `https` or `mailto`.
  @discardableResult
  public func followLink(_ url: String, in view: ViewID) throws(WebLinkError) -> Bool {
    guard let node = tree.node(view) else { throw .unknownView(view) }
    let links = node.attributes[.text]?.links ?? []
    guard let index = links.firstIndex(where: { $0.url == url }) else {
      throw .notALink(url, view: view)
    }
    guard AttributeEncoding.allowsLink(url) else { throw .schemeNotAllowed(url) }
    do {
      return try followLink(index, cell: nil, on: view)
    } catch {
      // The view and its link were just found: the index path cannot
      // refuse them.
      throw .notALink(url, view: view)
    }
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
