/// Whether a length is `max-content` or `fit-content`.
@inline(__always)
func isContentKeyword(_ value: Dimension) -> Bool {
  switch value {
  case .maxContent, .fitContent: return true
  case .auto, .points, .percent, .stretch: return false
  }
}

/// The intrinsic size keywords `max-content` and `fit-content` (CSS Sizing 3 §5, as browsers
/// apply them to flex items and containers).
///
/// Widths: `max-content` is the node's border-box width laid out without a width limit;
/// `fit-content` is `min(max-content, max(min-content, available))`, the available width
/// being the containing block's inner width less the node's margins. Heights: in a
/// horizontal writing mode the min-content and max-content block sizes are both the height
/// the content takes at the node's width, so both keywords lay the node out without a height
/// limit.
extension LayoutEngine {
  /// Lays out or measures a node whose style uses an intrinsic size keyword: the keywords are
  /// turned into an exact width and an open height, then the node is computed as usual.
  func layOutWithIntrinsicSizes(_ node: Int, _ request: LayoutRequest) {
    let style = stylePointer(node)
    var request = request
    let parentIsRow = records[node].parent.map {
      stylePointer($0.index).pointee.flexDirection.isRow
    }

    // Heights: both keywords mean "as tall as the content at this width". An exact height
    // from a column parent is the result of flexing and is kept.
    if isContentKeyword(style.pointee.height)
      && (request.heightMode != .exactly || parentIsRow == true)
    {
      request.availableHeight = .nan
      request.heightMode = .undefined
    }

    resolveKeywordWidth(node, &request, parentIsRow: parentIsRow)
    resolveKeywordHeightLimits(node, &request)
    calculateLayoutCore(node, request)
  }

  /// Turns `max-content`/`fit-content` in the width and its limits into an exact width.
  private func resolveKeywordWidth(
    _ node: Int, _ request: inout LayoutRequest, parentIsRow: Bool?
  ) {
    let style = stylePointer(node)
    let keywordWidth = isContentKeyword(style.pointee.width)
    let keywordLimits =
      style.pointee.boxes.hasLimits
      && (isContentKeyword(style.pointee.minWidth) || isContentKeyword(style.pointee.maxWidth))
    guard keywordWidth || keywordLimits else { return }
    let marginRow = style.marginForAxis(.row, .ltr, request.ownerWidth)
    // fit-content's available space is the containing block's inner width.
    let reference =
      request.ownerWidth.isDefined
      ? request.ownerWidth
      : (request.widthMode == .undefined ? Double.infinity : request.availableWidth)
    let available = reference - marginRow
    let probe = request
    var maxContent = Double.nan
    var minContent = Double.nan
    func resolve(_ value: Dimension) -> Double {
      switch value {
      case .maxContent, .fitContent:
        if maxContent.isNaN { maxContent = maxContentWidth(node, probe) }
        if case .maxContent = value { return maxContent }
        if minContent.isNaN { minContent = minContentWidth(node, ownerWidth: probe.ownerWidth) }
        return Swift.min(maxContent, Swift.max(minContent, available))
      case .auto, .points, .percent, .stretch:
        return .nan
      }
    }
    let maximum = keywordLimits ? resolve(style.pointee.maxWidth) : .nan
    let minimum = keywordLimits ? resolve(style.pointee.minWidth) : .nan
    // The preferred width: the keyword's, unless a row parent has flexed the item to an
    // exact width; else an exact request; else the content's width under the request.
    var width = Double.nan
    if keywordWidth && !(request.widthMode == .exactly && parentIsRow == true) {
      width = resolve(style.pointee.width)
    } else if request.widthMode == .exactly {
      width = request.availableWidth - marginRow
    } else {
      var measuring = request
      measuring.performLayout = false
      calculateLayoutCore(node, measuring)
      width = layouts[node].measuredWidth
    }
    if maximum.isDefined && width > maximum { width = maximum }
    if minimum.isDefined && width < minimum { width = minimum }
    request.availableWidth = width + marginRow
    request.widthMode = .exactly
  }

  /// Turns `max-content`/`fit-content` in `min-height`/`max-height` into an exact height.
  /// Both stand for the intrinsic block size: the extent of the content laid out at the
  /// node's width and preferred height (so a wrapping column breaks its lines there).
  private func resolveKeywordHeightLimits(_ node: Int, _ request: inout LayoutRequest) {
    let style = stylePointer(node)
    guard style.pointee.boxes.hasLimits,
      isContentKeyword(style.pointee.minHeight) || isContentKeyword(style.pointee.maxHeight)
    else { return }
    var probe = request
    probe.performLayout = false
    probe.measuresContent = true
    calculateLayoutCore(node, probe)
    let intrinsic = layouts[node].contentHeight
    let marginColumn = style.marginForAxis(.column, .ltr, request.ownerWidth)
    var height =
      request.heightMode == .exactly
      ? request.availableHeight - marginColumn : layouts[node].measuredHeight
    if isContentKeyword(style.pointee.maxHeight) && height > intrinsic { height = intrinsic }
    if isContentKeyword(style.pointee.minHeight) && height < intrinsic { height = intrinsic }
    request.availableHeight = height + marginColumn
    request.heightMode = .exactly
  }

  /// The node's border-box width laid out without a width limit, before its own min and max.
  private func maxContentWidth(_ node: Int, _ request: LayoutRequest) -> Double {
    var open = request
    open.availableWidth = .nan
    open.widthMode = .undefined
    open.performLayout = false
    calculateLayoutCore(node, open)
    return layouts[node].contentWidth
  }

  /// The node's narrowest border-box width without overflow: measured leaves report it
  /// through their min-content function, or are measured at width 0 (every soft wrap
  /// opportunity taken); containers add up (one-line rows) or
  /// take the widest of (wrapping rows, columns) their items' min-content contributions.
  func minContentWidth(_ node: Int, ownerWidth: Double) -> Double {
    let style = stylePointer(node)
    let paddingAndBorder = style.paddingAndBorderForAxis(true, .ltr, ownerWidth)
    if let measure = records[node].measure {
      let measured =
        records[node].minContentWidth?() ?? measure(0, .atMost, .infinity, .undefined).width
      return (measured.isFinite ? Swift.max(0, measured) : 0) + paddingAndBorder
    }
    let isRow = style.pointee.flexDirection.isRow
    let sums = isRow && style.pointee.flexWrap == .noWrap
    var total = 0.0
    var count = 0
    for id in layoutChildren(of: node) where isInFlow(id.index) {
      let child = stylePointer(id.index)
      var contribution = child.resolvedSize(isRow: true, reference: .nan, .ltr, .nan)
      if contribution.isNaN || isContentKeyword(child.pointee.width) {
        contribution = minContentWidth(id.index, ownerWidth: .nan)
      }
      let maximum = child.resolvedMaxSize(isRow: true, reference: .nan, .ltr, .nan)
      let minimum = child.resolvedMinSize(isRow: true, reference: .nan, .ltr, .nan)
      if maximum.isDefined && contribution > maximum { contribution = maximum }
      if minimum.isDefined && contribution < minimum { contribution = minimum }
      contribution += child.marginForAxis(.row, .ltr, .nan)
      total = sums ? total + contribution : Swift.max(total, contribution)
      count += 1
    }
    if sums && count > 1 {
      total += style.gap(along: .row, reference: .nan) * Double(count - 1)
    }
    return total + paddingAndBorder
  }
}
