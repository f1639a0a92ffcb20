/// A typed action a component sends up the responder chain, such as
/// `struct Liked: ComponentAction { let postID: Int }`.
///
/// Actions travel from the component that sent them to each ancestor's
/// `.onAction` handlers and controllers, then to the root's
/// ``ActionResponder`` (typically a presenter).
public protocol ComponentAction: Sendable {}

/// Sent when the user activates a link in a ``Text``.
public struct LinkTapped: ComponentAction, Equatable {
  /// The link's target.
  public let url: String

  /// Creates the action.
  public init(url: String) {
    self.url = url
  }
}
