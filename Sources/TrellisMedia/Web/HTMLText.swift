internal import CTrellisMedia
public import Foundation
internal import Trellis

/// Turns HTML into styled text blocks with libxml2's HTML parser (which
/// recovers from broken markup as browsers do, read as events, with no
/// tree built):
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

  /// The deepest element nesting kept as structure (256). Deeper elements
  /// are flattened, never dropped: their text is kept as plain paragraphs
  /// (a block element still starts a new one), after a note saying so.
  public static let maximumDepth = 256

  /// The note put before the first flattened content.
  public static let flattenedNote =
    "[The page nests deeper than \(maximumDepth) elements here: the rest is shown as plain text.]"

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
            characters.baseAddress, Int32(characters.count), Int32(maximumDepth),
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
  text: UnsafePointer<CChar>?, textLength: Int32, href: UnsafePointer<CChar>?,
  source: UnsafePointer<CChar>?, alt: UnsafePointer<CChar>?
) {
  guard let context else { return }
  let walker = Unmanaged<HTMLWalker>.fromOpaque(context).takeUnretainedValue()
  let string = { (pointer: UnsafePointer<CChar>?) in pointer.map { String(cString: $0) } }
  switch kind {
  case Int32(TM_HTML_START):
    walker.start(
      HTMLElement(name: name), href: string(href), source: string(source), alt: string(alt))
  case Int32(TM_HTML_END): walker.end(HTMLElement(name: name))
  case Int32(TM_HTML_FLAT_START): walker.flatStart(HTMLElement(name: name))
  case Int32(TM_HTML_FLAT_END): walker.flatEnd(HTMLElement(name: name))
  default:
    guard let text, textLength > 0 else { return }
    text.withMemoryRebound(to: UInt8.self, capacity: Int(textLength)) { bytes in
      walker.text(UnsafeBufferPointer(start: bytes, count: Int(textLength)))
    }
  }
}

/// The elements the walk treats specially; every other element is
/// `.other`, or `.block` when it breaks paragraphs.
private enum HTMLElement: Equatable {
  case title
  case heading(Int)
  case list(ordered: Bool)
  case listItem, blockquote, pre, rule, lineBreak
  /// A table cell (`td`, `th`): separated from the row's previous cell.
  case cell(header: Bool)
  case image, link, bold, italic, underline, strikethrough, code, block, skipped, other

  /// Looked up once per element by name: a `switch` over strings compares
  /// the name with each case in turn.
  static let byName: [String: HTMLElement] = {
    var table: [String: HTMLElement] = [
      "title": .title, "ul": .list(ordered: false), "menu": .list(ordered: false),
      "ol": .list(ordered: true), "li": .listItem, "blockquote": .blockquote, "pre": .pre,
      "hr": .rule, "br": .lineBreak, "img": .image, "a": .link,
      "td": .cell(header: false), "th": .cell(header: true),
    ]
    for level in 1...6 { table["h\(level)"] = .heading(level) }
    for name in ["b", "strong"] { table[name] = .bold }
    for name in ["i", "em", "cite", "var", "dfn"] { table[name] = .italic }
    for name in ["u", "ins"] { table[name] = .underline }
    for name in ["s", "del", "strike"] { table[name] = .strikethrough }
    for name in ["code", "kbd", "samp", "tt"] { table[name] = .code }
    for name in [
      "p", "div", "section", "article", "header", "footer", "main", "nav", "aside", "table",
      "tr", "caption", "form", "figure", "figcaption", "dl", "dt", "dd", "body", "center",
      "address",
    ] {
      table[name] = .block
    }
    for name in ["script", "style", "noscript", "template", "svg", "iframe", "object", "select"] {
      table[name] = .skipped
    }
    return table
  }()

  /// The element named `name` (libxml2's HTML parser reports names in
  /// lower case; others are lowered here).
  init(name: UnsafePointer<CChar>?) {
    guard let name else {
      self = .other
      return
    }
    let string = String(cString: name)
    self = Self.byName[string] ?? Self.byName[string.lowercased()] ?? .other
  }
}

/// Collects inline runs into blocks as elements open and close. A class
/// so the C callback can reach it through a pointer; used by one parse on
/// one thread, so the runtime's exclusivity checks on its busiest
/// properties (a tenth of the time) are skipped.
private final class HTMLWalker {
  let baseURL: URL?
  @exclusivity(unchecked) var blocks: [WebBlock] = []
  var links: [String] = []
  var title = ""
  @exclusivity(unchecked) private var runs = StyledText(runs: [])
  @exclusivity(unchecked) private var styles: [TextStyle] = [.plain]
  private var lists: [(ordered: Bool, counter: Int)] = []
  /// Open list items: their marker, and whether their first line is out.
  private var items: [(marker: String, depth: Int, emitted: Bool)] = []
  @exclusivity(unchecked) private var pendingSpace = false
  @exclusivity(unchecked) private var skipDepth = 0
  private var inTitle = false
  /// Whether the note on flattened content is out.
  private var notedFlattening = false
  private var preDepth = 0
  private var preText = ""
  /// The bytes of the text being added, kept to reuse their storage.
  @exclusivity(unchecked) private var collapsed: [UInt8] = []

  init(baseURL: URL?) {
    self.baseURL = baseURL
  }

  func start(_ element: HTMLElement, href: String?, source: String?, alt: String?) {
    if skipDepth > 0 || element == .skipped {
      skipDepth += 1
      return
    }
    var style = styles.last ?? .plain
    switch element {
    case .title: inTitle = true
    case .heading(let level):
      flushParagraph()
      style.bold = true
      if level <= 2 { style.underline = true }
    case .list(let ordered):
      // A nested list ends its item's first line.
      if items.isEmpty { flushParagraph() } else { emitItem() }
      lists.append((ordered, 0))
    case .listItem:
      if items.isEmpty { flushParagraph() } else { emitItem() }
      var marker = "•"
      if !lists.isEmpty {
        lists[lists.count - 1].counter += 1
        if lists[lists.count - 1].ordered { marker = "\(lists[lists.count - 1].counter)." }
      }
      items.append((marker, max(1, lists.count), false))
    case .blockquote:
      flushParagraph()
      style.italic = true
    case .pre:
      flushParagraph()
      preDepth += 1
    case .rule:
      flushParagraph()
      blocks.append(.rule)
    case .lineBreak:
      runs.append(StyledText.Run("\n", style: style))
      pendingSpace = false
    case .image:
      let source = resolve(source ?? "")
      if runs.isEmpty {
        blocks.append(.image(alt: alt ?? "", source: source))
      } else {
        var placeholder = style
        placeholder.italic = true
        let label = (alt ?? "").isEmpty ? "image" : "image: \(alt ?? "")"
        addText("[\(label)]", style: placeholder)
      }
    case .link:
      if let href, !href.lowercased().hasPrefix("javascript:") {
        let target = resolve(href)
        links.append(target)
        style.link = target
        style.underline = true
      }
    case .bold: style.bold = true
    case .italic: style.italic = true
    case .underline: style.underline = true
    case .strikethrough: style.strikethrough = true
    case .code: style.foreground = .cyan
    case .cell(let header):
      // Cells of a row share its paragraph, one separator between them.
      if !runs.isEmpty {
        runs.append(StyledText.Run(" | ", style: styles.last ?? .plain))
        pendingSpace = false
      }
      if header { style.bold = true }
    case .block: flushParagraph()
    case .skipped, .other: break
    }
    styles.append(style)
  }

  func end(_ element: HTMLElement) {
    if skipDepth > 0 {
      skipDepth -= 1
      return
    }
    if styles.count > 1 { styles.removeLast() }
    switch element {
    case .title: inTitle = false
    case .heading(let level):
      let text = takeRuns()
      if !text.isEmpty { blocks.append(.heading(level: level, text: text)) }
    case .list:
      flushParagraph()
      if !lists.isEmpty { lists.removeLast() }
    case .listItem:
      emitItem()
      if !items.isEmpty { items.removeLast() }
    case .blockquote:
      let text = takeRuns()
      if !text.isEmpty { blocks.append(.quote(text)) }
    case .pre:
      preDepth = max(0, preDepth - 1)
      if preDepth == 0 {
        let code = Self.trimmingLineBreaks(preText)
        if !code.isEmpty { blocks.append(.code(code)) }
        preText = ""
      }
    case .block: flushParagraph()
    default: break
    }
  }

  /// An element nested deeper than ``HTMLText/maximumDepth`` starts: its
  /// text will come, without its style; a block still breaks the text.
  func flatStart(_ element: HTMLElement) {
    if skipDepth > 0 || element == .skipped {
      skipDepth += 1
      return
    }
    if !notedFlattening {
      notedFlattening = true
      flushParagraph()
      var note = TextStyle.plain
      note.italic = true
      blocks.append(
        .paragraph(StyledText(runs: [StyledText.Run(HTMLText.flattenedNote, style: note)])))
    }
    flatBreak(element)
  }

  /// An element nested deeper than ``HTMLText/maximumDepth`` ends.
  func flatEnd(_ element: HTMLElement) {
    if skipDepth > 0 {
      skipDepth -= 1
      return
    }
    flatBreak(element)
  }

  private func flatBreak(_ element: HTMLElement) {
    switch element {
    case .block, .heading, .list, .listItem, .blockquote, .pre, .rule: flushParagraph()
    case .lineBreak: runs.append(StyledText.Run("\n", style: .plain))
    case .cell: pendingSpace = true
    default: break
    }
  }

  /// A text node's UTF-8 bytes.
  func text(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard skipDepth == 0 else { return }
    if inTitle {
      title += String(decoding: bytes, as: UTF8.self)
    } else if preDepth > 0 {
      preText += String(decoding: bytes, as: UTF8.self)
    } else {
      addText(bytes, style: styles.last ?? .plain)
    }
  }

  /// Adds text with white space collapsed as HTML does: runs of ASCII
  /// white space (space, tab, line feed, form feed, carriage return)
  /// become one space; other spaces, such as no-break spaces, stay.
  private func addText(_ bytes: UnsafeBufferPointer<UInt8>, style: TextStyle) {
    collapsed.removeAll(keepingCapacity: true)
    for byte in bytes {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0C, 0x0D:
        pendingSpace = true
      default:
        if pendingSpace && !(runs.isEmpty && collapsed.isEmpty) { collapsed.append(0x20) }
        pendingSpace = false
        collapsed.append(byte)
      }
    }
    guard !collapsed.isEmpty else { return }
    runs.append(StyledText.Run(String(decoding: collapsed, as: UTF8.self), style: style))
  }

  private func addText(_ text: String, style: TextStyle) {
    var text = text
    text.withUTF8 { addText($0, style: style) }
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

  /// `text` without the line breaks (LF, CR, VT, FF) at its ends:
  /// Foundation's trimming goes through UTF-16 and took a tenth of a page.
  static func trimmingLineBreaks(_ text: String) -> String {
    let bytes = text.utf8
    let isBreak = { (byte: UInt8) in (0x0A...0x0D).contains(byte) }
    guard let first = bytes.firstIndex(where: { !isBreak($0) }),
      let last = bytes.lastIndex(where: { !isBreak($0) })
    else { return "" }
    return String(text[first...last])
  }

  private func resolve(_ reference: String) -> String {
    // Most references have no space around them: trimming is skipped then.
    let trimmed =
      reference.first?.isWhitespace == true || reference.last?.isWhitespace == true
      ? reference.trimmingCharacters(in: .whitespacesAndNewlines) : reference
    guard let url = URL(string: trimmed, relativeTo: baseURL) else { return trimmed }
    return url.absoluteString
  }
}
