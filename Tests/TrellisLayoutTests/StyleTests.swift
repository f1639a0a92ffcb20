import Testing
import TrellisLayout

@Suite("Style values")
struct StyleTests {
  @Test("EdgeDimensions resolve the most specific value per physical edge")
  func edgePrecedence() {
    let edges = EdgeDimensions(all: 1, horizontal: 2, left: 3, start: 4)
    #expect(edges.value(for: .left, direction: .ltr) == 4)
    #expect(edges.value(for: .left, direction: .rtl) == 3)
    #expect(edges.value(for: .right, direction: .rtl) == 4)
    #expect(edges.value(for: .right, direction: .ltr) == 2)
    #expect(edges.value(for: .top, direction: .ltr) == 1)
    var changed = edges
    changed.start = nil
    changed.left = nil
    #expect(changed.value(for: .left, direction: .ltr) == 2)
    #expect(EdgeDimensions.none.value(for: .bottom, direction: .ltr) == nil)
    #expect(EdgeDimensions(vertical: .auto).value(for: .bottom, direction: .rtl) == .auto)
  }

  @Test("Gaps fall back to all, then to zero")
  func gaps() {
    #expect(Gap(all: 4, row: 2).resolvedRow == 2)
    #expect(Gap(all: 4, row: 2).resolvedColumn == 4)
    #expect(Gap.none.resolvedColumn == 0)
  }

  @Test("Dimensions resolve points and percentages; keywords and bad numbers do not")
  func dimensions() {
    #expect(Dimension.points(12).resolved(against: nil) == 12)
    #expect(Dimension.percent(25).resolved(against: 200) == 50)
    #expect(Dimension.percent(25).resolved(against: nil) == nil)
    #expect(Dimension.auto.resolved(against: 100) == nil)
    #expect(Dimension.points(.nan).resolved(against: 100) == nil)
    #expect(Dimension.fitContent.isIntrinsicKeyword && !Dimension.auto.isIntrinsicKeyword)
    let literal: Dimension = 7.5
    #expect(literal == .points(7.5))
  }

  @Test("Styles compare by value, also after edits through nested properties")
  func styleEquality() {
    var a = Style()
    var b = Style()
    a.margin.left = 5
    b.margin = EdgeDimensions(left: 5)
    #expect(a == b)
    a.margin.left = nil
    #expect(a == Style())
    #expect(Style().flexDirection == .column && Style().alignItems == .stretch)
  }

  @Test("Absolute frames add the ancestors' origins")
  func absoluteFrames() {
    var (tree, ids) = build(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
          $0.padding = .all(10)
        },
        children: [TestNode({ $0.padding = .all(5) }, children: [TestNode({ $0.height = 4 })])]))
    tree.calculateLayout(for: ids[0])
    #expect(tree.frame(of: ids[2]) == frame(5, 5, 70, 4))
    #expect(tree.absoluteFrame(of: ids[2]) == frame(15, 15, 70, 4))
    #expect(tree.absoluteFrame(of: ids[0]) == tree.frame(of: ids[0]))
  }
}
