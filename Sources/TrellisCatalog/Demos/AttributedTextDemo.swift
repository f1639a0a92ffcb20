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
      AttributedTextScreen()
    }
  }
}

private struct AttributedTextScreen: StatefulComponent {
  static let markup = """
    **Bold**, *italic*, `code` and [a link](https://github.com/apple/swift). \
    Unclosed **markup shows as written.
    """

  static let detected = """
    Mail support@example.com, call +1 (555) 123-4567, meet on 2026-12-01 \
    or read www.swift.org/documentation.
    """

  static let long = "The quick brown fox jumps over the lazy dog, again and again and again."

  func initialState() -> String { "none yet — Tab to a link, then Enter, or click one" }

  func body(state last: String, scope: Scope<String>) -> some Component {
    Stack(spacing: 1, alignment: .stretch) {
      AttributedLabel(markup: Self.markup)
        .onLink { url in scope.set(url) }
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
        .onLink { url in
          scope.set(url)
          // Web, mail and phone links go to the system's handler; a date
          // is the app's to handle (here: shown as the last link).
          guard !url.hasPrefix(DataDetector.Kind.date.scheme + ":") else { return }
          try await AppLinkService.system.openInBackground(url)
        }
        .key("detected")
        .tag("detected")
      Text("Last link: \(last)").foregroundColor(.yellow).tag("last-link")
      Divider()
      Stack(spacing: 0, alignment: .stretch) {
        ForTruncation(mode: .tail, text: Self.long)
        ForTruncation(mode: .middle, text: Self.long)
        ForTruncation(mode: .head, text: Self.long)
      }
      .frame(width: 40)
    }
  }
}

/// One truncation mode, on one line.
private struct ForTruncation: Component {
  let mode: TextTruncation
  let text: String

  var body: some Component {
    Stack(.horizontal, spacing: 1) {
      Text("\(mode):").bold().frame(width: 7)
      AttributedLabel(StyledText(text)).lineLimit(1).truncationMode(mode)
        .flex(grow: 1, shrink: 1, basis: .points(0))
        .key(mode)
        .tag("truncated-\(mode)")
    }
  }
}
