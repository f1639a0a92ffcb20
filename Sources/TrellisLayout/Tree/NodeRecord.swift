/// What the caller says about one node: its style, place in the tree and content callbacks.
struct NodeRecord: Sendable {
  var style: Style
  var children: [NodeID] = []
  var parent: NodeID?
  var measure: MeasureFunction?
  var baseline: BaselineFunction?

  init(style: Style) {
    self.style = style
  }
}
