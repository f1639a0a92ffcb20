import Testing
import TrellisLayout

/// A custom spec that wrongly hands out the same node twice.
private struct ReusingSpec: LayoutSpec {
  func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    let shared = builder.addNode(style: Style())
    let first = builder.addNode(style: Style())
    let second = builder.addNode(style: Style())
    builder.attach(shared, to: first)
    builder.attach(shared, to: second)
    let root = builder.addNode(style: Style())
    builder.attach(first, to: root)
    builder.attach(second, to: root)
    return root
  }
}

@Suite("Custom specs")
struct CustomSpecTests {
  @Test("A node attached twice is left out of its second parent and reported, not a crash")
  func doubleAttachIsReported() {
    let result = ReusingSpec().layout()
    #expect(result.issues.count == 1)
    guard case .alreadyHasParent = result.issues.first else {
      Issue.record("expected alreadyHasParent, got \(result.issues)")
      return
    }
  }

  @Test("Specs compose: a card of an inset stack with a background")
  func composedCard() {
    let card = BackgroundSpec {
      InsetSpec(.all(1)) {
        StackSpec(.horizontal, spacing: 1, align: .center) {
          LeafSpec(width: 4, height: 2).named("icon")
          LeafSpec(measure: textMeasure(characters: 2)).named("title").flex(grow: 1)
        }
      }
    } background: {
      LeafSpec().named("box")
    }
    let result = card.layout(width: 40)
    #expect(result.size == LayoutSize(width: 40, height: 12))
    #expect(result.frame(named: "title") == frame(6, 1, 33, 10))
    #expect(result.frame(named: "icon") == frame(1, 5, 4, 2))
    #expect(result.frame(named: "box") == frame(0, 0, 40, 12))
  }
}
