/// Numbers derived from a style's margins, padding, borders and limits, computed once when
/// the style enters a ``LayoutTree`` (see `NodeStyle`), so that the engine reads the common
/// cases (lengths in points, no minimum or maximum) as plain numbers instead of resolving
/// edges every time.
struct ResolvedBoxes: Sendable {
  // Numbers first, flags last, so that no padding is wasted: a tree stores one per node.
  /// Margins, paddings and borders on each edge, valid when `marginsArePoints` and
  /// `paddingIsPoints` (borders are points only, so always valid).
  var margin = EdgeNumbers()
  var padding = EdgeNumbers()
  var border = EdgeNumbers()
  /// Padding plus border on both edges of each axis, valid when `paddingIsPoints`.
  var paddingAndBorderRowLTR = 0.0
  var paddingAndBorderRowRTL = 0.0
  var paddingAndBorderColumn = 0.0
  /// `flexGrow` and `flexShrink` when positive and finite, else 0.
  var flexGrow = 0.0
  var flexShrink = 0.0
  /// `aspectRatio` when positive and finite, else 0.
  var aspectRatio = 0.0
  /// `width` and `height` when they are a non-negative finite number of points; -1 when
  /// `auto`; -2 otherwise.
  var widthPoints = ResolvedBoxes.autoSize
  var heightPoints = ResolvedBoxes.autoSize
  /// Whether every margin is a number of points (or unset): `margin` then holds them.
  var marginsArePoints = true
  /// Whether the margin of some physical edge, in some direction, is `auto`.
  var hasAutoMargin = false
  /// Whether every padding is a number of points (or unset): `padding` then holds them.
  var paddingIsPoints = true
  /// Whether any minimum or maximum size is set.
  var hasLimits = false
  /// Whether some inset (`position`) is set, and whether some gap is set: the engine reads
  /// neither otherwise.
  var hasInsets = false
  var hasGap = false
  /// Whether `flexBasis` is `auto`.
  var flexBasisIsAuto = true
  /// Whether a size or a min/max size is `max-content` or `fit-content`.
  var hasContentKeyword = false
  /// What the node's parent counts about it.
  var childTraits: ChildTraits = []

  /// The code of an `auto` width or height in `widthPoints` / `heightPoints`.
  static let autoSize = -1.0
  /// The code of a width or height that is neither points nor `auto`.
  static let otherSize = -2.0

  init() {}

  init(_ style: borrowing Style) {
    // Empty edges (most styles) leave their numbers at 0 without resolving anything.
    if let margin = style.margin.storage?.value {
      var marginsArePoints = true
      var hasAutoMargin = false
      // Every edge in both directions: so `hasAutoMargin` is set exactly when
      // `isMarginAuto` can be true for some edge and direction.
      self.margin = EdgeNumbers { edge, direction in
        switch margin.value(edge, direction) {
        case nil: return 0
        case .points(let value)? where value.isFinite: return value
        case .auto?:
          hasAutoMargin = true
          return 0
        default:
          marginsArePoints = false
          return 0
        }
      }
      self.marginsArePoints = marginsArePoints
      self.hasAutoMargin = hasAutoMargin
    }
    if let padding = style.padding.storage?.value {
      var paddingIsPoints = true
      self.padding = EdgeNumbers { edge, direction in
        switch padding.value(edge, direction) {
        case nil: return 0
        case .points(let value)? where value.isFinite: return Swift.max(0, value)
        default:
          paddingIsPoints = false
          return 0
        }
      }
      self.paddingIsPoints = paddingIsPoints
    }
    if let border = style.border.storage?.value {
      self.border = EdgeNumbers { edge, direction in
        guard case .points(let value)? = border.value(edge, direction), value.isFinite,
          value > 0
        else { return 0 }
        return value
      }
    }
    paddingAndBorderRowLTR = padding.sum(isRow: true, .ltr) + border.sum(isRow: true, .ltr)
    paddingAndBorderRowRTL = padding.sum(isRow: true, .rtl) + border.sum(isRow: true, .rtl)
    paddingAndBorderColumn = padding.sum(isRow: false, .ltr) + border.sum(isRow: false, .ltr)
    if let extras = style.extras?.value {
      hasLimits =
        extras.minWidth != .auto || extras.minHeight != .auto || extras.maxWidth != .auto
        || extras.maxHeight != .auto
      hasContentKeyword =
        isContentKeyword(extras.minWidth) || isContentKeyword(extras.minHeight)
        || isContentKeyword(extras.maxWidth) || isContentKeyword(extras.maxHeight)
      hasGap = extras.gap != .none
      if let ratio = extras.aspectRatio, ratio.isFinite, ratio > 0 { aspectRatio = ratio }
    }
    hasContentKeyword =
      hasContentKeyword || isContentKeyword(style.width) || isContentKeyword(style.height)
    flexBasisIsAuto = style.flexBasis == .auto
    hasInsets = !style.position.isEmpty
    flexGrow = style.flexGrow.isFinite && style.flexGrow > 0 ? style.flexGrow : 0
    flexShrink = style.flexShrink.isFinite && style.flexShrink > 0 ? style.flexShrink : 0
    widthPoints = Self.sizeCode(style.width)
    heightPoints = Self.sizeCode(style.height)
    childTraits = ChildTraits(style)
  }
}

extension ResolvedBoxes {
  /// A width or height as stored in `widthPoints` / `heightPoints`.
  static func sizeCode(_ size: Dimension) -> Double {
    switch size {
    case .auto: return autoSize
    case .points(let value) where value.isFinite && value >= 0: return value
    default: return otherSize
    }
  }
}

/// A number per physical edge, for both inline directions.
struct EdgeNumbers: Sendable {
  var leftLTR = 0.0
  var rightLTR = 0.0
  var leftRTL = 0.0
  var rightRTL = 0.0
  var top = 0.0
  var bottom = 0.0

  init() {}

  init(_ value: (PhysicalEdge, Direction) -> Double) {
    leftLTR = value(.left, .ltr)
    rightLTR = value(.right, .ltr)
    leftRTL = value(.left, .rtl)
    rightRTL = value(.right, .rtl)
    top = value(.top, .ltr)
    bottom = value(.bottom, .ltr)
  }

  @inline(__always)
  func value(_ edge: PhysicalEdge, _ direction: Direction) -> Double {
    switch edge {
    case .left: return direction == .rtl ? leftRTL : leftLTR
    case .right: return direction == .rtl ? rightRTL : rightLTR
    case .top: return top
    case .bottom: return bottom
    }
  }

  /// The sum of both edges of an axis (an addition is cheaper than the memory that stored
  /// sums would take in every node).
  @inline(__always)
  func sum(isRow: Bool, _ direction: Direction) -> Double {
    isRow ? (direction == .rtl ? leftRTL + rightRTL : leftLTR + rightLTR) : top + bottom
  }
}
