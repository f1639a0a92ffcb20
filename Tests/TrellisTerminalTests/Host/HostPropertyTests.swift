import PropertyBased
import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("TerminalHost drawing agrees with hit testing")
struct HostPropertyTests {
  /// Random trees of containers (some scrolled) holding one-line texts that
  /// fill their frames with `#`: where the hit test finds a text a `#`
  /// shows, and where it finds only the root nothing does. Clipping (to every ancestor, with scroll offsets) and
  /// front-to-back order must agree between drawing and hit testing.
  @Test func drawnCellsAreExactlyTheHitTextViews() async {
    // Each view: (parent pick, x, y, width, height, is text, scroll offset).
    let view = Gen.int(in: 0...1000).array(of: 7...7)
    await propertyCheck(count: 300, input: view.array(of: 1...12)) { specs in
      let host = TerminalHost(width: 16, height: 8)
      var containers = [host.rootView]
      for spec in specs {
        let id = host.registry.makeID()
        let isText = spec[5] % 2 == 0
        let width = spec[3] % 10
        var description = ViewDescription(kind: isText ? .text : .scrollView)
        if isText {
          description[.text] = StyledText(String(repeating: "#", count: width))
          description[.maxLines] = 1
        } else {
          description[.contentOffset] = Point(x: 0, y: Double(spec[6] % 3))
        }
        host.createView(id, description: description)
        host.setFrame(
          Rect(
            x: Double(spec[1] % 14) - 2, y: Double(spec[2] % 9) - 2, width: Double(width),
            height: isText ? 1 : Double(spec[4] % 8)),
          of: id)
        host.insertChild(id, into: containers[spec[0] % containers.count], at: Int.max)
        if !isText { containers.append(id) }
      }
      let screen = host.drawnCells()
      for row in 0..<8 {
        for column in 0..<16 {
          let hitID = host.hitTest(column: column, row: row)
          let hit = hitID.flatMap { host.kind(of: $0) }
          // The right-most column and bottom row of a scroll view may hold its
          // scroll bars.
          let grapheme = screen[column, row].grapheme
          if ["│", "┃", "─", "━"].contains(grapheme) { continue }
          // A text on top shows; where only the root is hit nothing shows.
          // (An empty container on top of a text lets it show but takes
          // the hit, as transparent views do.)
          if hit == .text { #expect(grapheme == "#", "cell \(column), \(row)") }
          if hitID == host.rootView { #expect(grapheme != "#", "cell \(column), \(row)") }
        }
      }
    }
  }
}
