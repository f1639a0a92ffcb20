import Foundation
import Testing
import Trellis
import TrellisMedia

@Suite("HTML: deep nesting is flattened, never dropped; table cells stay apart")
struct HTMLDepthAndTableTests {
  private func paragraphs(_ html: String) throws -> [String] {
    try HTMLText.parse(Array(html.utf8)).blocks.compactMap { block in
      if case .paragraph(let text) = block { return text.plainText }
      return nil
    }
  }

  @Test("issues 27.10 and 32.19: text inside 5,000 nested divs is kept, after a note")
  func deepTextIsKept() throws {
    let open = String(repeating: "<div>", count: 5000)
    let close = String(repeating: "</div>", count: 5000)
    let found = try paragraphs("<p>top</p>\(open)deep text\(close)<p>after</p>")
    #expect(found == ["top", HTMLText.flattenedNote, "deep text", "after"])
  }

  @Test("flattened blocks still break the text; flattened scripts stay hidden")
  func flattenedBlocksBreak() throws {
    let open = String(repeating: "<div>", count: HTMLText.maximumDepth)
    let close = String(repeating: "</div>", count: HTMLText.maximumDepth)
    let found = try paragraphs(
      "\(open)<p>one <b>bold</b></p><p>two</p><script>hidden()</script>\(close)")
    #expect(found == [HTMLText.flattenedNote, "one bold", "two"])
  }

  @Test("a page within the depth limit has no note")
  func shallowPagesHaveNoNote() throws {
    let open = String(repeating: "<div>", count: 200)
    let close = String(repeating: "</div>", count: 200)
    #expect(try paragraphs("\(open)text\(close)") == ["text"])
  }

  @Test("issue 32.19: table cells are separated, one row per paragraph")
  func tableCellsAreSeparated() throws {
    let found = try paragraphs(
      """
      <table><caption>Cells</caption>
      <tr><th>cell 0 a</th><th>cell 0 b</th></tr>
      <tr><td>cell 1 a</td><td>cell 1 b</td><td></td><td>x</td></tr>
      </table>
      """)
    #expect(found == ["Cells", "cell 0 a | cell 0 b", "cell 1 a | cell 1 b |  | x"])
  }
}
