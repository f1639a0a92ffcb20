/// The engine's per-node working state and unrounded results (plain data, no references,
/// so that writes in the hot loops are cheap).
struct NodeLayout: Sendable {
  /// The latest measured border-box size (from a measuring or a layout pass).
  var measuredWidth = 0.0
  var measuredHeight = 0.0
  /// The border-box size from the last layout pass.
  var width = 0.0
  var height = 0.0
  /// Unrounded origin relative to the parent's border box.
  var left = 0.0
  var top = 0.0
  /// Scratch: margin-box-aware offsets from the parent's main-start and cross-start edges.
  var mainPosition = 0.0
  var crossPosition = 0.0
  var computedFlexBasis = Double.nan
  /// The border-box size before the node's own min and max sizes were applied (its content
  /// size, or the size it was given): the flex base size of a content-sized item.
  var contentWidth = 0.0
  var contentHeight = 0.0
  /// Scratch for step 5: the item's target main size and whether it is frozen.
  var flexTarget = 0.0
  var flexViolation = 0.0
  var isFrozen = false
  /// The width the node's percentage paddings resolved against in its last computation.
  var paddingReference = Double.nan
  /// The line the node was placed in by its parent's last layout (not by measurements,
  /// so that baselines read from an earlier layout see that layout's lines).
  var lineIndex: Int32 = 0
  /// The direction this node resolved to in its last layout.
  var direction: Direction = .ltr
  /// The owner direction the cached results were computed for (`.inherit`: none yet).
  var lastOwnerDirection: Direction = .inherit
  var isDirty = true
  var hadOverflow = false
  /// The pass that last visited this node.
  var generation: UInt32 = 0
  /// The pass that last computed this node's layout (positions of its children).
  var layoutGeneration: UInt32 = 0
  /// The pass in which the node was laid out (computed or from its cache) with nothing
  /// measured since, so that its results match its measured size; 0 otherwise.
  var positionedGeneration: UInt32 = 0
  var cachedLayout = CacheEntry.empty
  var nextCacheSlot: Int8 = 0
  /// The unrounded absolute origin used by the last rounding of this node.
  var roundedFromX = Double.nan
  var roundedFromY = Double.nan
}

/// The inputs of a root layout call, kept so that an identical call on a clean tree can
/// return at once.
struct RootRequest: Sendable, Equatable {
  var root: NodeID
  var availableWidth: Double?
  var availableHeight: Double?
  var direction: Direction
  var pointScaleFactor: Double
}

/// What a tree's rounded frames were computed for.
struct RoundingKey: Sendable, Equatable {
  var root: NodeID
  var scale: Double
}
