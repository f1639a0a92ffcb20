import Synchronization
import Testing
import TrellisLayout

@Suite("Flex layout rules")
struct FlexLayoutTests {
  @Test("Column is the default direction and children stretch across")
  func columnDefault() {
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
        }, children: [TestNode({ $0.height = 30 })]))
    #expect(frames == [frame(0, 0, 100, 100), frame(0, 0, 100, 30)])
  }

  @Test("Row places children side by side and row-reverse from the right")
  func rowAndReverse() {
    func row(_ direction: FlexDirection) -> TestNode {
      TestNode(
        {
          $0.flexDirection = direction
          $0.width = 100
          $0.height = 50
        },
        children: [TestNode({ $0.width = 20 }), TestNode({ $0.width = 30 })])
    }
    #expect(Array(layout(row(.row)).dropFirst()) == [frame(0, 0, 20, 50), frame(20, 0, 30, 50)])
    #expect(
      Array(layout(row(.rowReverse)).dropFirst()) == [frame(80, 0, 20, 50), frame(50, 0, 30, 50)])
  }

  @Test("RTL mirrors rows, start/end edges and insets")
  func rightToLeft() {
    let tree = TestNode(
      {
        $0.flexDirection = .row
        $0.width = 100
        $0.height = 20
      },
      children: [
        TestNode({
          $0.width = 20
          $0.margin = EdgeDimensions(start: 5)
        }),
        TestNode({
          $0.width = 10
          $0.position = EdgeDimensions(start: 3)
        }),
      ])
    #expect(
      Array(layout(tree, direction: .rtl).dropFirst()) == [
        frame(75, 0, 20, 20), frame(62, 0, 10, 20),
      ])
    #expect(
      Array(layout(tree, direction: .ltr).dropFirst()) == [
        frame(5, 0, 20, 20), frame(28, 0, 10, 20),
      ])
  }

  @Test("Grow shares positive free space by factor")
  func grow() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 300
          $0.height = 10
        },
        children: [
          TestNode({ $0.flexGrow = 1 }), TestNode({ $0.flexGrow = 2 }),
          TestNode({ $0.width = 60 }),
        ]))
    #expect(frames.dropFirst().map(\.width) == [80, 160, 60])
  }

  @Test("Shrink is weighted by flex basis")
  func shrink() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 10
        },
        children: [
          TestNode({
            $0.width = 100
            $0.flexShrink = 1
          }),
          TestNode({
            $0.width = 50
            $0.flexShrink = 1
          }),
        ]))
    // 50 points of overflow, shared 2:1 by basis × shrink.
    #expect(frames[1].width.isApproximately(66.67, within: 0.5))
    #expect(frames[2].width.isApproximately(33.33, within: 0.5))
    #expect(frames[1].width + frames[2].width == 100)
  }

  @Test("Min and max sizes clamp flexing, and the rest is redistributed")
  func minMaxDuringFlex() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 300
          $0.height = 10
        },
        children: [
          TestNode({
            $0.flexGrow = 1
            $0.maxWidth = 50
          }), TestNode({ $0.flexGrow = 1 }),
        ]))
    #expect(frames.dropFirst().map(\.width) == [50, 250])
  }

  @Test("Free space is shared from flex base sizes; min violators are frozen at their min")
  func minViolationFreezes() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 10
        },
        children: [
          TestNode({
            $0.flexGrow = 1
            $0.minWidth = 60
          }), TestNode({ $0.flexGrow = 1 }),
        ]))
    // Bases 0 and 0 share 100 as 50/50; the first breaks its minimum, is frozen at 60, and
    // the second takes the remaining 40.
    #expect(frames.dropFirst().map(\.width) == [60, 40])
  }

  @Test("Justify content: all six values")
  func justifyContent() {
    func xs(_ justify: Justify) -> [Double] {
      layout(
        TestNode(
          {
            $0.flexDirection = .row
            $0.width = 100
            $0.height = 10
            $0.justifyContent = justify
          },
          children: [TestNode({ $0.width = 20 }), TestNode({ $0.width = 20 })])
      ).dropFirst().map(\.x)
    }
    #expect(xs(.flexStart) == [0, 20])
    #expect(xs(.center) == [30, 50])
    #expect(xs(.flexEnd) == [60, 80])
    #expect(xs(.spaceBetween) == [0, 80])
    #expect(xs(.spaceAround) == [15, 65])
    #expect(xs(.spaceEvenly) == [20, 60])
  }

  @Test("Align items and align self on the cross axis")
  func alignItems() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 100
          $0.alignItems = .center
        },
        children: [
          TestNode({
            $0.width = 10
            $0.height = 20
          }),
          TestNode({
            $0.width = 10
            $0.height = 20
            $0.alignSelf = .flexEnd
          }),
          TestNode({
            $0.width = 10
            $0.alignSelf = .stretch
          }),
          TestNode({
            $0.width = 10
            $0.height = 20
            $0.alignSelf = .flexStart
          }),
        ]))
    #expect(frames.dropFirst().map(\.y) == [40, 80, 0, 0])
    #expect(frames[3].height == 100)
  }

  @Test("Baseline alignment uses baseline functions and first children")
  func baseline() {
    var (tree, ids) = build(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 200
          $0.alignItems = .baseline
        },
        children: [
          TestNode({
            $0.width = 50
            $0.height = 40
          }),
          TestNode({
            $0.width = 50
            $0.height = 30
          }),
        ]))
    tree.setBaselineFunction({ _, height in height / 2 }, for: ids[2])
    tree.calculateLayout(for: ids[0])
    // First child's baseline is its bottom (40); the second's is at 15 from its top.
    #expect(tree.frame(of: ids[1]).y == 0)
    #expect(tree.frame(of: ids[2]).y == 25)
    #expect(tree.frame(of: ids[0]).height == 55)
  }

  @Test("Wrapping starts new lines; wrap-reverse stacks them from the end")
  func wrap() {
    func frames(_ wrap: Wrap) -> [LayoutFrame] {
      Array(
        layout(
          TestNode(
            {
              $0.flexDirection = .row
              $0.width = 50
              $0.height = 100
              $0.flexWrap = wrap
            },
            children: (0..<3).map { _ in
              TestNode({
                $0.width = 20
                $0.height = 10
              })
            })
        ).dropFirst())
    }
    #expect(frames(.wrap) == [frame(0, 0, 20, 10), frame(20, 0, 20, 10), frame(0, 10, 20, 10)])
    #expect(
      frames(.wrapReverse) == [frame(0, 90, 20, 10), frame(20, 90, 20, 10), frame(0, 80, 20, 10)])
    #expect(frames(.noWrap).map(\.y) == [0, 0, 0])
  }

  @Test("A content-sized column that wraps is as wide as its widest line, as in browsers")
  func columnWrapIntrinsicWidth() {
    let frames = layout(
      TestNode(
        {
          $0.height = 100
          $0.flexWrap = .wrap
        },
        children: (0..<4).map { _ in
          TestNode({
            $0.width = 30
            $0.height = 30
          })
        }))
    #expect(frames[0] == frame(0, 0, 30, 100))
    #expect(frames[4] == frame(30, 0, 30, 30))
  }

  @Test("Align content distributes lines")
  func alignContent() {
    func ys(_ align: Align) -> [Double] {
      layout(
        TestNode(
          {
            $0.flexDirection = .row
            $0.width = 20
            $0.height = 100
            $0.flexWrap = .wrap
            $0.alignContent = align
          },
          children: (0..<2).map { _ in
            TestNode({
              $0.width = 20
              $0.height = 10
            })
          })
      ).dropFirst().map(\.y)
    }
    #expect(ys(.flexStart) == [0, 10])
    #expect(ys(.flexEnd) == [80, 90])
    #expect(ys(.center) == [40, 50])
    #expect(ys(.spaceBetween) == [0, 90])
    #expect(ys(.spaceAround) == [20, 70])
    #expect(ys(.spaceEvenly) == [27, 63])
  }

  @Test("Auto margins absorb free space before justification")
  func autoMargins() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 50
          $0.justifyContent = .center
        },
        children: [
          TestNode({
            $0.width = 20
            $0.height = 10
            $0.margin = EdgeDimensions(left: .auto)
          }),
          TestNode({
            $0.width = 20
            $0.height = 10
            $0.margin = EdgeDimensions(vertical: .auto)
          }),
        ]))
    #expect(frames[1] == frame(60, 0, 20, 10))
    #expect(frames[2] == frame(80, 20, 20, 10))
  }

  @Test("Gaps separate items and lines")
  func gaps() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 50
          $0.flexWrap = .wrap
          $0.gap = Gap(row: 5, column: 10)
        },
        children: (0..<3).map { _ in
          TestNode({
            $0.width = 20
            $0.height = 10
          })
        }))
    #expect(
      Array(frames.dropFirst()) == [
        frame(0, 0, 20, 10), frame(30, 0, 20, 10), frame(0, 15, 20, 10),
      ])
    #expect(frames[0].height == 25)
  }

  @Test("Margins, padding and borders per edge")
  func boxEdges() {
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
          $0.padding = EdgeDimensions(horizontal: 10, top: 5)
          $0.border = EdgeDimensions(all: 1)
        },
        children: [
          TestNode({
            $0.height = 10
            $0.margin = EdgeDimensions(all: 2, left: 4)
          })
        ]))
    #expect(frames[1] == frame(15, 8, 72, 10))
  }

  @Test("Percentages resolve against the parent's inner size")
  func percentages() {
    let frames = layout(
      TestNode(
        {
          $0.width = 200
          $0.height = 100
          $0.padding = .all(10)
        },
        children: [
          TestNode({
            $0.width = .percent(50)
            $0.height = .percent(50)
            $0.margin = EdgeDimensions(left: .percent(10))
          })
        ]))
    #expect(frames[1] == frame(28, 10, 90, 40))
  }

  @Test("Absolute children are placed by insets against the containing block")
  func absolute() {
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
          $0.border = .all(5)
        },
        children: [
          TestNode({
            $0.positionType = .absolute
            $0.position = EdgeDimensions(right: 10, bottom: 10)
            $0.width = 20
            $0.height = 20
          }),
          TestNode({
            $0.positionType = .absolute
            $0.position = EdgeDimensions(left: 0, right: 0, top: 0)
            $0.height = 5
          }),
        ]))
    #expect(frames[1] == frame(65, 65, 20, 20))
    #expect(frames[2] == frame(5, 5, 90, 5))
  }

  @Test("A static parent passes absolute children to its containing block")
  func staticParent() {
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
        },
        children: [
          TestNode(
            {
              $0.positionType = .static
              $0.margin = .all(10)
              $0.height = 50
              $0.position = EdgeDimensions(left: 30)
            },
            children: [
              TestNode({
                $0.positionType = .absolute
                $0.position = EdgeDimensions(left: 0, top: 0)
                $0.width = 5
                $0.height = 5
              })
            ])
        ]))
    // The static node ignores its inset; the absolute child is placed at the root's corner.
    #expect(frames[1] == frame(10, 10, 80, 50))
    #expect(frames[2] == frame(-10, -10, 5, 5))
  }

  @Test("Relative insets shift a node without affecting siblings")
  func relativeOffsets() {
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
        },
        children: [
          TestNode({
            $0.height = 10
            $0.position = EdgeDimensions(left: 5, top: 5)
          }),
          TestNode({
            $0.height = 10
            $0.position = EdgeDimensions(right: 5, bottom: 5)
          }),
        ]))
    #expect(frames[1] == frame(5, 5, 100, 10))
    #expect(frames[2] == frame(-5, 5, 100, 10))
  }

  @Test("Display none hides a subtree; display contents lifts children into the parent")
  func display() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 100
          $0.height = 20
        },
        children: [
          TestNode(
            {
              $0.display = .none
              $0.width = 50
            }, children: [TestNode({ $0.width = 5 })]),
          TestNode(
            {
              $0.display = .contents
              $0.width = 70
            },
            children: [TestNode({ $0.width = 10 }), TestNode({ $0.width = 15 })]),
          TestNode({ $0.width = 30 }),
        ]))
    #expect(frames[1] == .zero && frames[2] == .zero)
    #expect(frames[3] == .zero)
    #expect(frames[4] == frame(0, 0, 10, 20))
    #expect(frames[5] == frame(10, 0, 15, 20))
    #expect(frames[6] == frame(25, 0, 30, 20))
  }

  @Test("Aspect ratio derives the missing size")
  func aspectRatio() {
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 300
          $0.alignItems = .flexStart
        },
        children: [
          TestNode({
            $0.width = 40
            $0.aspectRatio = 2
          })
        ]))
    #expect(frames[1] == frame(0, 0, 40, 20))
  }

  @Test("A stretched item takes the line's cross size, not one from its aspect ratio")
  func stretchWinsOverAspectRatio() {
    // A column's single line is its inner width: the item grows to the height and is
    // stretched to the width; the ratio decides neither (CSS Flexbox §9.4 step 11).
    let column = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 300
        },
        children: [
          TestNode({
            $0.flexGrow = 1
            $0.flexBasis = .percent(0)
            $0.aspectRatio = 1
          }),
          TestNode({
            $0.height = 20
            $0.aspectRatio = 2
          }),
        ]))
    #expect(column[1] == frame(0, 0, 100, 280))
    #expect(column[2] == frame(0, 280, 100, 20))
  }

  @Test("The aspect ratio gives the hypothetical cross size; stretching then uses the line's")
  func aspectRatioHypotheticalCrossSize() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 300
        },
        children: [
          TestNode({
            $0.width = 100
            $0.aspectRatio = 2
          }),
          TestNode({
            $0.width = 10
            $0.height = 80
          }),
          TestNode({
            $0.width = 120
            $0.aspectRatio = 1
            $0.alignSelf = .flexStart
          }),
        ]))
    // The line is as tall as the tallest hypothetical cross size: 120 from the ratio.
    #expect(frames[0] == frame(0, 0, 300, 120))
    #expect(frames[1] == frame(0, 0, 100, 120))
    #expect(frames[2] == frame(100, 0, 10, 80))
    #expect(frames[3] == frame(110, 0, 120, 120))
  }

  @Test("Stretch sizes fill the parent's inner size less the margins")
  func stretchKeyword() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 200
          $0.height = 100
          $0.padding = .all(5)
        },
        children: [
          TestNode({
            $0.width = .stretch
            $0.height = 20
            $0.maxHeight = .stretch
            $0.margin = EdgeDimensions(horizontal: 10)
            $0.boxSizing = .contentBox
          }),
          TestNode({
            $0.width = 10
            $0.height = 500
            $0.maxHeight = .stretch
          }),
        ]))
    #expect(frames[1] == frame(15, 5, 170, 20))
    #expect(frames[2] == frame(195, 5, 10, 90))
  }

  @Test("Content-box sizing adds padding and border to the size")
  func contentBox() {
    let frames = layout(
      TestNode({
        $0.width = 100
        $0.height = 50
        $0.padding = .all(5)
        $0.border = .all(2)
        $0.boxSizing = .contentBox
      }))
    #expect(frames[0] == frame(0, 0, 114, 64))
  }

  @Test("A measured leaf gets its content size, capped by at-most constraints")
  func measuredLeaf() {
    let text = TestNode(style: Style(), measure: fixedContent(width: 300, height: 20))
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.alignItems = .flexStart
        }, children: [text]))
    #expect(frames[1] == frame(0, 0, 100, 20))
    let unconstrained = layout(TestNode({ $0.alignItems = .flexStart }, children: [text]))
    #expect(unconstrained[1] == frame(0, 0, 300, 20))
  }

  @Test("Measure functions receive the content box and the modes")
  func measureModes() {
    let recorder = Recorder()
    var style = Style()
    style.padding = .all(10)
    let leaf = TestNode(style: style) { width, widthMode, height, heightMode in
      recorder.record(width, widthMode, height, heightMode)
      return LayoutSize(width: 10, height: 10)
    }
    _ = layout(
      TestNode(
        {
          $0.width = 100
          $0.alignItems = .flexStart
        }, children: [leaf]))
    let calls = recorder.calls
    #expect(
      calls.contains { $0.0 == 80 && $0.1 == .atMost && $0.2 == .infinity && $0.3 == .undefined })
  }

  @Test("Overflow scroll measures children without the main-axis limit")
  func overflowScroll() {
    let frames = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
          $0.overflow = .scroll
        },
        children: [TestNode(style: Style(), measure: fixedContent(width: 50, height: 500))]))
    #expect(frames[1].height == 500)
    let visible = layout(
      TestNode(
        {
          $0.width = 100
          $0.height = 100
        },
        children: [TestNode(style: Style(), measure: fixedContent(width: 50, height: 500))]))
    #expect(visible[1].height == 100)
  }
}

/// Collects measure calls from a `@Sendable` closure.
final class Recorder: Sendable {
  private let storage = Mutex<[(Double, MeasureMode, Double, MeasureMode)]>([])

  func record(
    _ width: Double, _ widthMode: MeasureMode, _ height: Double, _ heightMode: MeasureMode
  ) {
    storage.withLock { $0.append((width, widthMode, height, heightMode)) }
  }

  var calls: [(Double, MeasureMode, Double, MeasureMode)] { storage.withLock { $0 } }
}

extension Double {
  func isApproximately(_ other: Double, within tolerance: Double) -> Bool {
    abs(self - other) <= tolerance
  }
}
