/// Resolution of a style's lengths to numbers for one layout (NaN: undefined).
extension Style {
  // MARK: Margin, padding, border

  /// The margin on a physical edge; `auto` and unset count as 0.
  @inline(__always)
  func margin(_ edge: PhysicalEdge, _ direction: Direction, _ ownerWidth: Double) -> Double {
    guard let value = margin.value(for: edge, direction: direction) else { return 0 }
    let resolved = value.resolve(ownerWidth)
    return resolved.isNaN ? 0 : resolved
  }

  /// Whether the margin on a physical edge is `auto`.
  @inline(__always)
  func isMarginAuto(_ edge: PhysicalEdge, _ direction: Direction) -> Bool {
    margin.value(for: edge, direction: direction) == .auto
  }

  /// The padding on a physical edge, never negative.
  @inline(__always)
  func padding(_ edge: PhysicalEdge, _ direction: Direction, _ ownerWidth: Double) -> Double {
    guard let value = padding.value(for: edge, direction: direction) else { return 0 }
    let resolved = value.resolve(ownerWidth)
    return resolved > 0 ? resolved : 0
  }

  /// The border width on a physical edge, never negative; only points count.
  @inline(__always)
  func border(_ edge: PhysicalEdge, _ direction: Direction) -> Double {
    guard case .points(let value)? = border.value(for: edge, direction: direction),
      value.isFinite, value > 0
    else { return 0 }
    return value
  }

  /// The sum of both margins on an axis.
  @inline(__always)
  func marginForAxis(_ axis: FlexDirection, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    axis.isRow
      ? margin(.left, direction, ownerWidth) + margin(.right, direction, ownerWidth)
      : margin(.top, direction, ownerWidth) + margin(.bottom, direction, ownerWidth)
  }

  /// Padding plus border on one physical edge.
  @inline(__always)
  func paddingAndBorder(_ edge: PhysicalEdge, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    padding(edge, direction, ownerWidth) + border(edge, direction)
  }

  /// Padding and border on both sides of an axis.
  @inline(__always)
  func paddingAndBorderForAxis(_ isRow: Bool, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    isRow
      ? paddingAndBorder(.left, direction, ownerWidth)
        + paddingAndBorder(.right, direction, ownerWidth)
      : paddingAndBorder(.top, direction, ownerWidth)
        + paddingAndBorder(.bottom, direction, ownerWidth)
  }

  // MARK: Sizes

  /// The size that counts as the node's preferred size on an axis: a `min` equal to the
  /// `max` fixes the size (Yoga's "processed dimension").
  @inline(__always)
  func processedSize(isRow: Bool) -> Dimension {
    let maximum = maxSize(isRow: isRow)
    switch maximum {
    case .points, .percent:
      if maximum == minSize(isRow: isRow) { return maximum }
    case .auto, .maxContent, .fitContent, .stretch:
      break
    }
    return size(isRow: isRow)
  }

  /// A border-box length from a size property: negative and non-finite values are
  /// undefined, and content-box sizes get padding and border added.
  @inline(__always)
  func borderBoxLength(
    _ value: Dimension, isRow: Bool, reference: Double, _ direction: Direction,
    _ ownerWidth: Double
  ) -> Double {
    let resolved = sanitizedSize(value.resolve(reference))
    guard resolved.isDefined, boxSizing == .contentBox else { return resolved }
    return resolved + paddingAndBorderForAxis(isRow, direction, ownerWidth)
  }

  /// The preferred border-box size on an axis (NaN when not definite).
  @inline(__always)
  func resolvedSize(isRow: Bool, reference: Double, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    borderBoxLength(
      processedSize(isRow: isRow), isRow: isRow, reference: reference, direction, ownerWidth)
  }

  /// The minimum border-box size on an axis (NaN when none).
  @inline(__always)
  func resolvedMinSize(
    isRow: Bool, reference: Double, _ direction: Direction, _ ownerWidth: Double
  ) -> Double {
    borderBoxLength(
      minSize(isRow: isRow), isRow: isRow, reference: reference, direction, ownerWidth)
  }

  /// The maximum border-box size on an axis (NaN when none).
  @inline(__always)
  func resolvedMaxSize(
    isRow: Bool, reference: Double, _ direction: Direction, _ ownerWidth: Double
  ) -> Double {
    borderBoxLength(
      maxSize(isRow: isRow), isRow: isRow, reference: reference, direction, ownerWidth)
  }

  /// Whether the preferred size on an axis resolves to a definite, non-negative length.
  @inline(__always)
  func hasDefiniteSize(isRow: Bool, reference: Double) -> Bool {
    sanitizedSize(processedSize(isRow: isRow).resolve(reference)).isDefined
  }

  // MARK: Flex factors

  /// The grow factor; never negative, and 0 for a root.
  @inline(__always)
  func resolvedFlexGrow(isRoot: Bool) -> Double {
    guard !isRoot, flexGrow.isFinite, flexGrow > 0 else { return 0 }
    return flexGrow
  }

  /// The shrink factor; never negative, and 0 for a root.
  @inline(__always)
  func resolvedFlexShrink(isRoot: Bool) -> Double {
    guard !isRoot, flexShrink.isFinite, flexShrink > 0 else { return 0 }
    return flexShrink
  }

  /// The aspect ratio when it is a positive finite number, else NaN.
  @inline(__always)
  var resolvedAspectRatio: Double {
    guard let ratio = aspectRatio, ratio.isFinite, ratio > 0 else { return .nan }
    return ratio
  }

  // MARK: Insets and gaps

  /// The inset on a physical edge, or NaN when unset or `auto` (ignored for static nodes by
  /// the callers).
  @inline(__always)
  func inset(_ edge: PhysicalEdge, _ direction: Direction, _ reference: Double) -> Double {
    guard let value = position.value(for: edge, direction: direction) else { return .nan }
    return value.resolve(reference)
  }

  /// Whether an inset is set (and not `auto`) on a physical edge.
  @inline(__always)
  func isInsetDefined(_ edge: PhysicalEdge, _ direction: Direction) -> Bool {
    guard let value = position.value(for: edge, direction: direction) else { return false }
    return value != .auto
  }

  /// The gap between items along an axis (column gap on rows, row gap on columns).
  @inline(__always)
  func gap(along axis: FlexDirection, reference: Double) -> Double {
    let value = (axis.isRow ? gap.resolvedColumn : gap.resolvedRow).resolve(reference)
    return value > 0 ? value : 0
  }
}
