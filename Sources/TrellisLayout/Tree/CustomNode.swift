/// What the tree keeps for a node laid out by a ``CustomLayoutFunction``, apart from the
/// per-node records that every node has.
struct CustomNode: Sendable {
  /// The node's rule.
  var rule: CustomLayoutFunction
  /// The least border-box size a custom layout parent offers this node while it lays it
  /// out (a size range's minimum, which requests cannot say), 0 otherwise: read by the
  /// node's own rule; the parent drops the node's cached results around it.
  var offeredMinWidth = 0.0
  var offeredMinHeight = 0.0
}
