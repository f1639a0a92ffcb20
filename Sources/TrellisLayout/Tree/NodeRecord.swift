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
  /// Whether the node has an entry in `LayoutTree.customNodes` (its rule lays out its
  /// children). A flag in the record's padding: flexbox nodes pay one byte read for it.
  var hasCustomLayout = false

  /// Adds (`sign` 1) or removes (`sign` -1) a child with `traits` from the counts.
  mutating func count(child traits: ChildTraits, sign: Int32) {
    if traits.contains(.contents) { contentsChildCount += sign }
    if traits.contains(.outOfFlow) { outOfFlowChildCount += sign }
    if traits.contains(.baseline) { baselineChildCount += sign }
    if traits.contains(.flexible) { flexibleChildCount += sign }
  }
}

/// What a parent counts about a child's style (see `NodeRecord`), derived with the rest of
/// ``ResolvedBoxes`` so that attaching and detaching children reads one byte.
struct ChildTraits: OptionSet, Sendable, Hashable {
  let rawValue: UInt8

  /// `display: contents`.
  static let contents = ChildTraits(rawValue: 1)
  /// Absolutely positioned or static.
  static let outOfFlow = ChildTraits(rawValue: 2)
  /// In flow and aligned by baseline.
  static let baseline = ChildTraits(rawValue: 4)
  /// In flow, displayed, and able to grow or shrink.
  static let flexible = ChildTraits(rawValue: 8)

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  init(_ style: borrowing Style) {
    var traits: ChildTraits = []
    if style.display == .contents { traits.insert(.contents) }
    if style.positionType == .absolute || style.positionType == .static {
      traits.insert(.outOfFlow)
    }
    if style.positionType != .absolute && style.alignSelf == .baseline {
      traits.insert(.baseline)
    }
    // As `resolvedFlexGrow` / `resolvedFlexShrink` read the factors.
    let grows = style.flexGrow.isFinite && style.flexGrow > 0
    let shrinks = style.flexShrink.isFinite && style.flexShrink > 0
    if style.positionType != .absolute && style.display != .none && (grows || shrinks) {
      traits.insert(.flexible)
    }
    self = traits
  }
}
