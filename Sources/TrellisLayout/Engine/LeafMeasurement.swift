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
      setMeasuredSize(node, width: width, height: height, request)
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
      request)
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

  func setMeasuredSize(
    _ node: Int, width: Double, height: Double, _ request: LayoutRequest
  ) {
    let style = stylePointer(node)
    let direction = layouts[node].direction
    let paddingAndBorderRow = style.paddingAndBorderForAxis(true, direction, request.ownerWidth)
    let paddingAndBorderColumn = style.paddingAndBorderForAxis(
      false, direction, request.ownerWidth)
    layouts[node].contentWidth = maxOrDefined(width, paddingAndBorderRow)
    layouts[node].contentHeight = maxOrDefined(height, paddingAndBorderColumn)
    layouts[node].measuredWidth = maxOrDefined(
      boundAxisWithinMinAndMax(
        node, isRow: true, width, axisSize: request.ownerWidth, widthSize: request.ownerWidth),
      paddingAndBorderRow)
    layouts[node].measuredHeight = maxOrDefined(
      boundAxisWithinMinAndMax(
        node, isRow: false, height, axisSize: request.ownerHeight,
        widthSize: request.ownerWidth),
      paddingAndBorderColumn)
  }
}
