internal import Foundation
public import Trellis

/// A page's blocks as wrapped text: headings bold, lists indented with
/// their markers, code in colour, quotes with a bar, images as
/// placeholders; or the error, or nothing while loading.
public struct WebPageText: Component {
  /// The web view's state.
  public var state: WebViewState

  /// Creates the text of a web view's page.
  public init(state: WebViewState) {
    self.state = state
  }

  /// The blocks, one under another.
  public var body: some Component {
    Stack(spacing: 0, alignment: .stretch) {
      switch state.phase {
      case .idle, .loading:
        Text(" ")
      case .failed(let error):
        Text(StyledText("⚠ " + error.description, style: TextStyle(bold: true, foreground: .red)))
          .tag("error")
      case .loaded(let content):
        if let title = content.title {
          Text(StyledText(title, style: TextStyle(bold: true))).tag("title")
        }
        ComponentArray(
          content.blocks.enumerated().map { index, block in
            AnyComponent(Self.view(of: block).key(index))
          })
        let links = Self.links(in: content.blocks)
        if !links.isEmpty {
          Text(StyledText("Links", style: TextStyle(bold: true))).padding(steps: EdgeInsets(top: 1))
          ComponentArray(
            links.enumerated().map { index, link in
              AnyComponent(
                Button("\(index + 1). \(link.title)", send: LinkTapped(url: link.url))
                  .tag("link-\(index + 1)").key("link-\(index)"))
            })
        }
      }
    }
  }

  /// The page's links in order, with the text they are on: one button
  /// each, so the keyboard reaches every link (a mouse can also click the
  /// link in the text).
  static func links(in blocks: [WebBlock]) -> [(title: String, url: String)] {
    var links: [(title: String, url: String)] = []
    for block in blocks {
      let text: StyledText
      switch block {
      case .heading(_, let content), .paragraph(let content), .quote(let content):
        text = content
      case .listItem(_, _, let content): text = content
      default: continue
      }
      var previous: String?
      for run in text.runs {
        guard let url = run.style.link else {
          previous = nil
          continue
        }
        if url == previous, !links.isEmpty {
          links[links.count - 1].title += run.text
        } else {
          links.append((run.text.trimmingCharacters(in: .whitespaces), url))
        }
        previous = url
      }
    }
    return links
  }

  static func view(of block: WebBlock) -> AnyComponent {
    switch block {
    case .heading(let level, let text):
      let prefix = String(repeating: "#", count: level) + " "
      return AnyComponent(
        Text(StyledText(prefix, style: TextStyle(bold: true)) + text).padding(
          steps: EdgeInsets(top: 1)))
    case .paragraph(let text):
      return AnyComponent(Text(text).padding(steps: EdgeInsets(top: 1)))
    case .listItem(let depth, let marker, let text):
      let indent = String(repeating: "  ", count: depth - 1)
      return AnyComponent(Text(StyledText(indent + marker + " ") + text))
    case .code(let code):
      return AnyComponent(
        Text(StyledText(code, style: TextStyle(foreground: .cyan))).padding(
          steps: EdgeInsets(top: 1)))
    case .quote(let text):
      return AnyComponent(Text(StyledText("│ ", style: TextStyle(foreground: .brightBlack)) + text))
    case .image(let alt, _):
      let label = alt.isEmpty ? "[image]" : "[image: \(alt)]"
      return AnyComponent(Text(StyledText(label, style: TextStyle(italic: true))))
    case .rule:
      return AnyComponent(Divider())
    }
  }
}
