import Foundation
import Testing
import Trellis
import TrellisDiff
import TrellisLayout
import TrellisTesting

@testable import TrellisWeb

/// The benchmark's case (issue 29): a long table of column rows paged
/// down in a browser tab's host. Each patch on the wire must read as what
/// the reference encoder builds from the very journal the host encoded.
@MainActor
@Suite("Table page-down journal")
struct TablePageDownJournalTests {
  nonisolated static let layout = ColumnLayout(
    [56, 184, 296, 176, 96].map { .fixed($0) }, spacing: 8)

  /// Rows with text that needs escaping, wide and non-BMP characters.
  static func rows() -> [[String]] {
    (0..<600).map { index in
      [
        "\(index + 1)", "Ada \"\(index)\" <Lovelace>", "ada.\(index)@example.com & co",
        ["London", "Zürich", "東京", "São Paulo", "🙂 Nairobi"][index % 5], "\(index * 7).5\\",
      ]
    }
  }

  @Test("each page-down patch reads as the reference encoding of its journal")
  func pageDownPatchMatchesTheReference() async throws {
    let environment = TestFonts.environment
    let dataSource = ComponentDataSource<Int, [String]>(
      sizeRange: SizeRange(width: 1_200), environment: environment
    ) { row, _ in ColumnRow(Self.layout, row).padding(horizontal: 8, vertical: 0) }
    await dataSource.reset(to: [ListSection(0, items: Self.rows())])
    let list = VirtualList(dataSource, overscan: 0)
    var messages: [String] = []
    let host = WebHost(size: Size(width: 1_200, height: 800), environment: environment) {
      messages.append($0)
    }
    // A second reader gets the same journals as the host's own, and lays
    // out text lines as the host does, from the same tree.
    var expected: [JSONValue] = []
    let lines = TextLineLayout(measurer: environment.textMeasurer)
    host.tree.addJournalReader { [tree = host.tree] journal in
      expected.append(
        ReferenceJournalEncoder.message(
          journal, root: tree.rootView, characterWidth: environment.characterWidth
        ) { lines.lines(of: $0, in: tree) })
    }
    let root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    await root.render(
      Stack {
        ColumnRow(Self.layout, ["#", "Name", "Email", "City", "Amount"])
        Embedded(list)
        Text("PgDn next page · q quit")
      })
    host.drawFrame()
    let mounter = try #require(list.mounter)
    for _ in 0..<8 {
      mounter.scroll(to: mounter.contentOffset + mounter.frame.height)
      host.drawFrame()
    }
    #expect(messages.count >= 9)
    #expect(expected.count == messages.count)
    for (message, reference) in zip(messages, expected) {
      #expect(try JSONValue.parse(message) == reference)
    }
    // The patches carry the rows' cells: the case the benchmark measures.
    #expect(messages.dropFirst().allSatisfy { $0.contains("\"attrs\"") })
    _ = root
  }
}
