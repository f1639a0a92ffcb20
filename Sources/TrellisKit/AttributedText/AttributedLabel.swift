public import Trellis

/// Styled text whose links work: NIAttributedLabel for Trellis.
///
/// The text comes from styled runs or ``Markup``; a ``DataDetector`` can
/// turn web addresses, e-mail addresses, phone numbers and dates into
/// links. Links are focusable — Tab moves from link to link, Enter or a
/// click opens one — and go to the label's link handler. By default the
/// host opens them for its user (`OpenURL`: a web session opens them in
/// the user's browser), and where no host does (a terminal),
/// ``AppLinkService/system``. A link that cannot be opened shows why under
/// the text — a line that appears, moving what is below — unless
/// ``onLinkFailure(_:)`` takes the message to show somewhere that does not
/// move the layout (a status line).
///
/// ```swift
/// AttributedLabel(markup: "Mail **us** or see [the docs](https://example.com)")
///   .detecting([.emailAddress, .phoneNumber])
///   .lineLimit(3)
///   .truncationMode(.middle)
///   .onLink { url in print("opened", url) }
/// ```
///
/// On a terminal, links the system can open (web, `mailto:`, `tel:`,
/// `file:`) are written as OSC 8 hyperlinks, so terminals that support
/// them open them too; others (a detected `date:`) work inside the app only.
public struct AttributedLabel: StatefulComponent {
  /// Opens a link the user activated; a thrown error is shown under the text.
  public typealias LinkHandler = @MainActor @Sendable (_ url: String) async throws -> Void
  /// Handles a link the user activated, given `open`: what the label does
  /// with a link by default (the host opens it for its user — a web page
  /// in the user's browser, see `OpenURL` — else ``AppLinkService/system``
  /// opens it here). A thrown error is shown under the text.
  public typealias LinkRouter =
    @MainActor @Sendable (_ url: String, _ open: @escaping LinkHandler) async throws -> Void

  /// The text as given, before detection.
  public var text: StyledText
  /// What to find and make links of; `nil` finds nothing.
  public var detector: DataDetector?
  /// The most lines shown; `nil` for no limit.
  public var maxLines: Int?
  /// Where text that needs more than ``maxLines`` is cut.
  public var truncation: TextTruncation
  /// How lines are aligned.
  public var alignment: TextAlignment
  /// What a link does; `nil` opens it as ``onLink(orOpen:)``'s
  /// `open` does.
  public var linkHandler: LinkHandler?
  /// What a link does, given what the label would do with it; takes
  /// precedence over ``linkHandler``.
  public var linkRouter: LinkRouter?
  /// Told why a link could not be opened (and `nil` when one opened);
  /// `nil` shows the message under the text.
  public var linkFailureHandler: (@MainActor @Sendable (_ message: String?) -> Void)?

  /// A label showing `text`.
  public init(_ text: StyledText) {
    self.text = text
    detector = nil
    maxLines = nil
    truncation = .tail
    alignment = .leading
    linkHandler = nil
    linkRouter = nil
    linkFailureHandler = nil
  }

  /// A label showing `markup` (see ``Markup``), read leniently: what cannot
  /// be read shows as written.
  public init(markup: String, theme: Markup.Theme = .standard) {
    self.init(Markup.parse(markup, theme: theme).text)
  }

  /// The text shown: the given text, with the detector's links.
  ///
  /// With the system's handler (no ``onLink(_:)``), only what it can open
  /// becomes a link (``DataDetector/Types/openableBySystem``): a detected
  /// date stays text rather than a link that could only fail.
  public var displayedText: StyledText {
    guard var detector else { return text }
    if linkHandler == nil { detector.types.formIntersection(.openableBySystem) }
    return detector.addingLinks(to: text)
  }

  /// Finds data of `types` in the text and makes links of it; dates become
  /// links only for a handler of the app's own (``onLink(_:)``), since no
  /// system handler opens them.
  public func detecting(_ types: DataDetector.Types = .all) -> AttributedLabel {
    var copy = self
    copy.detector = types.isEmpty ? nil : DataDetector(types: types)
    return copy
  }

  /// Caps the lines; `nil` removes the cap.
  public func lineLimit(_ lines: Int?) -> AttributedLabel {
    var copy = self
    copy.maxLines = lines.map { max(1, $0) }
    return copy
  }

  /// Where text past the line limit is cut, with an ellipsis.
  public func truncationMode(_ mode: TextTruncation) -> AttributedLabel {
    var copy = self
    copy.truncation = mode
    return copy
  }

  /// Aligns the lines.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> AttributedLabel {
    var copy = self
    copy.alignment = alignment
    return copy
  }

  /// Sends activated links to `handler` instead of the app-link service.
  public func onLink(_ handler: @escaping LinkHandler) -> AttributedLabel {
    var copy = self
    copy.linkHandler = handler
    return copy
  }

  /// Sends activated links to `router` with what the label would do with
  /// them (`open`): a screen that keeps some links (a date) and opens the
  /// others calls `open` for those, so they open where the host opens
  /// links — in a web session, the user's browser.
  public func onLink(orOpen router: @escaping LinkRouter) -> AttributedLabel {
    var copy = self
    copy.linkRouter = router
    return copy
  }

  /// Asks the host to open `url` (``OpenURL``); returns whether it took it.
  ///
  /// - Throws: ``AppLinkError/unsupportedScheme(_:)`` when the host took
  ///   it and refused it (a web page is never sent a `tel:` or
  ///   `javascript:` link).
  @MainActor
  static func openThroughHost(_ url: String, from context: EventContext) throws(AppLinkError)
    -> Bool
  {
    let refusal = Refusal()
    guard context.send(OpenURL(url) { refusal.reason = $0 }) else { return false }
    if refusal.reason != nil {
      throw .unsupportedScheme(String(url.prefix { $0 != ":" }.prefix(40)))
    }
    return true
  }

  /// Sends why a link could not be opened to `handler` (`nil` once one
  /// opens) instead of showing it under the text, so a screen can show it
  /// where it does not push the layout down.
  public func onLinkFailure(
    _ handler: @escaping @MainActor @Sendable (_ message: String?) -> Void
  ) -> AttributedLabel {
    var copy = self
    copy.linkFailureHandler = handler
    return copy
  }

  /// No link failed yet.
  public func initialState() -> String? { nil }

  /// The text, and under it why the last link could not be opened.
  public func body(state failure: String?, scope: Scope<String?>) -> some Component {
    Stack(spacing: 0) {
      Text(displayedText)
        .lineLimit(maxLines)
        .truncationMode(truncation)
        .multilineTextAlignment(alignment)
        .focusableLinks()
        .onAction(LinkTapped.self) { tapped, context in
          let report: @MainActor @Sendable (String?) -> Void =
            linkFailureHandler ?? { scope.set($0) }
          // The host opens it (a web page, in the user's browser), else the
          // system's handler here.
          let open: LinkHandler = { url in
            if try Self.openThroughHost(url, from: context) { return }
            try await AppLinkService.system.openInBackground(url)
          }
          var handler = linkHandler ?? open
          if let route = linkRouter {
            handler = { @MainActor @Sendable url in try await route(url, open) }
          }
          Task { @MainActor in
            do {
              try await handler(tapped.url)
              report(nil)
            } catch let error as AppLinkError {
              report(error.description)
            } catch {
              report("\(error)")
            }
          }
        }
      if let failure {
        Text("⚠ " + failure).foregroundColor(.red).tag("link-error")
      }
    }
  }
}

/// Why the host refused a link, if it did (told while the action is handled).
@MainActor
private final class Refusal {
  var reason: String?
}
