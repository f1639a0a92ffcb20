import Testing
import Trellis
import TrellisTesting

/// ComponentKit's own layout tests (CKInsetComponentTests, CKCenterLayoutComponentsTests,
/// CKRatioLayoutComponentTests, the spacing cases of CKFlexboxComponentSnapshotTests) with
/// their inputs ported, and the frames ComponentKit's layout rules give for them worked out
/// by hand from those rules (cited in each test), checked through the public component API.
@MainActor
@Suite("ComponentKit's layout components behave as ComponentKit's")
struct ComponentKitLayoutTests {
  /// A coloured block of ComponentKit's tests: `[CKComponent newWithView:… size:{w, h}]`.
  static func block(_ tag: String, _ width: Double? = nil, _ height: Double? = nil)
    -> some Component
  {
    HostView(
      ViewKind("block"),
      size: width.flatMap { width in height.map { Size(width: width, height: $0) } }
    ).tag(tag)
  }

  /// The component laid out as a root in `range`; frames are read by tag.
  static func layOut(_ component: some Component, in range: SizeRange) -> HeadlessHost {
    let host = HeadlessHost(
      size: Size(
        width: range.max.width.isFinite ? range.max.width : 1000,
        height: range.max.height.isFinite ? range.max.height : 1000))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: range)
    root.renderSynchronously(component)
    return host
  }

  static func range(
    _ minWidth: Double, _ minHeight: Double, _ maxWidth: Double, _ maxHeight: Double
  )
    -> SizeRange
  {
    SizeRange(
      min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
  }

  // MARK: Inset (CKInsetComponentTests)

  /// ComponentKit's inset rule, for the 10×10 block of CKInsetComponentTests in the inset,
  /// written from CKInsetComponent's `computeLayoutThatFits`: the child's range is the
  /// inset's less the finite insets, its minimum 0 on an axis with an infinite inset; the
  /// block's own 10×10 gives way to that range; the inset is the child plus the insets, or
  /// the range's maximum (its parent size) on an axis with an infinite inset; the child
  /// sits after a finite leading inset, else before a finite trailing one, else centred.
  static func expectedInset(_ insets: EdgeInsets, in range: SizeRange)
    -> (inset: Size, child: Rect)
  {
    func axis(
      _ leading: Double, _ trailing: Double, _ low: Double, _ high: Double
    ) -> (size: Double, offset: Double, child: Double) {
      let finite = (leading.isFinite ? leading : 0) + (trailing.isFinite ? trailing : 0)
      let infinite = leading.isInfinite || trailing.isInfinite
      let childLow = infinite ? 0 : max(0, low - finite)
      let childHigh = max(0, high - finite)
      let child = min(max(10, childLow), childHigh)
      let size = min(max(infinite ? high : child + finite, low), high)
      let offset: Double
      if leading.isFinite {
        offset = leading
      } else if trailing.isFinite {
        offset = size - trailing - child
      } else {
        offset = size - child - ((size - child) / 2).rounded()
      }
      return (size, offset, child)
    }
    let x = axis(insets.leading, insets.trailing, range.min.width, range.max.width)
    let y = axis(insets.top, insets.bottom, range.min.height, range.max.height)
    return (
      Size(width: x.size, height: y.size),
      Rect(x: x.offset, y: y.offset, width: x.child, height: y.child)
    )
  }

  /// The sixteen combinations of CKInsetComponentTests: each edge `value` or infinite.
  static func insetCombinations(_ value: Double) -> [EdgeInsets] {
    (0..<16).map { bits in
      func edge(_ bit: Int) -> Double { bits & (1 << bit) != 0 ? .infinity : value }
      return EdgeInsets(top: edge(0), leading: edge(1), bottom: edge(2), trailing: edge(3))
    }
  }

  /// CKInsetComponentTests' tree: the inset inside a background layout with a grey block.
  static func insetTree(_ insets: EdgeInsets) -> some Component {
    Inset(insets) { block("block", 10, 10) }
      .background { block("background") }
      .tag("root")
  }

  static func checkInsets(_ value: Double, in range: SizeRange) {
    for insets in insetCombinations(value) {
      let host = layOut(insetTree(insets), in: range)
      let expected = expectedInset(insets, in: range)
      #expect(host.find(tag: "root")?.absoluteFrame.size == expected.inset, "\(insets)")
      #expect(host.find(tag: "block")?.absoluteFrame == expected.child, "\(insets)")
      #expect(host.find(tag: "background")?.absoluteFrame.size == expected.inset, "\(insets)")
    }
  }

  @Test("inset in a variable range 0…300: CKInsetComponentTests testInsetsWithVariableSize")
  func insetsWithVariableSize() {
    Self.checkInsets(10, in: Self.range(0, 0, 300, 300))
  }

  @Test("inset in an exact 300×300: CKInsetComponentTests testInsetsWithFixedSize")
  func insetsWithFixedSize() {
    Self.checkInsets(10, in: Self.range(300, 300, 300, 300))
  }

  @Test("insets of 0 and ∞ in an exact 300×300: testInsetsWithInfinityAndZeroInsetValue")
  func insetsWithInfinityAndZero() {
    Self.checkInsets(0, in: Self.range(300, 300, 300, 300))
  }

  @Test("the issue's inset cases: finite insets turn an exact range into the child's minimum")
  func insetIssueCases() {
    let insets = EdgeInsets(top: 10, leading: .infinity, bottom: 10, trailing: .infinity)
    // CKInsetComponent: top and bottom are finite, so the child's minimum height is
    // 300 - 20; left and right are infinite, so it keeps its width, centred.
    let exact = Self.layOut(Self.insetTree(insets), in: Self.range(300, 300, 300, 300))
    #expect(exact.find(tag: "block")?.absoluteFrame == Rect(x: 145, y: 10, width: 10, height: 280))
    // In 0…300 an axis with an infinite inset takes the parent size (the range's maximum).
    let variable = Self.layOut(Self.insetTree(insets), in: Self.range(0, 0, 300, 300))
    #expect(variable.find(tag: "root")?.absoluteFrame.size == Size(width: 300, height: 30))
    #expect(
      variable.find(tag: "block")?.absoluteFrame == Rect(x: 145, y: 10, width: 10, height: 10))
  }

  // MARK: Background (CKBackgroundLayoutComponent)

  @Test("a background never moves its content: the issue's bottom-right inset")
  func backgroundKeepsContentFrame() {
    // CKBackgroundLayoutComponent lays the content out in its own range first.
    let insets = EdgeInsets(top: .infinity, leading: .infinity, bottom: 10, trailing: 10)
    let range = Self.range(300, 300, 300, 300)
    let alone = Self.layOut(Inset(insets) { Self.block("block", 10, 10) }, in: range)
    let backed = Self.layOut(Self.insetTree(insets), in: range)
    #expect(alone.find(tag: "block")?.absoluteFrame == Rect(x: 280, y: 280, width: 10, height: 10))
    #expect(backed.find(tag: "block")?.absoluteFrame == Rect(x: 280, y: 280, width: 10, height: 10))
    #expect(
      backed.find(tag: "background")?.absoluteFrame == Rect(x: 0, y: 0, width: 300, height: 300))
  }

  // MARK: Center (CKCenterLayoutComponentsTests)

  /// CKCenterLayoutComponentsTests' tree: a 70×100 block centred, on a background.
  static func centerTree(_ axes: CenterAxes, _ sizing: CenterSizing = .fill) -> some Component {
    Center(axes, sizing: sizing) { block("child", 70, 100) }
      .background { block("background") }
      .tag("root")
  }

  /// The range of CKCenterLayoutComponentsTests.
  static let centerRange = range(100, 120, 320, 160)

  @Test(
    "center options: CKCenterLayoutComponentsTests testWithOptions",
    arguments: [
      // CKCenterLayoutComponent: the container takes the range's maximum, 320×160. The child's
      // minimum is the range's on the axes it is not centred on, 0 on the others.
      (CenterAxes.neither, Rect(x: 0, y: 0, width: 100, height: 120)),
      (CenterAxes.both, Rect(x: 125, y: 30, width: 70, height: 100)),
      (CenterAxes.horizontal, Rect(x: 125, y: 0, width: 70, height: 120)),
      (CenterAxes.vertical, Rect(x: 0, y: 30, width: 100, height: 100)),
    ])
  func centerOptions(axes: CenterAxes, child: Rect) {
    let host = Self.layOut(Self.centerTree(axes), in: Self.centerRange)
    #expect(host.find(tag: "root")?.absoluteFrame.size == Size(width: 320, height: 160))
    #expect(host.find(tag: "child")?.absoluteFrame == child)
    #expect(host.find(tag: "background")?.absoluteFrame.size == Size(width: 320, height: 160))
  }

  @Test(
    "center sizing: CKCenterLayoutComponentsTests testWithSizingOptions",
    arguments: [
      // Not centred, so the child is at least the range's minimum, 100×120; a minimum sizing
      // option shrinks the container to the child on that axis, within the range.
      (CenterSizing.fill, Size(width: 320, height: 160)),
      (CenterSizing.minimumWidth, Size(width: 100, height: 160)),
      (CenterSizing.minimumHeight, Size(width: 320, height: 120)),
      (CenterSizing.minimum, Size(width: 100, height: 120)),
    ])
  func centerSizing(sizing: CenterSizing, size: Size) {
    let host = Self.layOut(Self.centerTree(.neither, sizing), in: Self.centerRange)
    #expect(host.find(tag: "root")?.absoluteFrame.size == size)
    #expect(host.find(tag: "child")?.absoluteFrame == Rect(x: 0, y: 0, width: 100, height: 120))
  }

  @Test(
    "a minimum sizing option shrinks to a centred child: the container hugs 70×100 within range")
  func centerMinimumWithCentring() {
    // Centred on both axes the child keeps 70×100; minimum sizing brings the container to
    // that, raised to the range's minimum 100×120, and the child is centred in it.
    let host = Self.layOut(Self.centerTree(.both, .minimum), in: Self.centerRange)
    #expect(host.find(tag: "root")?.absoluteFrame.size == Size(width: 100, height: 120))
    #expect(host.find(tag: "child")?.absoluteFrame == Rect(x: 15, y: 10, width: 70, height: 100))
  }

  @Test("not centring gives the child the range's minimum: testMinimumSizeRangeIsGivenToChild…")
  func centerGivesMinimumToChild() {
    // The stack gets the range 100×120…320×160 through the background; its growing 10×10
    // child fills the stack's 120 height, keeping its own width.
    let component = Center(.neither) {
      Stack { Self.block("grower", 10, 10).flex(grow: 1) }.tag("stack")
        .background { Self.block("background") }
    }
    let host = Self.layOut(component, in: Self.centerRange)
    #expect(host.find(tag: "stack")?.absoluteFrame == Rect(x: 0, y: 0, width: 100, height: 120))
    #expect(host.find(tag: "grower")?.absoluteFrame == Rect(x: 0, y: 0, width: 10, height: 120))
    #expect(host.find(tag: "background")?.absoluteFrame.size == Size(width: 100, height: 120))
  }

  // MARK: Ratio (CKRatioLayoutComponentTests)

  @Test(
    "ratio in 0…100: CKRatioLayoutComponentTests testRatioLayout",
    arguments: [
      // CKRatioLayoutComponent: the full width proposes 100 × (ratio × 100), the full height
      // (100 ÷ ratio, floored) × 100, each brought within the range; the one closest to the
      // ratio wins and the child is laid out at exactly that size, whatever its own.
      (0.5, Size(width: 100, height: 100), Size(width: 100, height: 50)),
      (2.0, Size(width: 100, height: 100), Size(width: 50, height: 100)),
      (7.0, Size(width: 100, height: 100), Size(width: 14, height: 100)),
      (10.0, Size(width: 20, height: 200), Size(width: 10, height: 100)),
    ])
  func ratioLayout(heightToWidth: Double, childSize: Size, expected: Size) {
    let component = Ratio(heightToWidth: heightToWidth) {
      Self.block("child", childSize.width, childSize.height)
    }.tag("ratio")
    let host = Self.layOut(component, in: Self.range(0, 0, 100, 100))
    #expect(host.find(tag: "ratio")?.absoluteFrame.size == expected)
    #expect(host.find(tag: "child")?.absoluteFrame == Rect(origin: .zero, size: expected))
  }

  @Test("a ratio's child without a frame gets the box; widthToHeight reads the other way")
  func ratioChildWithoutFrame() {
    let range = Self.range(0, 0, 100, 100)
    let unframed = Self.layOut(Ratio(heightToWidth: 0.5) { Self.block("child") }, in: range)
    #expect(unframed.find(tag: "child")?.absoluteFrame == Rect(x: 0, y: 0, width: 100, height: 50))
    let sameBox = Self.layOut(Ratio(widthToHeight: 2) { Self.block("child") }, in: range)
    #expect(sameBox.find(tag: "child")?.absoluteFrame == Rect(x: 0, y: 0, width: 100, height: 50))
  }

  @Test("a ratio with no bound on either axis passes its range through to the child")
  func ratioUnbounded() {
    // No finite maximum: no proposal, and the child is laid out in the range as it is. (A
    // centre in an unbounded range hands its child an unbounded range.)
    let host = Self.layOut(
      Center { Ratio(heightToWidth: 0.5) { Self.block("child", 30, 40) } }, in: .unbounded)
    #expect(host.find(tag: "child")?.absoluteFrame.size == Size(width: 30, height: 40))
  }

  // MARK: Flexbox child spacing (CKFlexboxComponentSnapshotTests, testVerticalSpacing)

  /// The three blocks of the spacing snapshots: 50×50, 100×70, 150×90.
  static func spacingStack(
    spacing: Double = 0, second: (Double, Double), third: (Double, Double)
  ) -> some Component {
    Stack(spacing: spacing, alignment: .start) {
      block("a", 50, 50)
      block("b", 100, 70).spacing(before: second.0, after: second.1)
      block("c", 150, 90).spacing(before: third.0, after: third.1)
    }.tag("stack")
  }

  @Test("spacing before and after a flex child: CKFlexboxComponent's spacingBefore/After")
  func childSpacing() {
    // CKFlexboxComponent: spacingBefore / spacingAfter add space on the child's main-axis
    // sides, and the stack's spacing goes between children on top of them.
    let before = Self.layOut(
      Self.spacingStack(second: (10, 0), third: (20, 0)), in: .unbounded)
    #expect(before.find(tag: "b")?.absoluteFrame.minY == 60)
    #expect(before.find(tag: "c")?.absoluteFrame.minY == 150)
    #expect(before.find(tag: "stack")?.absoluteFrame.height == 240)
    let after = Self.layOut(Self.spacingStack(second: (0, 10), third: (0, 20)), in: .unbounded)
    #expect(after.find(tag: "b")?.absoluteFrame.minY == 50)
    #expect(after.find(tag: "c")?.absoluteFrame.minY == 130)
    #expect(after.find(tag: "stack")?.absoluteFrame.height == 240)
    let balanced = Self.layOut(
      Self.spacingStack(spacing: 10, second: (-10, -10), third: (0, 0)), in: .unbounded)
    #expect(balanced.find(tag: "b")?.absoluteFrame.minY == 50)
    #expect(balanced.find(tag: "c")?.absoluteFrame.minY == 120)
  }

  @Test("spacing follows a horizontal stack's axis and adds to a margin on that side")
  func childSpacingHorizontal() {
    let host = Self.layOut(
      Stack(.horizontal, spacing: 1, alignment: .start) {
        Self.block("a", 5, 1)
        Self.block("b", 5, 1).spacing(before: 2, after: 3).margin(EdgeInsets(leading: 4))
        Self.block("c", 5, 1)
      }, in: .unbounded)
    // a ends at 5; 1 of stack spacing, then margin 4 + spacing 2 before b.
    #expect(host.find(tag: "b")?.absoluteFrame.minX == 12)
    // b ends at 17; spacing 3 after it, then 1 of stack spacing.
    #expect(host.find(tag: "c")?.absoluteFrame.minX == 21)
  }
}
