/// The state of one flex container while it lays out its children: the axes, the sizes
/// available inside it and the modes they are known in (CSS Flexbox §9, steps 1–2).
///
/// Immutable, so that each step reads it where it is: passing a `var` or `inout` value to
/// a by-value parameter copies all of it.
struct FlexContainer {
  let node: Int
  let direction: Direction
  let mainAxis: FlexDirection
  let crossAxis: FlexDirection
  let isMainAxisRow: Bool
  let isWrap: Bool
  let performLayout: Bool
  /// See `LayoutRequest.measuresContent`.
  let measuresContent: Bool
  /// The children that take part in layout (`display: contents` flattened), read in place:
  /// a plain pointer keeps the context trivially copyable (no reference counting when it is
  /// passed to each step). Valid while the container is laid out (see
  /// `calculateLayoutCore`).
  let children: UnsafeBufferPointer<NodeID>
  let availableWidth: Double
  let availableHeight: Double
  let widthMode: MeasureMode
  let heightMode: MeasureMode
  let ownerWidth: Double
  let ownerHeight: Double
  let mainAxisOwnerSize: Double
  let crossAxisOwnerSize: Double
  let marginRow: Double
  let marginColumn: Double
  let paddingAndBorderMain: Double
  let paddingAndBorderCross: Double
  let leadingPaddingAndBorderMain: Double
  let trailingPaddingAndBorderMain: Double
  let leadingPaddingAndBorderCross: Double
  let availableInnerWidth: Double
  let availableInnerHeight: Double
  /// The inner main size available before the lines are laid out; a line may narrow it
  /// for itself and the lines after it (see `FlexLine.availableInnerMain`).
  let availableInnerMain: Double
  let availableInnerCross: Double
  let mainMode: MeasureMode
  let crossMode: MeasureMode
  /// Whether the container's own flex-grow is non-zero (a root never grows).
  let canGrow: Bool

  /// The same context with another main mode.
  func withMainMode(_ mode: MeasureMode) -> FlexContainer {
    FlexContainer(
      node: node, direction: direction, mainAxis: mainAxis, crossAxis: crossAxis,
      isMainAxisRow: isMainAxisRow, isWrap: isWrap, performLayout: performLayout,
      measuresContent: measuresContent, children: children, availableWidth: availableWidth,
      availableHeight: availableHeight, widthMode: widthMode, heightMode: heightMode,
      ownerWidth: ownerWidth, ownerHeight: ownerHeight, mainAxisOwnerSize: mainAxisOwnerSize,
      crossAxisOwnerSize: crossAxisOwnerSize, marginRow: marginRow, marginColumn: marginColumn,
      paddingAndBorderMain: paddingAndBorderMain, paddingAndBorderCross: paddingAndBorderCross,
      leadingPaddingAndBorderMain: leadingPaddingAndBorderMain,
      trailingPaddingAndBorderMain: trailingPaddingAndBorderMain,
      leadingPaddingAndBorderCross: leadingPaddingAndBorderCross,
      availableInnerWidth: availableInnerWidth, availableInnerHeight: availableInnerHeight,
      availableInnerMain: availableInnerMain, availableInnerCross: availableInnerCross,
      mainMode: mode, crossMode: crossMode, canGrow: canGrow)
  }
}

extension LayoutEngine {
  /// Steps 1–2: the values the rest of the algorithm needs, and the available inner sizes.
  func makeFlexContainer(
    _ node: Int, _ request: LayoutRequest, direction: Direction,
    children: UnsafeBufferPointer<NodeID>
  ) -> FlexContainer {
    let style = stylePointer(node)
    // Step 1: axes and the container's own padding and border.
    let mainAxis = style.pointee.flexDirection.resolved(for: direction)
    let crossAxis = mainAxis.crossAxis(for: direction)
    let isMainAxisRow = mainAxis.isRow
    let ownerWidth = request.ownerWidth
    let paddingAndBorderRow = style.paddingAndBorderForAxis(true, direction, ownerWidth)
    let paddingAndBorderColumn = style.paddingAndBorderForAxis(false, direction, ownerWidth)
    let marginRow = style.marginForAxis(.row, direction, ownerWidth)
    let marginColumn = style.marginForAxis(.column, direction, ownerWidth)

    // Step 2: the space available to the children.
    let innerWidth = availableInnerSize(
      style, isRow: true, available: request.availableWidth - marginRow,
      paddingAndBorder: paddingAndBorderRow, ownerSize: ownerWidth, direction, ownerWidth)
    let innerHeight = availableInnerSize(
      style, isRow: false, available: request.availableHeight - marginColumn,
      paddingAndBorder: paddingAndBorderColumn, ownerSize: request.ownerHeight, direction,
      ownerWidth)

    return FlexContainer(
      node: node, direction: direction, mainAxis: mainAxis, crossAxis: crossAxis,
      isMainAxisRow: isMainAxisRow, isWrap: style.pointee.flexWrap != .noWrap,
      performLayout: request.performLayout, measuresContent: request.measuresContent,
      children: children,
      availableWidth: request.availableWidth, availableHeight: request.availableHeight,
      widthMode: request.widthMode, heightMode: request.heightMode,
      ownerWidth: ownerWidth, ownerHeight: request.ownerHeight,
      mainAxisOwnerSize: isMainAxisRow ? ownerWidth : request.ownerHeight,
      crossAxisOwnerSize: isMainAxisRow ? request.ownerHeight : ownerWidth,
      marginRow: marginRow, marginColumn: marginColumn,
      paddingAndBorderMain: isMainAxisRow ? paddingAndBorderRow : paddingAndBorderColumn,
      paddingAndBorderCross: isMainAxisRow ? paddingAndBorderColumn : paddingAndBorderRow,
      leadingPaddingAndBorderMain: style.paddingAndBorder(
        mainAxis.startEdge, direction, ownerWidth),
      trailingPaddingAndBorderMain: style.paddingAndBorder(mainAxis.endEdge, direction, ownerWidth),
      leadingPaddingAndBorderCross: style.paddingAndBorder(
        crossAxis.startEdge, direction, ownerWidth),
      availableInnerWidth: innerWidth, availableInnerHeight: innerHeight,
      availableInnerMain: isMainAxisRow ? innerWidth : innerHeight,
      availableInnerCross: isMainAxisRow ? innerHeight : innerWidth,
      mainMode: isMainAxisRow ? request.widthMode : request.heightMode,
      crossMode: isMainAxisRow ? request.heightMode : request.widthMode,
      canGrow: style.resolvedFlexGrow(isRoot: node == layoutRoot) != 0)
  }

  /// The inner size on one axis, kept within the node's own min and max sizes.
  // swift-format-ignore: FunctionParameterCount
  func availableInnerSize(
    _ style: UnsafePointer<NodeStyle>, isRow: Bool, available: Double, paddingAndBorder: Double,
    ownerSize: Double, _ direction: Direction, _ ownerWidth: Double
  ) -> Double {
    var inner = available - paddingAndBorder
    guard inner.isDefined else { return inner }
    let minimum = style.resolvedMinSize(isRow: isRow, reference: ownerSize, direction, ownerWidth)
    let maximum = style.resolvedMaxSize(isRow: isRow, reference: ownerSize, direction, ownerWidth)
    let minInner = minimum.isNaN ? 0 : minimum - paddingAndBorder
    let maxInner = maximum.isNaN ? Double.greatestFiniteMagnitude : maximum - paddingAndBorder
    inner = maxOrDefined(minOrDefined(inner, maxInner), minInner)
    return inner
  }

  /// A border-box size on an axis clamped to the node's min and max sizes.
  @inline(__always)
  func boundAxisWithinMinAndMax(
    _ node: Int, isRow: Bool, _ value: Double, axisSize: Double, widthSize: Double
  ) -> Double {
    guard stylePointer(node).pointee.boxes.hasLimits else { return value }
    return boundAxisWithinLimits(
      node, isRow: isRow, value, axisSize: axisSize, widthSize: widthSize)
  }

  /// ``boundAxisWithinMinAndMax(_:isRow:_:axisSize:widthSize:)`` for a node with limits
  /// (out of line, so that the inlined common case stays small).
  @inline(never)
  func boundAxisWithinLimits(
    _ node: Int, isRow: Bool, _ value: Double, axisSize: Double, widthSize: Double
  ) -> Double {
    let style = stylePointer(node)
    let direction = layouts[node].direction
    let minimum = style.resolvedMinSize(isRow: isRow, reference: axisSize, direction, widthSize)
    let maximum = style.resolvedMaxSize(isRow: isRow, reference: axisSize, direction, widthSize)
    var bound = value
    if maximum.isDefined && maximum >= 0 && bound > maximum { bound = maximum }
    if minimum.isDefined && minimum >= 0 && bound < minimum { bound = minimum }
    return bound
  }

  /// ``boundAxisWithinMinAndMax(_:isRow:_:axisSize:widthSize:)``, and never below the node's
  /// own padding and border.
  @inline(__always)
  func boundAxis(_ node: Int, isRow: Bool, _ value: Double, axisSize: Double, widthSize: Double)
    -> Double
  {
    maxOrDefined(
      boundAxisWithinMinAndMax(node, isRow: isRow, value, axisSize: axisSize, widthSize: widthSize),
      stylePointer(node).paddingAndBorderForAxis(isRow, layouts[node].direction, widthSize))
  }

  /// The alignment that applies to a child: its `alignSelf`, or the parent's `alignItems`;
  /// baseline alignment in a column acts as flex-start.
  @inline(__always)
  func alignment(of child: Int, in parent: Int) -> Align {
    let parentStyle = stylePointer(parent)
    let own = stylePointer(child).pointee.alignSelf
    let align = own == .auto ? parentStyle.pointee.alignItems : own
    if align == .baseline && parentStyle.pointee.flexDirection.isColumn { return .flexStart }
    return align
  }

  /// Whether a child takes part in the flex layout (is neither hidden nor out of flow).
  @inline(__always)
  func isInFlow(_ child: Int) -> Bool {
    let style = stylePointer(child)
    return style.pointee.display != .none && style.pointee.positionType != .absolute
  }
}
