import Testing
import TrellisLayout

@Suite("Inset, center, ratio, background and overlay specs")
struct SingleChildSpecTests {
  @Test("An inset adds space on every side of the child")
  func finiteInset() {
    let result = InsetSpec(SpecInsets(top: 1, start: 2, bottom: 3, end: 4)) {
      LeafSpec(width: 10, height: 10).named("child")
    }.layout()
    #expect(result.size == LayoutSize(width: 16, height: 14))
    #expect(result.frame(named: "child") == frame(2, 1, 10, 10))
  }

  @Test("Start and end insets swap sides in right-to-left layouts")
  func insetInRightToLeft() {
    let result = InsetSpec(SpecInsets(start: 2, end: 6)) {
      LeafSpec(width: 10, height: 10).named("child")
    }.layout(direction: .rtl)
    #expect(result.frame(named: "child")?.x == 6)
  }

  @Test("Infinite insets on both sides keep the child's size and centre it")
  func infiniteInsetCentres() {
    let result = InsetSpec(.all(.infinity)) {
      LeafSpec(width: 10, height: 10).named("child")
    }.layout(width: 100, height: 50)
    #expect(result.size == LayoutSize(width: 100, height: 50))
    #expect(result.frame(named: "child") == frame(45, 20, 10, 10))
  }

  @Test("An infinite inset on one side pushes the child to the other side")
  func infiniteInsetOneSide() {
    let result = InsetSpec(SpecInsets(top: 0, start: .infinity, bottom: 0, end: 5)) {
      LeafSpec(width: 10, height: 10).named("child")
    }.layout(width: 100)
    #expect(result.frame(named: "child") == frame(85, 0, 10, 10))
  }

  @Test("With no space to spare an infinite inset counts as zero; NaN and negative too")
  func degenerateInsets() {
    let hug = InsetSpec(.all(.infinity)) { LeafSpec(width: 10, height: 10) }.layout()
    #expect(hug.size == LayoutSize(width: 10, height: 10))
    let odd = InsetSpec(SpecInsets(top: .nan, start: -5, bottom: 2, end: 0)) {
      LeafSpec(width: 10, height: 10).named("child")
    }.layout()
    #expect(odd.frame(named: "child") == frame(0, 0, 10, 10))
    #expect(odd.size == LayoutSize(width: 10, height: 12))
  }

  @Test("A center spec fills its space and centres the child on the chosen axes")
  func centerBothAxes() {
    let result = CenterSpec { LeafSpec(width: 20, height: 10).named("child") }
      .layout(width: 100, height: 50)
    #expect(result.size == LayoutSize(width: 100, height: 50))
    #expect(result.frame(named: "child") == frame(40, 20, 20, 10))

    let onlyX = CenterSpec(.x) { LeafSpec(width: 20, height: 10).named("child") }
      .layout(width: 100, height: 50)
    #expect(onlyX.frame(named: "child") == frame(40, 0, 20, 10))
  }

  @Test("Minimum sizing makes a center spec as small as its child on that axis")
  func centerMinimumSizing() {
    let result = column(width: 100, height: 50) {
      CenterSpec(.xy, sizing: .minimumY) {
        LeafSpec(width: 20, height: 10).named("child")
      }.named("center")
    }.layout()
    #expect(result.frame(named: "center") == frame(0, 0, 100, 10))
    #expect(result.frame(named: "child") == frame(40, 0, 20, 10))
  }

  @Test("A default center spec inside a stack fills the stack's cross axis")
  func centerInStack() {
    let result = StackSpec(.horizontal, style: fixed(width: 100, height: 50)) {
      CenterSpec { LeafSpec(width: 20, height: 10).named("child") }.named("center")
    }.layout()
    #expect(result.frame(named: "center")?.height == 50)
    #expect(result.frame(named: "child")?.y == 20)
  }

  @Test("A ratio spec derives its height from its width as height ÷ width")
  func ratio() {
    let wide = column(width: 200) { RatioSpec(0.5) { LeafSpec().named("child") }.named("r") }
      .layout()
    #expect(wide.frame(named: "r") == frame(0, 0, 200, 100))
    #expect(wide.frame(named: "child") == frame(0, 0, 200, 100))
    let tall = column(width: 100) { RatioSpec(2) { LeafSpec() }.named("r") }.layout()
    #expect(tall.frame(named: "r") == frame(0, 0, 100, 200))
  }

  @Test(
    "In a row, a stretched ratio spec takes the line's height; a start-aligned one keeps its ratio")
  func ratioInRow() {
    let result = StackSpec(.horizontal) {
      RatioSpec(0.5) { LeafSpec(width: 40, height: 0) }.named("stretched")
      RatioSpec(0.5) { LeafSpec(width: 40, height: 0) }.named("kept").alignSelf(.flexStart)
      LeafSpec(width: 10, height: 60)
    }.layout()
    // Stretching decides the cross size of a stretched item (CSS Flexbox §9.4 step 11).
    #expect(result.frame(named: "stretched") == frame(0, 0, 40, 60))
    #expect(result.frame(named: "kept") == frame(40, 0, 40, 20))
  }

  @Test("A ratio that is not a positive finite number is ignored")
  func invalidRatio() {
    for bad in [0, -1, .nan, .infinity] {
      let result = column(width: 50) {
        RatioSpec(bad) { LeafSpec(width: 10, height: 30) }.named("r")
      }.layout()
      #expect(result.frame(named: "r") == frame(0, 0, 50, 30))
    }
  }

  @Test("Background and overlay take the child's frame and do not change its size")
  func backgroundAndOverlay() {
    let result = OverlaySpec {
      BackgroundSpec {
        InsetSpec(.all(2)) { LeafSpec(width: 30, height: 10) }.named("content")
      } background: {
        LeafSpec(width: 500, height: 500).named("background")
      }
    } overlay: {
      LeafSpec().named("overlay")
    }.layout()
    #expect(result.size == LayoutSize(width: 34, height: 14))
    #expect(result.frame(named: "background") == frame(0, 0, 34, 14))
    #expect(result.frame(named: "overlay") == frame(0, 0, 34, 14))
    #expect(result.frame(named: "content") == frame(0, 0, 34, 14))
  }

  @Test("The background is drawn first and the overlay last")
  func drawingOrder() {
    let background = BackgroundSpec {
      LeafSpec(width: 1, height: 1).named("child")
    } background: {
      LeafSpec().named("background")
    }.layout()
    let children = background.tree.children(of: background.root)
    #expect(children.first == background.names["background"])

    let overlay = OverlaySpec {
      LeafSpec(width: 1, height: 1).named("child")
    } overlay: {
      LeafSpec().named("overlay")
    }.layout()
    #expect(overlay.tree.children(of: overlay.root).last == overlay.names["overlay"])
  }

  private func fixed(width: Double, height: Double? = nil) -> Style {
    var style = Style()
    style.width = .points(width)
    if let height { style.height = .points(height) }
    return style
  }

  private func column(
    width: Double, height: Double? = nil, @StackItemsBuilder items: () -> [StackSpec.Item]
  ) -> StackSpec {
    StackSpec(.vertical, style: fixed(width: width, height: height), items: items)
  }
}
