import Trellis
import TrellisKit

/// Attributed text: styles from markup, detected links, truncation modes,
/// and links that open (or say why they cannot).
enum AttributedTextDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "attributed-text", title: "Attributed",
      summary: "Styled runs from markup, detected links, truncation, clickable links"
    ) {
      AttributedTextPage()
    }
  }
}

private struct AttributedTextPage: StatefulComponent {
  static let markup = """
    **Bold**, *italic*, `code` and [a link](https://github.com/apple/swift). \
    Unclosed **markup shows as written.
    """

  static let detected = """
    Mail support@example.com, call +1 (555) 123-4567, meet on 2026-12-01 \
    or read www.swift.org/documentation.
    """

  static let long = "The quick brown fox jumps over the lazy dog, again and again and again."

  /// The last link activated, and why it could not be opened, if so.
  struct State: Equatable, Sendable {
    var link = "none yet — Tab to a link, then Enter, or click one"
    var failure: String?
  }

  func initialState() -> State { State() }

  func body(state: State, scope: Scope<State>) -> some Component {
    Stack(spacing: 1, alignment: .stretch) {
      AttributedLabel(markup: Self.markup)
        .onLink { url in scope.set(State(link: url)) }
        .key("markup")
        .tag("markup")
      AttributedLabel(
        StyledText("Styles in code: ")
          + StyledText("dim", style: TextStyle(dim: true)) + StyledText(" · ")
          + StyledText("underline", style: TextStyle(underline: true)) + StyledText(" · ")
          + StyledText("strike", style: TextStyle(strikethrough: true)) + StyledText(" · ")
          + StyledText("colour", style: TextStyle(foreground: .green, background: .black))
      )
      .key("styles")
      AttributedLabel(StyledText(Self.detected))
        .detecting()
        .onLink(orOpen: { url, open in
          scope.set(State(link: url))
          // Web, mail and phone links open as the label opens them (the
          // system's handler; in a browser, a new tab); one that fails says
          // why on the status line below. A date is the app's to handle
          // (here: shown as the last link).
          guard !url.hasPrefix(DataDetector.Kind.date.scheme + ":") else { return }
          try await open(url)
        })
        // On the status line, not a line of its own: nothing moves.
        .onLinkFailure { message in scope.mutate { $0.failure = message } }
        .key("detected")
        .tag("detected")
      if let failure = state.failure {
        (Text("Last link: \(state.link) — ").foregroundColor(.yellow)
          + Text("⚠ \(failure)").foregroundColor(.red))
          .lineLimit(1).tag("last-link")
      } else {
        Text("Last link: \(state.link)").foregroundColor(.yellow).lineLimit(1).tag("last-link")
      }
      Divider()
      Stack(spacing: 0, alignment: .stretch) {
        ForTruncation(mode: .tail, text: Self.long)
        ForTruncation(mode: .middle, text: Self.long)
        ForTruncation(mode: .head, text: Self.long)
      }
      .frame(characters: 40)
    }.scaled()
  }
}

/// One truncation mode, on one line.
private struct ForTruncation: Component {
  let mode: TextTruncation
  let text: String

  var body: some Component {
    Stack(.horizontal, spacing: 1) {
      Text("\(mode):").bold().frame(characters: 7)
      AttributedLabel(StyledText(text)).lineLimit(1).truncationMode(mode)
        .flex(grow: 1, shrink: 1, basis: .points(0))
        .key(mode)
        .tag("truncated-\(mode)")
    }.scaled()
  }
}
