extension LayoutEngine {
  /// A leaf with a measure function: its content decides the open sizes. The request's
  /// available sizes exclude the node's margins.
  func measureLeaf(_ node: Int, _ request: LayoutRequest, measure: MeasureFunction) {
    let style = stylePointer(node)
    let direction = layouts[node].direction
    let width = request.widthMode == .undefined ? .nan : request.availableWidth
    let height = request.heightMode == .undefined ? .nan : request.availableHeight
    let widthMode: MeasureMode = width.isNaN ? .undefined : request.widthMode
    let heightMode: MeasureMode = height.isNaN ? .undefined : request.heightMode
    let paddingAndBorderRow = style.paddingAndBorderForAxis(true, direction, request.ownerWidth)
    let paddingAndBorderColumn = style.paddingAndBorderForAxis(
      false, direction, request.ownerWidth)

    if widthMode == .exactly && heightMode == .exactly {
      // Both sizes are known: no need to measure.
      setMeasuredSize(
        node, width: width, height: height, request, paddingAndBorderRow: paddingAndBorderRow,
        paddingAndBorderColumn: paddingAndBorderColumn)
      return
    }
    // Never ask for a negative size.
    let innerWidth = width.isNaN ? Double.infinity : Swift.max(0, width - paddingAndBorderRow)
    let innerHeight =
      height.isNaN ? Double.infinity : Swift.max(0, height - paddingAndBorderColumn)
    let measured = measure(innerWidth, widthMode, innerHeight, heightMode)
    let contentWidth = measured.width.isFinite ? Swift.max(0, measured.width) : 0
    let contentHeight = measured.height.isFinite ? Swift.max(0, measured.height) : 0
    setMeasuredSize(
      node,
      width: widthMode == .exactly ? width : contentWidth + paddingAndBorderRow,
      height: heightMode == .exactly ? height : contentHeight + paddingAndBorderColumn,
      request, paddingAndBorderRow: paddingAndBorderRow,
      paddingAndBorderColumn: paddingAndBorderColumn)
  }

  /// A node without layout children: padding and border, unless a size is exact.
  func measureEmptyNode(_ node: Int, _ request: LayoutRequest) {
    let style = stylePointer(node)
    let direction = layouts[node].direction
    let width =
      request.widthMode == .exactly
      ? request.availableWidth : style.paddingAndBorderForAxis(true, direction, request.ownerWidth)
    let height =
      request.heightMode == .exactly
      ? request.availableHeight
      : style.paddingAndBorderForAxis(false, direction, request.ownerWidth)
    setMeasuredSize(node, width: width, height: height, request)
  }

  /// When only measuring, a node whose size the constraints already fix needs no layout:
  /// each axis is exact, or limited to at most nothing.
  func measureFixedSizeNode(_ node: Int, _ request: LayoutRequest) -> Bool {
    func fixedSize(_ size: Double, _ mode: MeasureMode) -> Double? {
      switch mode {
      case .exactly: return size.isNaN ? nil : size
      case .atMost: return size.isDefined && size <= 0 ? 0 : nil
      case .undefined: return nil
      }
    }
    guard let width = fixedSize(request.availableWidth, request.widthMode),
      let height = fixedSize(request.availableHeight, request.heightMode)
    else { return false }
    setMeasuredSize(node, width: width, height: height, request)
    return true
  }

  /// Sets the node's measured size from a border-box size, within its min and max sizes and
  /// never below its padding and border (out of line: the callers' hot paths stay small).
  @inline(never)
  func setMeasuredSize(
    _ node: Int, width: Double, height: Double, _ request: LayoutRequest
  ) {
    let style = stylePointer(node)
    let direction = layouts[node].direction
    setMeasuredSize(
      node, width: width, height: height, request,
      paddingAndBorderRow: style.paddingAndBorderForAxis(true, direction, request.ownerWidth),
      paddingAndBorderColumn: style.paddingAndBorderForAxis(false, direction, request.ownerWidth))
  }

  /// ``setMeasuredSize(_:width:height:_:)`` with the node's padding and border, which a
  /// measured leaf has at hand already (it is measured several times in every pass).
  @inline(__always)
  // swift-format-ignore: FunctionParameterCount
  private func setMeasuredSize(
    _ node: Int, width: Double, height: Double, _ request: LayoutRequest,
    paddingAndBorderRow: Double, paddingAndBorderColumn: Double
  ) {
    let layout = layouts.baseAddress.unsafelyUnwrapped + node
    let contentWidth = maxOrDefined(width, paddingAndBorderRow)
    let contentHeight = maxOrDefined(height, paddingAndBorderColumn)
    layout.pointee.contentWidth = contentWidth
    layout.pointee.contentHeight = contentHeight
    guard stylePointer(node).pointee.boxes.hasLimits else {
      // Without min or max sizes the measured size is the content size.
      layout.pointee.measuredWidth = contentWidth
      layout.pointee.measuredHeight = contentHeight
      return
    }
    layout.pointee.measuredWidth = maxOrDefined(
      boundAxisWithinLimits(
        node, isRow: true, width, axisSize: request.ownerWidth, widthSize: request.ownerWidth),
      paddingAndBorderRow)
    layout.pointee.measuredHeight = maxOrDefined(
      boundAxisWithinLimits(
        node, isRow: false, height, axisSize: request.ownerHeight,
        widthSize: request.ownerWidth),
      paddingAndBorderColumn)
  }
}
