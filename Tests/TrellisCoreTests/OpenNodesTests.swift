import Testing
import TrellisTesting

@testable import Trellis

@Suite("TreeBuilder's open nodes")
struct OpenNodesTests {
  @Test("pushes, pops and child counts match an array's, above and below the inline depth")
  func matchesAnArray() {
    for seed in 0..<50 {
      var random = SeededRandom(seed: UInt64(seed))
      var nodes = OpenNodes()
      var model: [OpenNodes.Entry] = [OpenNodes.Entry(node: -1, children: 0)]
      var next: Int32 = 0
      for _ in 0..<400 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where model.count < 20:
          nodes.push(next)
          model.append(OpenNodes.Entry(node: next, children: 0))
          next += 1
        case 1 where model.count > 1:
          #expect(nodes.pop() == model.removeLast().node)
        default:
          nodes.innermost.children += 1
          model[model.count - 1].children += 1
        }
        #expect(nodes.count == model.count)
        #expect(nodes.innermost.node == model[model.count - 1].node)
        #expect(nodes.innermost.children == model[model.count - 1].children)
      }
    }
  }

  @Test("a tree nested deeper than the inline levels builds whole")
  func deepTree() {
    var component = AnyComponent(Text("leaf"))
    for _ in 0..<30 { component = AnyComponent(component.padding(1)) }
    let tree = TreeBuilder.build(component)
    #expect(tree.nodes.count == 31)
    // Each node encloses every node after it: a chain.
    for (index, node) in tree.nodes.enumerated() {
      #expect(Int(node.parent) == index - 1)
      #expect(node.end == Int32(tree.nodes.count))
    }
  }
}
