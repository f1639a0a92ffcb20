/// Asks the host to open a URL outside the app: a web page in the user's
/// browser, a `mailto:` link in their mail program.
///
/// Send it with ``EventContext/send(_:)``; it goes up the responder chain
/// to the root's responder, which is the host's where the host opens URLs
/// for its user: TrellisWeb's session asks the user's page to open the URL
/// in a new tab, so nothing is launched on the server. Where nothing
/// handles it (a terminal app, the headless host), `send` returns `false`
/// and the sender opens the URL itself on the machine it runs on (as
/// TrellisKit's `AttributedLabel` does with its `AppLinkService`).
///
/// ```swift
/// let docs = Text("F1: the docs").keyCommand(KeyPress(.function(1)), "Docs") { context in
///   if !context.send(OpenURL("https://example.com/docs")) {
///     // No host opened it: open it here (a terminal app).
///   }
/// }
/// ```
public struct OpenURL: ComponentAction {
  /// The URL to open, as the app has it; the host checks it before opening.
  public var url: String
  /// Told, in a sentence, why the host that took the URL refused to open
  /// it (a scheme its users' browsers must not be sent, such as
  /// `javascript:`); called at most once, while the action is handled.
  public var onFailure: (@MainActor @Sendable (_ reason: String) -> Void)?

  /// Creates the action.
  public init(_ url: String, onFailure: (@MainActor @Sendable (_ reason: String) -> Void)? = nil) {
    self.url = url
    self.onFailure = onFailure
  }
}
