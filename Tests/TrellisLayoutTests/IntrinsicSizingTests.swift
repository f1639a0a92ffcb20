import Testing
import TrellisLayout

/// Text-like content: words of the given widths on lines 10 high, wrapped greedily with a
/// space of `space` between words. Under an at-most width it reports the width it uses, so
/// width 0 yields its longest word (its min-content width).
private func words(_ widths: [Double], space: Double = 5) -> MeasureFunction {
  { availableWidth, widthMode, _, _ in
    let limit = widthMode == .undefined ? Double.infinity : availableWidth
    var lines = 1.0
    var line = 0.0
    var widest = 0.0
    for word in widths {
      let needed = line == 0 ? word : line + space + word
      if line > 0 && needed > limit {
        lines += 1
        line = word
      } else {
        line = needed
      }
      widest = max(widest, line)
    }
    let width = widthMode == .exactly ? availableWidth : widest
    return LayoutSize(width: width, height: lines * 10)
  }
}

/// A row of fixed boxes of the given widths (height 10 each).
private func boxes(_ widths: [Double]) -> [TestNode] {
  widths.map { width in
    TestNode {
      $0.width = .points(width)
      $0.height = 10
    }
  }
}

@Suite("Intrinsic size keywords")
struct IntrinsicSizingTests {
  @Test("max-content width is the unwrapped content width, even wider than the container")
  func maxContentWidth() {
    let frames = layout(
      TestNode(
        { $0.width = 50 },
        children: [
          TestNode(
            {
              $0.flexDirection = .row
              $0.flexWrap = .wrap
              $0.width = .maxContent
              $0.padding.left = 5
              $0.gap = Gap(all: 10)
            }, children: boxes([30, 40]))
        ]))
    #expect(frames[1] == frame(0, 0, 85, 10))
    #expect(frames[3] == frame(45, 0, 40, 10))
  }

  @Test("fit-content width is the available width between min-content and max-content")
  func fitContentWidth() {
    func itemWidth(in container: Double) -> Double {
      layout(
        TestNode(
          { $0.width = .points(container) },
          children: [
            TestNode(
              {
                $0.flexDirection = .row
                $0.flexWrap = .wrap
                $0.width = .fitContent
              }, children: boxes([20, 60, 30]))
          ]))[1].width
    }
    #expect(itemWidth(in: 200) == 110)  // max-content
    #expect(itemWidth(in: 80) == 80)  // the available width
    #expect(itemWidth(in: 45) == 60)  // min-content: the widest box
  }

  @Test("fit-content on a measured leaf never goes below its longest word")
  func fitContentText() {
    let text = TestNode(style: Style(), measure: words([30, 50, 20]))
    func frames(in container: Double) -> [LayoutFrame] {
      layout(
        TestNode(
          { $0.width = .points(container) },
          children: [TestNode({ $0.width = .fitContent }, children: [text])]))
    }
    #expect(frames(in: 40)[1] == frame(0, 0, 50, 30))
    #expect(frames(in: 90)[1] == frame(0, 0, 90, 20))
    #expect(frames(in: 300)[1] == frame(0, 0, 110, 10))
  }

  @Test("min-width and max-width keywords bound a fixed width")
  func keywordLimits() {
    func item(_ configure: @escaping (inout Style) -> Void) -> Double {
      layout(
        TestNode(
          { $0.width = 100 },
          children: [
            TestNode(
              {
                $0.flexDirection = .row
                configure(&$0)
              }, children: boxes([30, 40]))
          ]))[1].width
    }
    #expect(
      item {
        $0.width = 10
        $0.minWidth = .maxContent
      } == 70)
    #expect(
      item {
        $0.width = 90
        $0.maxWidth = .maxContent
      } == 70)
    #expect(
      item {
        $0.width = 50
        $0.maxWidth = .maxContent
      } == 50)
    #expect(
      item {
        $0.width = 90
        $0.maxWidth = .fitContent
      } == 70)
  }

  @Test("A keyword width is the flex basis of a row item, which can still grow")
  func keywordWidthGrows() {
    let frames = layout(
      TestNode(
        {
          $0.flexDirection = .row
          $0.width = 200
        },
        children: [
          TestNode(
            {
              $0.width = .maxContent
              $0.flexDirection = .row
            }, children: boxes([30])),
          TestNode(
            {
              $0.width = .maxContent
              $0.flexGrow = 1
              $0.flexDirection = .row
            },
            children: boxes([40])),
        ]))
    #expect(frames[1].width == 30)
    #expect(frames[3] == frame(30, 0, 170, 10))
  }

  @Test("Height keywords take the content's height instead of the space offered")
  func keywordHeight() {
    for keyword in [Dimension.fitContent, .maxContent] {
      let frames = layout(
        TestNode(
          { $0.height = 40 },
          children: [TestNode({ $0.height = keyword }, children: boxes([20, 30, 25]))]))
      #expect(frames[1].height == 30)
    }
    let basis = layout(
      TestNode(
        { $0.height = 20 },
        children: [TestNode({ $0.flexBasis = .maxContent }, children: boxes([20, 30, 25]))]))
    #expect(basis[1].height == 30)
  }

  @Test("max-height: max-content caps a wrapping column at its longest line")
  func maxHeightKeyword() {
    func tall(_ height: Double) -> TestNode {
      TestNode {
        $0.width = 10
        $0.height = .points(height)
      }
    }
    let frames = layout(
      TestNode(
        {
          $0.flexWrap = .wrap
          $0.width = 20
          $0.height = 100
          $0.maxHeight = .maxContent
        }, children: [tall(30), tall(40), tall(50)]))
    #expect(frames[0] == frame(0, 0, 20, 70))
    #expect(frames[3] == frame(10, 0, 10, 50))
  }
}

@Suite("Percentages of a content-sized root")
struct ContentSizedRootTests {
  @Test("Percentages resolve against the root's size once its min or max size has fixed it")
  func percentagesOfLimitedRoot() {
    func root(_ limit: (inout Style) -> Void) -> TestNode {
      var style = Style()
      style.flexDirection = .row
      style.height = 40
      limit(&style)
      return TestNode(
        style: style,
        children: [
          TestNode {
            $0.width = .percent(25)
            $0.height = .percent(50)
          }
        ])
    }
    // Empty content (a percentage of an unknown size) is 0 wide; min-width makes it 80.
    #expect(layout(root { $0.minWidth = 80 }) == [frame(0, 0, 80, 40), frame(0, 0, 20, 20)])
    // max-width only caps the content, which is empty.
    #expect(layout(root { $0.maxWidth = 80 }) == [frame(0, 0, 0, 40), frame(0, 0, 0, 20)])
    // With space given, the root fills it and percentages resolve against that.
    #expect(
      layout(root { $0.minWidth = 80 }, width: 200) == [
        frame(0, 0, 200, 40), frame(0, 0, 50, 20),
      ])
  }

  /// Content whose measure function clamps its width to an at-most limit (as many text
  /// measurers do) reports 0 at width 0; its min-content function says how wide its longest
  /// word really is, so `fit-content` does not shrink it below that.
  @Test("fit-content uses a leaf's min-content function when it has one")
  func fitContentWithMinContentFunction() throws {
    let clamping: MeasureFunction = { width, mode, _, _ in
      let natural = 500.0
      let used = mode == .undefined ? natural : min(natural, width)
      return LayoutSize(width: used, height: used >= natural ? 10 : 30)
    }
    func layOut(minContent: Double?) throws -> LayoutFrame {
      var tree = LayoutTree()
      let root = tree.addNode(style: TestNode({ $0.width = 200 }).style)
      let box = tree.addNode(style: TestNode({ $0.width = .fitContent }).style)
      let text = tree.addNode(measure: clamping)
      if let minContent { tree.setMinContentWidthFunction({ minContent }, for: text) }
      try tree.appendChild(box, to: root)
      try tree.appendChild(text, to: box)
      tree.calculateLayout(for: root)
      return tree.frame(of: box)
    }
    // max(min-content 300, available 200), capped by max-content 500.
    #expect(try layOut(minContent: 300) == LayoutFrame(x: 0, y: 0, width: 300, height: 30))
    // Without it the clamped measurement says 0, so the available width wins.
    #expect(try layOut(minContent: nil) == LayoutFrame(x: 0, y: 0, width: 200, height: 30))
    // A min-content width above the max-content one is capped by it.
    #expect(try layOut(minContent: 800).width == 500)
  }
}
