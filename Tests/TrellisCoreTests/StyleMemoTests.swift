import PropertyBased
import Testing
import TrellisLayout

@testable import Trellis

@Suite("Styles shared by rows made alike")
struct StyleMemoTests {
  @Test("stacks and paddings built in any order each get the style of their own inputs")
  func memoizedStylesMatchTheirInputs() async {
    // Each step builds a padded stack from a few spacings, axes and insets;
    // its nodes' styles must be those of its own inputs, whatever was built
    // before it (a one-entry memo must never hand back another's style).
    let step = Gen.int(in: 0...23)
    await propertyCheck(count: 200, input: step.array(of: 1...12)) { steps in
      for code in steps {
        let spacing = Double(code % 3)
        let axis: Axis = code % 2 == 0 ? .horizontal : .vertical
        let inset = Double(code / 12)
        let tree = TreeBuilder.build(
          Stack(axis, spacing: spacing) { Text("a") }.padding(horizontal: inset, vertical: 1))
        let padded = tree.nodes[0].style
        let stack = tree.nodes[1].style
        #expect(padded.padding.value(for: .left, direction: .ltr) == .points(inset))
        #expect(padded.padding.value(for: .top, direction: .ltr) == .points(1))
        #expect(stack.flexDirection == (axis == .horizontal ? .row : .column))
        #expect(stack.gap == (spacing == 0 ? .none : Gap(all: .points(spacing))))
      }
    }
  }
}
