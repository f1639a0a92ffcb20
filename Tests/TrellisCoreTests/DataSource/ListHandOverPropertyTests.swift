import PropertyBased
import Synchronization
import Testing
import Trellis
import TrellisDiff
import TrellisTesting

/// A row whose shape follows its model: rows of one shape are handed over
/// slot by slot (the mounter's outline is kept), rows of another are
/// matched afresh. Its button reports the row's model.
struct ShapedRow: Component {
  let model: Int
  let tapped: TappedRows

  var body: some Component {
    Stack {
      Button("row \(model)") { tapped.record(model) }.tag("row\(model)")
      RandomScreen(leaves: (0..<(model % 3)).map { (model * 7 + $0 * 13) % 40 })
    }
  }
}

/// The models of the rows whose button was tapped, in order.
final class TappedRows: Sendable {
  private let models = Mutex<[Int]>([])

  func record(_ model: Int) { models.withLock { $0.append(model) } }
  var all: [Int] { models.withLock { $0 } }
}

@MainActor
@Suite("List hand-over properties")
struct ListHandOverPropertyTests {
  static let size = Size(width: 30, height: 10)

  /// A list of `count` shaped rows in a host of its own.
  func list(count: Int, tapped: TappedRows) async throws -> (HeadlessHost, ListMounter<Int, Int>) {
    let host = HeadlessHost(size: Self.size)
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: Self.size.width), environment: .characterGrid()
    ) { model, _ in
      ShapedRow(model: model, tapped: tapped)
    }
    try await source.apply(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<count))])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(origin: .zero, size: Self.size))
    return (host, list)
  }

  /// The list's cells (depth 2 of the host's tree as text), each with its
  /// views, sorted: a scrolled list appends a cell it hands over, a fresh
  /// one mounts them in row order. (The list's own line is left out: a
  /// list scrolled back to the top says so, a fresh one never scrolled.)
  func cells(of host: HeadlessHost) -> [String] {
    var cells: [String] = []
    for line in host.treeDump(includeEvents: true).split(separator: "\n") {
      if line.hasPrefix("      "), !cells.isEmpty {
        cells[cells.count - 1] += "\n" + line
      } else if line.hasPrefix("    ") {
        cells.append(String(line))
      }
    }
    return cells.sorted()
  }

  @Test("rows scrolled into handed-over views show what a fresh list shows, and tap their own row")
  func handOverShowsWhatAFreshListShows() async throws {
    let offsets = Gen.int(in: 0...240).array(of: 1...6)
    await propertyCheck(count: 40, input: offsets) { offsets in
      let tapped = TappedRows()
      guard let (host, list) = try? await list(count: 120, tapped: tapped) else {
        Issue.record("the list could not be made")
        return
      }
      for offset in offsets {
        list.scroll(to: Double(offset))
        guard let (fresh, freshList) = try? await self.list(count: 120, tapped: TappedRows())
        else {
          Issue.record("the fresh list could not be made")
          return
        }
        freshList.scroll(to: Double(offset))
        #expect(cells(of: host) == cells(of: fresh))
        // The first row wholly in view: its button reaches its own row.
        let first = (0..<120).first { row in
          fresh.find(tag: "row\(row)").map { $0.absoluteFrame.minY >= 0 } ?? false
        }
        if let first {
          #expect(host.tap(tag: "row\(first)"))
          #expect(tapped.all.last == first)
        }
        freshList.invalidate()
      }
      list.invalidate()
    }
  }
}
