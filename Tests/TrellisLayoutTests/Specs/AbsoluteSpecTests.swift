import Testing
import TrellisLayout

@Suite("AbsoluteSpec")
struct AbsoluteSpecTests {
  @Test("Children sit at their points and the spec's size is the union of their frames")
  func unionOfChildren() {
    let result = AbsoluteSpec([
      .init(x: 5, y: 5, LeafSpec(width: 10, height: 10).named("a")),
      .init(x: 30, y: 2, size: LayoutSize(width: 20, height: 4), LeafSpec().named("b")),
    ]).layout()
    #expect(result.frame(named: "a") == frame(5, 5, 10, 10))
    #expect(result.frame(named: "b") == frame(30, 2, 20, 4))
    #expect(result.size == LayoutSize(width: 50, height: 15))
  }

  @Test("A child without a size keeps its intrinsic size, measured content included")
  func intrinsicSize() {
    let result = AbsoluteSpec([
      .init(
        x: 0, y: 0,
        StackSpec(.horizontal, spacing: 2) {
          LeafSpec(width: 4, height: 4)
          LeafSpec(measure: textMeasure(characters: 3))
        }.named("stack"))
    ]).layout(width: 1000, height: 1000)
    #expect(result.frame(named: "stack") == frame(0, 0, 36, 10))
    #expect(result.size == LayoutSize(width: 36, height: 10))
  }

  @Test("Positions stay physical in right-to-left layouts")
  func rightToLeft() {
    let result = AbsoluteSpec([.init(x: 7, y: 3, LeafSpec(width: 2, height: 2).named("a"))])
      .layout(direction: .rtl)
    #expect(result.frame(named: "a") == frame(7, 3, 2, 2))
  }

  @Test("Non-finite positions count as zero and invalid sizes as intrinsic")
  func badInput() {
    let result = AbsoluteSpec([
      .init(
        x: .nan, y: .infinity, size: LayoutSize(width: -1, height: 5),
        LeafSpec(width: 3, height: 3).named("a"))
    ]).layout()
    #expect(result.frame(named: "a") == frame(0, 0, 3, 3))
    #expect(result.size == LayoutSize(width: 3, height: 3))
  }

  @Test("An empty spec has zero size")
  func empty() {
    #expect(AbsoluteSpec([]).layout().size == .zero)
  }
}
