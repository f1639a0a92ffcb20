/// Resolution of a style's lengths to numbers for one layout (NaN: undefined).
///
/// The engine reads styles in place, through pointers into the tree's storage (see
/// `NodeStyle`): these accessors load only the fields they need, so that no whole style is
/// ever copied in the hot loops.
extension UnsafePointer where Pointee == NodeStyle {
  // MARK: Margin, padding, border

  /// The margin on a physical edge; `auto` and unset count as 0.
  @inline(__always)
  func margin(_ edge: PhysicalEdge, _ direction: Direction, _ ownerWidth: Double) -> Double {
    let boxes = pointer(to: \.boxes).unsafelyUnwrapped
    if boxes.pointee.marginsArePoints { return boxes.pointee.margin.value(edge, direction) }
    return resolvedMargin(edge, direction, ownerWidth)
  }

  /// ``margin(_:_:_:)`` for margins that are not all points (kept out of line, so that the
  /// inlined common case stays small).
  @inline(never)
  func resolvedMargin(_ edge: PhysicalEdge, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    guard let value = edgeValue(pointer(to: \.style.margin).unsafelyUnwrapped, edge, direction)
    else { return 0 }
    let resolved = value.resolve(ownerWidth)
    return resolved.isNaN ? 0 : resolved
  }

  /// Whether the margin on a physical edge is `auto`.
  @inline(__always)
  func isMarginAuto(_ edge: PhysicalEdge, _ direction: Direction) -> Bool {
    pointee.boxes.hasAutoMargin
      && edgeValue(pointer(to: \.style.margin).unsafelyUnwrapped, edge, direction) == .auto
  }

  /// The padding on a physical edge, never negative.
  @inline(__always)
  func padding(_ edge: PhysicalEdge, _ direction: Direction, _ ownerWidth: Double) -> Double {
    let boxes = pointer(to: \.boxes).unsafelyUnwrapped
    if boxes.pointee.paddingIsPoints { return boxes.pointee.padding.value(edge, direction) }
    return resolvedPadding(edge, direction, ownerWidth)
  }

  /// ``padding(_:_:_:)`` for paddings that are not all points (out of line).
  @inline(never)
  func resolvedPadding(_ edge: PhysicalEdge, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    guard let value = edgeValue(pointer(to: \.style.padding).unsafelyUnwrapped, edge, direction)
    else { return 0 }
    let resolved = value.resolve(ownerWidth)
    return resolved > 0 ? resolved : 0
  }

  /// The border width on a physical edge, never negative; only points count.
  @inline(__always)
  func border(_ edge: PhysicalEdge, _ direction: Direction) -> Double {
    pointer(to: \.boxes).unsafelyUnwrapped.pointee.border.value(edge, direction)
  }

  /// The sum of both margins on an axis.
  @inline(__always)
  func marginForAxis(_ axis: FlexDirection, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    let boxes = pointer(to: \.boxes).unsafelyUnwrapped
    if boxes.pointee.marginsArePoints {
      return boxes.pointee.margin.sum(isRow: axis.isRow, direction)
    }
    return resolvedMarginForAxis(isRow: axis.isRow, direction, ownerWidth)
  }

  /// ``marginForAxis(_:_:_:)`` for the row axis (`isRow`) or the column axis.
  @inline(__always)
  func marginForAxis(isRow: Bool, _ direction: Direction, _ ownerWidth: Double) -> Double {
    let boxes = pointer(to: \.boxes).unsafelyUnwrapped
    if boxes.pointee.marginsArePoints {
      return boxes.pointee.margin.sum(isRow: isRow, direction)
    }
    return resolvedMarginForAxis(isRow: isRow, direction, ownerWidth)
  }

  /// ``marginForAxis(_:_:_:)`` for margins that are not all points (kept out of line, so
  /// that the inlined common case stays small).
  @inline(never)
  func resolvedMarginForAxis(isRow: Bool, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    isRow
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
    let boxes = pointer(to: \.boxes).unsafelyUnwrapped
    if boxes.pointee.paddingIsPoints {
      return isRow
        ? (direction == .rtl
          ? boxes.pointee.paddingAndBorderRowRTL : boxes.pointee.paddingAndBorderRowLTR)
        : boxes.pointee.paddingAndBorderColumn
    }
    return resolvedPaddingAndBorderForAxis(isRow, direction, ownerWidth)
  }

  /// ``paddingAndBorderForAxis(_:_:_:)`` for paddings that are not all points (out of line).
  @inline(never)
  func resolvedPaddingAndBorderForAxis(
    _ isRow: Bool, _ direction: Direction, _ ownerWidth: Double
  ) -> Double {
    isRow
      ? paddingAndBorder(.left, direction, ownerWidth)
        + paddingAndBorder(.right, direction, ownerWidth)
      : paddingAndBorder(.top, direction, ownerWidth)
        + paddingAndBorder(.bottom, direction, ownerWidth)
  }

  // MARK: Sizes

  /// The preferred size on an axis: `width` or `height`.
  @inline(__always)
  func size(isRow: Bool) -> Dimension { isRow ? pointee.width : pointee.height }

  /// The size that counts as the node's preferred size on an axis: a `min` equal to the
  /// `max` fixes the size (Yoga's "processed dimension").
  @inline(__always)
  func processedSize(isRow: Bool) -> Dimension {
    guard pointee.boxes.hasLimits else { return isRow ? pointee.width : pointee.height }
    let maximum = isRow ? pointee.maxWidth : pointee.maxHeight
    switch maximum {
    case .points, .percent:
      if maximum == (isRow ? pointee.minWidth : pointee.minHeight) { return maximum }
    case .auto, .maxContent, .fitContent, .stretch:
      break
    }
    return isRow ? pointee.width : pointee.height
  }

  /// A border-box length from a size property: negative and non-finite values are
  /// undefined, and content-box sizes get padding and border added.
  @inline(__always)
  func borderBoxLength(
    _ value: Dimension, isRow: Bool, reference: Double, _ direction: Direction,
    _ ownerWidth: Double
  ) -> Double {
    if case .stretch = value {
      // Stretch-fit: the reference less the margins, whatever the box sizing.
      return sanitizedSize(
        reference - marginForAxis(isRow ? .row : .column, direction, ownerWidth))
    }
    let resolved = sanitizedSize(value.resolve(reference))
    guard resolved.isDefined, pointee.boxSizing == .contentBox else { return resolved }
    return resolved + paddingAndBorderForAxis(isRow, direction, ownerWidth)
  }

  /// The preferred border-box size on an axis (NaN when not definite).
  @inline(__always)
  func resolvedSize(isRow: Bool, reference: Double, _ direction: Direction, _ ownerWidth: Double)
    -> Double
  {
    let boxes = pointer(to: \.boxes).unsafelyUnwrapped
    if !boxes.pointee.hasLimits && pointee.boxSizing == .borderBox {
      let points = isRow ? boxes.pointee.widthPoints : boxes.pointee.heightPoints
      if points >= 0 { return points }
      if points == ResolvedBoxes.autoSize { return .nan }
    }
    return resolvedSizeSlowly(isRow: isRow, reference: reference, direction, ownerWidth)
  }

  /// ``resolvedSize(isRow:reference:_:_:)`` beyond sizes in points (out of line).
  @inline(never)
  func resolvedSizeSlowly(
    isRow: Bool, reference: Double, _ direction: Direction, _ ownerWidth: Double
  ) -> Double {
    borderBoxLength(
      processedSize(isRow: isRow), isRow: isRow, reference: reference, direction, ownerWidth)
  }

  /// The minimum border-box size on an axis (NaN when none).
  @inline(__always)
  func resolvedMinSize(
    isRow: Bool, reference: Double, _ direction: Direction, _ ownerWidth: Double
  ) -> Double {
    guard pointee.boxes.hasLimits else { return .nan }
    return resolvedLimit(
      isRow ? pointee.minWidth : pointee.minHeight, isRow: isRow, reference: reference,
      direction, ownerWidth)
  }

  /// The maximum border-box size on an axis (NaN when none).
  @inline(__always)
  func resolvedMaxSize(
    isRow: Bool, reference: Double, _ direction: Direction, _ ownerWidth: Double
  ) -> Double {
    guard pointee.boxes.hasLimits else { return .nan }
    return resolvedLimit(
      isRow ? pointee.maxWidth : pointee.maxHeight, isRow: isRow, reference: reference,
      direction, ownerWidth)
  }

  /// A minimum or maximum size as a border-box length (out of line: most styles have none).
  @inline(never)
  func resolvedLimit(
    _ value: Dimension, isRow: Bool, reference: Double, _ direction: Direction,
    _ ownerWidth: Double
  ) -> Double {
    borderBoxLength(value, isRow: isRow, reference: reference, direction, ownerWidth)
  }

  /// Whether the preferred size on an axis resolves to a definite, non-negative length.
  @inline(__always)
  func hasDefiniteSize(isRow: Bool, reference: Double) -> Bool {
    let boxes = pointer(to: \.boxes).unsafelyUnwrapped
    if !boxes.pointee.hasLimits {
      let points = isRow ? boxes.pointee.widthPoints : boxes.pointee.heightPoints
      if points >= 0 { return true }
      if points == ResolvedBoxes.autoSize { return false }
    }
    return hasDefiniteSizeSlowly(isRow: isRow, reference: reference)
  }

  /// ``hasDefiniteSize(isRow:reference:)`` beyond sizes in points (out of line).
  @inline(never)
  func hasDefiniteSizeSlowly(isRow: Bool, reference: Double) -> Bool {
    let size = processedSize(isRow: isRow)
    if case .stretch = size { return reference.isDefined && reference >= 0 }
    return sanitizedSize(size.resolve(reference)).isDefined
  }

  // MARK: Flex factors

  /// The grow factor; never negative, and 0 for a root.
  @inline(__always)
  func resolvedFlexGrow(isRoot: Bool) -> Double {
    isRoot ? 0 : pointer(to: \.boxes).unsafelyUnwrapped.pointee.flexGrow
  }

  /// The shrink factor; never negative, and 0 for a root.
  @inline(__always)
  func resolvedFlexShrink(isRoot: Bool) -> Double {
    isRoot ? 0 : pointer(to: \.boxes).unsafelyUnwrapped.pointee.flexShrink
  }

  /// The aspect ratio when it is a positive finite number, else NaN.
  @inline(__always)
  var resolvedAspectRatio: Double {
    let ratio = pointer(to: \.boxes).unsafelyUnwrapped.pointee.aspectRatio
    return ratio > 0 ? ratio : .nan
  }

  // MARK: Insets and gaps

  /// The inset on a physical edge, or NaN when unset or `auto`.
  @inline(__always)
  func inset(_ edge: PhysicalEdge, _ direction: Direction, _ reference: Double) -> Double {
    guard let value = edgeValue(pointer(to: \.style.position).unsafelyUnwrapped, edge, direction)
    else { return .nan }
    return value.resolve(reference)
  }

  /// Whether an inset is set (and not `auto`) on a physical edge.
  @inline(__always)
  func isInsetDefined(_ edge: PhysicalEdge, _ direction: Direction) -> Bool {
    guard let value = edgeValue(pointer(to: \.style.position).unsafelyUnwrapped, edge, direction)
    else { return false }
    return value != .auto
  }

  /// The gap between items along an axis (column gap on rows, row gap on columns).
  @inline(__always)
  func gap(along axis: FlexDirection, reference: Double) -> Double {
    guard pointee.boxes.hasGap else { return 0 }
    let gap = pointee.style.gap
    let dimension = axis.isRow ? (gap.column ?? gap.all) : (gap.row ?? gap.all)
    guard let dimension else { return 0 }
    let value = dimension.resolve(reference)
    return value > 0 ? value : 0
  }
}

/// The value of one physical edge (see ``EdgeDimensions``), read in place.
@inline(__always)
func edgeValue(_ edges: UnsafePointer<EdgeDimensions>, _ edge: PhysicalEdge, _ direction: Direction)
  -> Dimension?
{
  edges.pointee.storage?.value.value(edge, direction)
}
