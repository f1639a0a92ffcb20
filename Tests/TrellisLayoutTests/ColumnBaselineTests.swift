import Testing
import TrellisLayout

/// Items of a column have no baseline along the horizontal cross axis: one is synthesized at
/// their line-under edge, the left border edge for horizontal text, and baseline-aligned items
/// line those edges up — at the start of the line in LTR, and as far from its right (start)
/// edge as the widest item in RTL.
@Suite("Baseline alignment in columns")
struct ColumnBaselineTests {
  private func column(_ configure: @escaping (inout Style) -> Void = { _ in }) -> TestNode {
    TestNode(
      {
        $0.width = 100
        $0.alignItems = .baseline
        configure(&$0)
      },
      children: [
        TestNode({
          $0.width = 30
          $0.height = 10
        }),
        TestNode({
          $0.width = 50
          $0.height = 10
        }),
      ])
  }

  @Test("LTR: left edges line up at the start")
  func leftToRight() {
    #expect(
      layout(column()) == [frame(0, 0, 100, 20), frame(0, 0, 30, 10), frame(0, 10, 50, 10)])
  }

  @Test("RTL: left edges line up, the widest item at the start")
  func rightToLeft() {
    #expect(
      layout(column(), direction: .rtl) == [
        frame(0, 0, 100, 20), frame(50, 0, 30, 10), frame(50, 10, 50, 10),
      ])
  }

  @Test("Start margins count in the synthesized ascent")
  func margins() {
    let root = TestNode(
      {
        $0.width = 100
        $0.alignItems = .baseline
      },
      children: [
        TestNode({
          $0.width = 30
          $0.height = 10
          $0.margin = EdgeDimensions(left: 10)
        }),
        TestNode({
          $0.width = 50
          $0.height = 10
        }),
      ])
    #expect(layout(root) == [frame(0, 0, 100, 20), frame(10, 0, 30, 10), frame(10, 10, 50, 10)])
  }

  @Test("Items not aligned by baseline keep their own alignment")
  func otherAlignments() {
    let root = TestNode(
      {
        $0.width = 100
        $0.alignItems = .baseline
      },
      children: [
        TestNode({
          $0.width = 30
          $0.height = 10
          $0.alignSelf = .flexEnd
        }),
        TestNode({
          $0.width = 50
          $0.height = 10
        }),
      ])
    #expect(
      layout(root, direction: .rtl) == [
        frame(0, 0, 100, 20), frame(0, 0, 30, 10), frame(50, 10, 50, 10),
      ])
  }

  @Test("Each line of a wrapping column lines up its own items")
  func wrappingLines() {
    let root = TestNode(
      {
        $0.width = 100
        $0.height = 20
        $0.flexWrap = .wrap
        $0.alignItems = .baseline
      },
      children: [
        TestNode({
          $0.width = 50
          $0.height = 10
        }),
        TestNode({
          $0.width = 30
          $0.height = 10
        }),
        TestNode({
          $0.width = 40
          $0.height = 10
        }),
      ])
    #expect(
      layout(root, direction: .rtl) == [
        frame(0, 0, 100, 20), frame(50, 0, 50, 10), frame(50, 10, 30, 10),
        frame(10, 0, 40, 10),
      ])
  }
}
