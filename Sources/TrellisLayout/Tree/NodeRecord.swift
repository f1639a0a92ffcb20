/// What the caller says about one node besides its style: its place in the tree and its
/// content callbacks.
struct NodeRecord: Sendable {
  var children: [NodeID] = []
  var parent: NodeID?
  var measure: MeasureFunction?
  var baseline: BaselineFunction?
}
