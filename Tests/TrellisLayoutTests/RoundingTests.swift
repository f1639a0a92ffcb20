import Testing
import TrellisLayout

@Suite("Rounding to the pixel grid")
struct RoundingTests {
  @Test("Sizes come from rounded edges, so adjacent items neither overlap nor leave gaps")
  func adjacentItems() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 10
        },
        children: (0..<3).map { _ in TestNode({ $0.flexGrow = 1 }) }))
    #expect(frames.dropFirst().map(\.x) == [0, 33, 67])
    #expect(frames.dropFirst().map(\.width) == [33, 34, 33])
  }

  @Test("A scale of 2 rounds to half points; 0 does not round")
  func scales() {
    let root = TestNode(
      {
        $0.flexDirection = .row
        $0.width = 100
        $0.height = 10
      },
      children: (0..<3).map { _ in TestNode({ $0.flexGrow = 1 }) })
    #expect(layout(root, scale: 2).dropFirst().map(\.x) == [0, 33.5, 66.5])
    let raw = layout(root, scale: 0)
    #expect(raw[2].x.isApproximately(33.333, within: 0.001))
  }

  @Test("Measured text is never rounded smaller than its content")
  func textRounding() {
    let text = TestNode(style: Style(), measure: fixedContent(width: 10.2, height: 10.2))
    let frames = layout(TestNode({ $0.alignItems = .flexStart }, children: [text]))
    #expect(frames[1].width == 11)
    #expect(frames[1].height == 11)
  }
}
