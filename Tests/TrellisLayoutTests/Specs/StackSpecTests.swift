import Testing
import TrellisLayout

@Suite("StackSpec")
struct StackSpecTests {
  @Test("A horizontal stack places children in order with spacing between them")
  func horizontalSpacing() {
    let result = StackSpec(.horizontal, spacing: 4) {
      LeafSpec(width: 10, height: 10).named("a")
      LeafSpec(width: 20, height: 5).named("b")
      LeafSpec(width: 30, height: 8).named("c")
    }.layout()
    #expect(result.frame(named: "a") == frame(0, 0, 10, 10))
    #expect(result.frame(named: "b") == frame(14, 0, 20, 5))
    #expect(result.frame(named: "c") == frame(38, 0, 30, 8))
    #expect(result.size == LayoutSize(width: 68, height: 10))
    #expect(result.issues.isEmpty)
  }

  @Test("Spacing before and after a child adds to the stack's spacing on the main axis")
  func perChildSpacing() {
    let result = StackSpec(.vertical, spacing: 2) {
      LeafSpec(width: 10, height: 10).named("a").spacing(after: 3)
      LeafSpec(width: 10, height: 10).named("b").spacing(before: 5)
    }.layout()
    let expected: Double = 10 + 3 + 2 + 5
    #expect(result.frame(named: "b") == frame(0, expected, 10, 10))
  }

  @Test("Spacing before is on the start side in right-to-left layouts")
  func spacingInRightToLeft() {
    let result = StackSpec(.horizontal, style: widthStyle(100)) {
      LeafSpec(width: 10, height: 10).named("a").spacing(before: 5)
    }.layout(direction: .rtl)
    #expect(result.frame(named: "a") == frame(85, 0, 10, 10))
  }

  @Test("A growing child takes the free space; shrinking children give it back")
  func growAndShrink() {
    let grown = StackSpec(.horizontal, style: widthStyle(100)) {
      LeafSpec(width: 20, height: 10)
      LeafSpec(width: 20, height: 10).named("grow").flex(grow: 1)
    }.layout()
    #expect(grown.frame(named: "grow") == frame(20, 0, 80, 10))

    let shrunk = StackSpec(.horizontal, style: widthStyle(100)) {
      LeafSpec(width: 80, height: 10).named("a").flex(shrink: 1)
      LeafSpec(width: 80, height: 10).named("b").flex(shrink: 1)
    }.layout()
    #expect(shrunk.frame(named: "a")?.width == 50)
    #expect(shrunk.frame(named: "b") == frame(50, 0, 50, 10))
  }

  @Test("Justify and align place children on both axes; alignSelf overrides align")
  func justifyAndAlign() {
    var style = widthStyle(100)
    style.height = .points(50)
    let result = StackSpec(.horizontal, justify: .center, align: .flexEnd, style: style) {
      LeafSpec(width: 20, height: 10).named("a")
      LeafSpec(width: 20, height: 10).named("b").alignSelf(.flexStart)
    }.layout()
    #expect(result.frame(named: "a") == frame(30, 40, 20, 10))
    #expect(result.frame(named: "b") == frame(50, 0, 20, 10))
  }

  @Test("A wrapping stack starts new lines with line spacing between them")
  func wrapping() {
    let result = StackSpec(
      .horizontal, spacing: 10, lineSpacing: 5, align: .flexStart, wrap: .wrap,
      style: widthStyle(50)
    ) {
      for index in 0..<3 { LeafSpec(width: 20, height: 10).named("\(index)") }
    }.layout()
    #expect(result.frame(named: "0") == frame(0, 0, 20, 10))
    #expect(result.frame(named: "1") == frame(30, 0, 20, 10))
    #expect(result.frame(named: "2") == frame(0, 15, 20, 10))
    #expect(result.size == LayoutSize(width: 50, height: 25))
  }

  @Test("Conditional children are built only when present")
  func conditionalChildren() {
    func stack(showBadge: Bool) -> StackSpec {
      StackSpec(.horizontal) {
        LeafSpec(width: 10, height: 10)
        if showBadge { LeafSpec(width: 5, height: 5).named("badge") }
      }
    }
    #expect(stack(showBadge: true).layout().size.width == 15)
    #expect(stack(showBadge: false).layout().size.width == 10)
    #expect(stack(showBadge: false).layout().frame(named: "badge") == nil)
  }

  @Test("Measured text wraps inside a stack that constrains it")
  func measuredChildWraps() {
    let result = StackSpec(.horizontal, style: widthStyle(100)) {
      LeafSpec(width: 40, height: 10)
      LeafSpec(measure: textMeasure(characters: 12)).named("text").flex(shrink: 1)
    }.layout()
    #expect(result.frame(named: "text") == frame(40, 0, 60, 20))
  }

  private func widthStyle(_ width: Double) -> Style {
    var style = Style()
    style.width = .points(width)
    return style
  }
}
