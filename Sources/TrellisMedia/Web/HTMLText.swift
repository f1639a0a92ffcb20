internal import CTrellisMedia
public import Foundation
internal import Trellis

/// Turns HTML into styled text blocks with libxml2's HTML parser
/// (`htmlReadMemory`, which recovers from broken markup as browsers do):
/// headings, paragraphs, lists, emphasis, code, quotes, links (resolved
/// against the page's URL) and images as placeholders. Scripts and styles
/// are dropped.
///
/// ```swift
/// let page = try HTMLText.parse(Array(html.utf8), baseURL: url)
/// ```
public enum HTMLText {
  /// The largest page parsed (16 MiB).
  public static let byteLimit = 16 << 20

  /// Parses `bytes` (UTF-8 unless the page says otherwise) of the page at
  /// `baseURL`.
  ///
  /// - Throws: ``HTMLParsingError``.
  public static func parse(_ bytes: [UInt8], baseURL: URL? = nil) throws(HTMLParsingError)
    -> WebContent
  {
    guard !bytes.isEmpty else { throw .empty }
    guard bytes.count <= byteLimit else { throw .tooLarge(bytes: bytes.count, limit: byteLimit) }
    let walker = HTMLWalker(baseURL: baseURL)
    var message = [CChar](repeating: 0, count: 256)
    let code = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        withExtendedLifetime(walker) {
          tm_html_walk(
            characters.baseAddress, Int32(characters.count), baseURL?.absoluteString, 256,
            Unmanaged.passUnretained(walker).toOpaque(), htmlEvent, &message, 256)
        }
      }
    }
    guard code == Int32(TM_OK) else {
      let reason = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .unparseable(reason: reason.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    walker.flushParagraph()
    let title = walker.title.trimmingCharacters(in: .whitespacesAndNewlines)
    return WebContent(
      title: title.isEmpty ? nil : title, blocks: walker.blocks, links: walker.links)
  }
}

/// libxml2's walk calls this for each start, end and text.
private func htmlEvent(
  context: UnsafeMutableRawPointer?, kind: Int32, name: UnsafePointer<CChar>?,
  text: UnsafePointer<CChar>?, href: UnsafePointer<CChar>?, source: UnsafePointer<CChar>?,
  alt: UnsafePointer<CChar>?
) {
  guard let context else { return }
  let walker = Unmanaged<HTMLWalker>.fromOpaque(context).takeUnretainedValue()
  let string = { (pointer: UnsafePointer<CChar>?) in pointer.map { String(cString: $0) } }
  switch kind {
  case Int32(TM_HTML_START):
    walker.start(
      (string(name) ?? "").lowercased(), href: string(href), source: string(source),
      alt: string(alt))
  case Int32(TM_HTML_END): walker.end((string(name) ?? "").lowercased())
  default: walker.text(string(text) ?? "")
  }
}

/// Collects inline runs into blocks as elements open and close. A class
/// so the C callback can reach it through a pointer; used by one parse on
/// one thread.
private final class HTMLWalker {
  let baseURL: URL?
  var blocks: [WebBlock] = []
  var links: [String] = []
  var title = ""
  private var runs = StyledText(runs: [])
  private var styles: [TextStyle] = [.plain]
  private var lists: [(ordered: Bool, counter: Int)] = []
  /// Open list items: their marker, and whether their first line is out.
  private var items: [(marker: String, depth: Int, emitted: Bool)] = []
  private var pendingSpace = false
  private var skipDepth = 0
  private var inTitle = false
  private var preDepth = 0
  private var preText = ""

  init(baseURL: URL?) {
    self.baseURL = baseURL
  }

  static let blockElements: Set<String> = [
    "p", "div", "section", "article", "header", "footer", "main", "nav", "aside", "table", "tr",
    "form", "figure", "figcaption", "dl", "dt", "dd", "body", "center", "address",
  ]
  static let skipped: Set<String> = [
    "script", "style", "noscript", "template", "svg", "iframe", "object", "select",
  ]

  func start(_ name: String, href: String?, source: String?, alt: String?) {
    if skipDepth > 0 || Self.skipped.contains(name) {
      skipDepth += 1
      return
    }
    var style = styles.last ?? .plain
    switch name {
    case "title": inTitle = true
    case "h1", "h2", "h3", "h4", "h5", "h6":
      flushParagraph()
      style.bold = true
      if name == "h1" || name == "h2" { style.underline = true }
    case "ul", "ol", "menu":
      // A nested list ends its item's first line.
      if items.isEmpty { flushParagraph() } else { emitItem() }
      lists.append((name == "ol", 0))
    case "li":
      if items.isEmpty { flushParagraph() } else { emitItem() }
      var marker = "•"
      if !lists.isEmpty {
        lists[lists.count - 1].counter += 1
        if lists[lists.count - 1].ordered { marker = "\(lists[lists.count - 1].counter)." }
      }
      items.append((marker, max(1, lists.count), false))
    case "blockquote":
      flushParagraph()
      style.italic = true
    case "pre":
      flushParagraph()
      preDepth += 1
    case "hr":
      flushParagraph()
      blocks.append(.rule)
    case "br":
      runs.append(StyledText.Run("\n", style: style))
      pendingSpace = false
    case "img":
      let source = resolve(source ?? "")
      if runs.isEmpty {
        blocks.append(.image(alt: alt ?? "", source: source))
      } else {
        var placeholder = style
        placeholder.italic = true
        let label = (alt ?? "").isEmpty ? "image" : "image: \(alt ?? "")"
        addText("[\(label)]", style: placeholder)
      }
    case "a":
      if let href, !href.lowercased().hasPrefix("javascript:") {
        let target = resolve(href)
        links.append(target)
        style.link = target
        style.underline = true
      }
    case "b", "strong": style.bold = true
    case "i", "em", "cite", "var", "dfn": style.italic = true
    case "u", "ins": style.underline = true
    case "s", "del", "strike": style.strikethrough = true
    case "code", "kbd", "samp", "tt": style.foreground = .cyan
    default:
      if Self.blockElements.contains(name) { flushParagraph() }
    }
    styles.append(style)
  }

  func end(_ name: String) {
    if skipDepth > 0 {
      skipDepth -= 1
      return
    }
    if styles.count > 1 { styles.removeLast() }
    switch name {
    case "title": inTitle = false
    case "h1", "h2", "h3", "h4", "h5", "h6":
      let text = takeRuns()
      if !text.isEmpty { blocks.append(.heading(level: Int(name.dropFirst()) ?? 1, text: text)) }
    case "ul", "ol", "menu":
      flushParagraph()
      if !lists.isEmpty { lists.removeLast() }
    case "li":
      emitItem()
      if !items.isEmpty { items.removeLast() }
    case "blockquote":
      let text = takeRuns()
      if !text.isEmpty { blocks.append(.quote(text)) }
    case "pre":
      preDepth = max(0, preDepth - 1)
      if preDepth == 0 {
        let code = preText.trimmingCharacters(in: .newlines)
        if !code.isEmpty { blocks.append(.code(code)) }
        preText = ""
      }
    default:
      if Self.blockElements.contains(name) { flushParagraph() }
    }
  }

  func text(_ text: String) {
    guard skipDepth == 0 else { return }
    if inTitle {
      title += text
    } else if preDepth > 0 {
      preText += text
    } else {
      addText(text, style: styles.last ?? .plain)
    }
  }

  /// Adds text with whitespace collapsed as HTML does.
  private func addText(_ text: String, style: TextStyle) {
    var collapsed = ""
    for character in text {
      if character.isWhitespace {
        pendingSpace = true
      } else {
        if pendingSpace && !(runs.isEmpty && collapsed.isEmpty) { collapsed.append(" ") }
        pendingSpace = false
        collapsed.append(character)
      }
    }
    guard !collapsed.isEmpty else { return }
    runs.append(StyledText.Run(collapsed, style: style))
  }

  /// Emits the innermost open list item's text so far: with its marker
  /// the first time, as a continuation after that.
  private func emitItem() {
    guard let item = items.last else { return flushParagraph() }
    let text = takeRuns()
    guard !item.emitted || !text.isEmpty else { return }
    let marker = item.emitted ? String(repeating: " ", count: item.marker.count) : item.marker
    blocks.append(.listItem(depth: item.depth, marker: marker, text: text))
    items[items.count - 1].emitted = true
  }

  func flushParagraph() {
    let text = takeRuns()
    if !text.isEmpty { blocks.append(.paragraph(text)) }
  }

  private func takeRuns() -> StyledText {
    defer {
      runs = StyledText(runs: [])
      pendingSpace = false
    }
    return runs
  }

  private func resolve(_ reference: String) -> String {
    let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
    guard let url = URL(string: trimmed, relativeTo: baseURL) else { return trimmed }
    return url.absoluteString
  }
}
