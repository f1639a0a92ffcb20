extension LayoutTree {
  /// Lays out the subtree under `root` and stores every node's frame.
  ///
  /// The root is sized by its own style; where that leaves a size open, by the available
  /// size; where that is `nil` too, by its content. A second call with the same arguments on
  /// a tree that has not changed returns at once; after changes, only dirty nodes and what
  /// depends on them are laid out again.
  ///
  /// - Parameters:
  ///   - root: The node to lay out as the root (its parent, if any, is ignored).
  ///   - availableWidth: The width available to the root, or `nil` for unconstrained.
  ///     NaN and infinity count as `nil`; negative values as `0`.
  ///   - availableHeight: The height available to the root, as `availableWidth`.
  ///   - direction: The inline direction nodes with ``Direction/inherit`` use.
  ///   - pointScaleFactor: Points per device pixel for rounding: frames are rounded to
  ///     multiples of `1 / pointScaleFactor`. `1` rounds to whole points (terminal cells);
  ///     `0` (or a negative or non-finite value) leaves frames unrounded.
  public mutating func calculateLayout(
    for root: NodeID, availableWidth: Double? = nil, availableHeight: Double? = nil,
    direction: Direction = .ltr, pointScaleFactor: Double = 1
  ) {
    let rootIndex = checked(root)
    let scale = pointScaleFactor.isFinite && pointScaleFactor > 0 ? pointScaleFactor : 0
    let request = RootRequest(
      root: root, availableWidth: availableWidth, availableHeight: availableHeight,
      direction: direction, pointScaleFactor: scale)
    if request == lastRequest && !layouts[rootIndex].isDirty { return }
    // Frames rounded for another scale or root must all be redone.
    let forceRounding = roundedFor != RoundingKey(root: root, scale: scale)
    generation &+= 1
    layoutRoot = rootIndex
    let pass = generation
    records.withUnsafeBufferPointer { records in
      styles.withUnsafeBufferPointer { styles in
        layouts.withUnsafeMutableBufferPointer { layouts in
          measureCache.withUnsafeMutableBufferPointer { measureCache in
            frames.withUnsafeMutableBufferPointer { frames in
              withUnsafeMutablePointer(to: &customNodes) { customNodes in
                let engine = LayoutEngine(
                  records: records, styles: styles, layouts: layouts,
                  measureCache: measureCache, frames: frames, customNodes: customNodes,
                  generation: pass, layoutRoot: rootIndex, pointScale: scale,
                  reusesCache: reusesCachedResults)
                engine.layOutRoot(
                  ownerWidth: Self.availableSize(availableWidth),
                  ownerHeight: Self.availableSize(availableHeight), direction: direction)
                engine.roundToPixelGrid(rootIndex, parentX: 0, parentY: 0, force: forceRounding)
              }
            }
          }
        }
      }
    }
    lastRequest = request
    roundedFor = RoundingKey(root: root, scale: scale)
  }

  /// The root's frame in absolute terms equals its frame; every other node's frame is
  /// relative to its parent.
  public func frame(of node: NodeID) -> LayoutFrame {
    frames[checked(node)]
  }

  /// The node's frame relative to the origin of the last laid-out root that contains it:
  /// its own origin plus those of its ancestors below that root.
  public func absoluteFrame(of node: NodeID) -> LayoutFrame {
    var result = frames[checked(node)]
    var current = node
    while current.index != layoutRoot, let parent = records[current.index].parent {
      if parent.index != layoutRoot {
        result.x += frames[parent.index].x
        result.y += frames[parent.index].y
      }
      current = parent
    }
    return result
  }

  /// The node's frame before rounding to the pixel grid (relative to its parent).
  public func unroundedFrame(of node: NodeID) -> LayoutFrame {
    let layout = layouts[checked(node)]
    return LayoutFrame(x: layout.left, y: layout.top, width: layout.width, height: layout.height)
  }

  /// Whether the last layout found that the node's children overflow it.
  public func hadOverflow(_ node: NodeID) -> Bool {
    layouts[checked(node)].hadOverflow
  }

  static func availableSize(_ value: Double?) -> Double {
    guard let value, value.isFinite else { return .nan }
    return Swift.max(0, value)
  }
}

extension LayoutEngine {
  /// Lays out the root: sized by its own style where that is definite, else by its maximum
  /// (at most), else by the available size.
  func layOutRoot(ownerWidth: Double, ownerHeight: Double, direction: Direction) {
    let rootIndex = layoutRoot
    let style = stylePointer(rootIndex)
    let rootDirection = style.pointee.direction.resolved(inheriting: direction)
    layouts[rootIndex].direction = rootDirection
    var (width, widthMode) = rootSize(style, isRow: true, ownerWidth, ownerWidth, rootDirection)
    var (height, heightMode) = rootSize(
      style, isRow: false, ownerHeight, ownerWidth, rootDirection)
    // A root sized by its content within a min or max size, with no space given, has its
    // size only once the content is known (percentages of it are then unresolvable); its
    // children are then laid out against that size, as browsers do for a shrink-to-fit box.
    let contentWidth = isSizedByContentWithinLimits(style, isRow: true, ownerWidth, ownerWidth)
    let contentHeight = isSizedByContentWithinLimits(
      style, isRow: false, ownerHeight, ownerWidth)
    if contentWidth || contentHeight {
      layoutNode(
        rootIndex,
        LayoutRequest(
          availableWidth: contentWidth ? .nan : width,
          availableHeight: contentHeight ? .nan : height,
          widthMode: contentWidth ? .undefined : widthMode,
          heightMode: contentHeight ? .undefined : heightMode, ownerWidth: ownerWidth,
          ownerHeight: ownerHeight, ownerDirection: rootDirection, performLayout: false))
      if contentWidth {
        width =
          layouts[rootIndex].measuredWidth + style.marginForAxis(.row, rootDirection, ownerWidth)
        widthMode = .exactly
      }
      if contentHeight {
        height =
          layouts[rootIndex].measuredHeight
          + style.marginForAxis(.column, rootDirection, ownerWidth)
        heightMode = .exactly
      }
    }
    layoutNode(
      rootIndex,
      LayoutRequest(
        availableWidth: width, availableHeight: height, widthMode: widthMode,
        heightMode: heightMode, ownerWidth: ownerWidth, ownerHeight: ownerHeight,
        ownerDirection: rootDirection, performLayout: true))
    placeRoot(rootIndex, ownerWidth: ownerWidth, ownerHeight: ownerHeight)
  }

  /// How the root is constrained on one axis: its definite size, else its maximum (at
  /// most), else the available size.
  private func rootSize(
    _ style: UnsafePointer<NodeStyle>, isRow: Bool, _ ownerSize: Double, _ ownerWidth: Double,
    _ direction: Direction
  ) -> (Double, MeasureMode) {
    if style.hasDefiniteSize(isRow: isRow, reference: ownerSize) {
      let size = style.resolvedSize(isRow: isRow, reference: ownerSize, direction, ownerWidth)
      let margin = style.marginForAxis(isRow ? .row : .column, direction, ownerWidth)
      return (size + margin, .exactly)
    }
    let maximum = style.resolvedMaxSize(isRow: isRow, reference: ownerSize, direction, ownerWidth)
    if maximum.isDefined { return (maximum, .atMost) }
    return (ownerSize, ownerSize.isNaN ? .undefined : .exactly)
  }

  /// Whether the root's size on an axis comes from its content within a min or max size,
  /// with no available size to fill.
  private func isSizedByContentWithinLimits(
    _ style: UnsafePointer<NodeStyle>, isRow: Bool, _ ownerSize: Double, _ ownerWidth: Double
  ) -> Bool {
    guard ownerSize.isNaN, style.pointee.boxes.hasLimits,
      !style.hasDefiniteSize(isRow: isRow, reference: ownerSize)
    else { return false }
    let direction = layouts[layoutRoot].direction
    return style.resolvedMinSize(isRow: isRow, reference: ownerSize, direction, ownerWidth)
      .isDefined
      || style.resolvedMaxSize(isRow: isRow, reference: ownerSize, direction, ownerWidth)
        .isDefined
  }

  /// The root sits at its margins, shifted by its relative insets.
  private func placeRoot(_ root: Int, ownerWidth: Double, ownerHeight: Double) {
    let style = stylePointer(root)
    let direction = layouts[root].direction
    layouts[root].left = style.margin(.left, direction, ownerWidth)
    layouts[root].top = style.margin(.top, direction, ownerWidth)
    applyRelativeOffset(root, referenceWidth: ownerWidth, referenceHeight: ownerHeight)
  }
}
