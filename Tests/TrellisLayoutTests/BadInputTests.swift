import Testing
import TrellisLayout

@Suite("Bad input has a defined result")
struct BadInputTests {
  @Test("Negative and NaN sizes count as auto")
  func invalidSizes() {
    for bad in [Dimension.points(-10), .points(.nan), .points(.infinity), .percent(.nan)] {
      let frames = layout(
        TestNode(
          {
            $0.width = 100
            $0.height = 100
            $0.alignItems = .flexStart
          },
          children: [
            TestNode({
              $0.width = bad
              $0.height = bad
              $0.minWidth = bad
              $0.maxHeight = bad
            })
          ]))
      #expect(frames[1] == frame(0, 0, 0, 0), "\(bad)")
    }
  }

  @Test("Negative padding, border and gap count as 0; negative margins are kept")
  func negativeEdges() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 10
          $0.padding = .all(-5)
          $0.border = .all(-5)
          $0.gap = Gap(all: -3)
        },
        children: [
          TestNode({ $0.width = 10 }),
          TestNode({
            $0.width = 10
            $0.margin = EdgeDimensions(left: -4)
          }),
        ]))
    #expect(frames[1].x == 0)
    #expect(frames[2].x == 6)
  }

  @Test("Negative, NaN and infinite factors and ratios are ignored")
  func invalidFactors() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 10
        },
        children: [
          TestNode({
            $0.flexGrow = -1
            $0.width = 10
            $0.aspectRatio = -2
          }),
          TestNode({
            $0.flexGrow = .nan
            $0.flexShrink = .infinity
            $0.width = 10
            $0.aspectRatio = .nan
          }),
        ]))
    #expect(frames.dropFirst().map(\.width) == [10, 10])
    #expect(frames.dropFirst().map(\.height) == [10, 10])
  }

  @Test("A percentage of an undefined size behaves as auto")
  func percentOfUndefined() {
    let frames = layout(
      TestNode(
        { $0.alignItems = .flexStart },
        children: [
          TestNode(
            {
              $0.width = .percent(50)
              $0.height = .percent(50)
            },
            children: [
              TestNode({
                $0.width = 30
                $0.height = 20
              })
            ])
        ]))
    #expect(frames[1] == frame(0, 0, 30, 20))
  }

  @Test("Growing into undefined space does not grow")
  func growIntoUndefined() {
    let frames = layout(
      TestNode(
        { $0.flexDirection = .row },
        children: [
          TestNode({
            $0.flexGrow = 1
            $0.width = 10
            $0.height = 10
          })
        ]))
    #expect(frames[0] == frame(0, 0, 10, 10))
    #expect(frames[1].width == 10)
  }

  @Test("Bad available sizes: NaN and infinity are unconstrained, negatives are 0")
  func invalidAvailableSizes() {
    let root = TestNode(style: Style(), measure: fixedContent(width: 40, height: 30))
    #expect(layout(root, width: .nan, height: .infinity)[0] == frame(0, 0, 40, 30))
    #expect(layout(root, width: -5, height: -5)[0] == frame(0, 0, 0, 0))
  }

  @Test("A measure function returning garbage counts as 0")
  func badMeasureResult() {
    let leaf = TestNode(style: Style()) { _, _, _, _ in LayoutSize(width: .nan, height: -3) }
    #expect(layout(TestNode({ $0.alignItems = .flexStart }, children: [leaf]))[1] == .zero)
  }

  @Test("Point scale factors that are not positive and finite mean no rounding")
  func badScale() {
    let root = TestNode({
      $0.width = 10.4
      $0.height = 10.6
    })
    for scale in [0, -1, Double.nan, .infinity] {
      #expect(layout(root, scale: scale)[0] == frame(0, 0, 10.4, 10.6))
    }
  }
}
