import Foundation
import Testing
import Trellis
import TrellisMedia

@Suite("HTML to text")
struct HTMLTextTests {
  let base = URL(string: "http://example.test/docs/page.html")!

  func parse(_ html: String) throws -> WebContent {
    try HTMLText.parse(Array(html.utf8), baseURL: base)
  }

  @Test("runs of ASCII white space collapse to one space; no-break spaces and upper-case tags stay")
  func whiteSpace() throws {
    let page = try parse("<P>one \t\n two&nbsp;&nbsp;three <B>\u{00E9}t\u{00E9}</B></P>")
    guard case .paragraph(let text) = page.blocks.first else {
      Issue.record("no paragraph")
      return
    }
    #expect(text.plainText == "one two\u{00A0}\u{00A0}three \u{00E9}t\u{00E9}")
    #expect(text.runs.last?.style.bold == true)
  }

  @Test("headings, paragraphs, emphasis and code keep their styles")
  func blocks() throws {
    let page = try parse(
      """
      <html><head><title> The Title </title><style>p{}</style></head>
      <body><h1>Main</h1><p>Some <b>bold</b> and <em>slanted</em>
         text with <code>code()</code>.</p><script>alert(1)</script><hr><h3>Sub</h3></body></html>
      """)
    #expect(page.title == "The Title")
    #expect(page.blocks.count == 4)
    guard case .heading(1, let heading) = page.blocks[0] else {
      Issue.record("no h1")
      return
    }
    #expect(heading.plainText == "Main")
    #expect(heading.runs[0].style.bold && heading.runs[0].style.underline)
    guard case .paragraph(let text) = page.blocks[1] else {
      Issue.record("no p")
      return
    }
    #expect(text.plainText == "Some bold and slanted text with code().")
    #expect(text.runs.first { $0.text == " bold" }?.style.bold == true)
    #expect(text.runs.first { $0.text == " slanted" }?.style.italic == true)
    #expect(text.runs.first { $0.text == " code()" }?.style.foreground == .cyan)
    #expect(page.blocks[2] == .rule)
    guard case .heading(3, _) = page.blocks[3] else {
      Issue.record("no h3")
      return
    }
  }

  @Test("lists nest, ordered lists count, links resolve against the page")
  func listsAndLinks() throws {
    let page = try parse(
      """
      <ul><li>one <a href="two.html">two</a></li><li>three<ol><li>a</li><li>b</li></ol></li></ul>
      """)
    let items = page.blocks.compactMap { block -> String? in
      if case .listItem(let depth, let marker, let text) = block {
        return "\(depth)\(marker)\(text.plainText)"
      }
      return nil
    }
    #expect(items == ["1•one two", "1•three", "21.a", "22.b"])
    #expect(page.links == ["http://example.test/docs/two.html"])
  }

  @Test("pre keeps its text, images are placeholders, quotes are italic")
  func preImagesQuotes() throws {
    let page = try parse(
      """
      <pre>let x = 1
        x += 1</pre><img src="/cat.png" alt="A cat"><p>see <img src="x.png"> here</p>
      <blockquote>wise words</blockquote>
      """)
    #expect(page.blocks.contains(.code("let x = 1\n  x += 1")))
    #expect(page.blocks.contains(.image(alt: "A cat", source: "http://example.test/cat.png")))
    #expect(
      page.blocks.contains { block in
        if case .paragraph(let text) = block { return text.plainText == "see [image] here" }
        return false
      })
    #expect(
      page.blocks.contains { block in
        if case .quote(let text) = block { return text.runs.allSatisfy(\.style.italic) }
        return false
      })
  }

  @Test("broken markup is recovered; empty input is a typed error")
  func badInput() throws {
    let page = try parse("<p>unclosed <b>bold<p>next</i></div>")
    #expect(page.blocks.count == 2)
    #expect(throws: HTMLParsingError.empty) { try HTMLText.parse([]) }
    _ = try? HTMLText.parse([0, 0xFF, 0xFE, 0x3C, 0x00])
  }

  @Test("typed addresses become URLs; bad ones are typed errors")
  func addresses() throws {
    #expect(
      try WebPageLoader.url(forAddress: "example.com").absoluteString == "https://example.com")
    #expect(
      try WebPageLoader.url(forAddress: "127.0.0.1:8080/x").absoluteString
        == "http://127.0.0.1:8080/x")
    #expect(throws: WebPageError.invalidAddress("two words")) {
      try WebPageLoader.url(forAddress: "two words")
    }
  }
}
