/// What the caller says about one node besides its style: its place in the tree and its
/// content callbacks.
struct NodeRecord: Sendable {
  var children: [NodeID] = []
  var parent: NodeID?
  var measure: MeasureFunction?
  var baseline: BaselineFunction?
  var minContentWidth: MinContentWidthFunction?
  /// How many children have `display: contents` (their children are laid out here).
  var contentsChildCount: Int32 = 0
  /// How many children are absolutely positioned or static (step 11 looks at them).
  var outOfFlowChildCount: Int32 = 0
  /// How many in-flow children align themselves by baseline.
  var baselineChildCount: Int32 = 0
  /// How many in-flow, displayed children can grow or shrink (step 3 looks for a single one).
  var flexibleChildCount: Int32 = 0
  /// The version of the slot's current (or last) node: see ``NodeID``.
  var version: UInt32 = 0
  /// Whether the slot holds a node (not one that was removed).
  var isLive = true

  /// Adds (`sign` 1) or removes (`sign` -1) a child with `style` from the counts.
  mutating func count(childStyle style: Style, sign: Int32) {
    if style.display == .contents { contentsChildCount += sign }
    if style.positionType == .absolute || style.positionType == .static {
      outOfFlowChildCount += sign
    }
    if style.positionType != .absolute && style.alignSelf == .baseline {
      baselineChildCount += sign
    }
    // As `resolvedFlexGrow` / `resolvedFlexShrink` read the factors.
    let grows = style.flexGrow.isFinite && style.flexGrow > 0
    let shrinks = style.flexShrink.isFinite && style.flexShrink > 0
    if style.positionType != .absolute && style.display != .none && (grows || shrinks) {
      flexibleChildCount += sign
    }
  }
}
