/// Rounding of the results to the pixel grid, as Yoga: positions are rounded relative to
/// the parent, and sizes are the distance between the rounded absolute edges, so that
/// adjacent boxes neither overlap nor leave gaps. Measured leaves (text) are never rounded
/// smaller than their content.
extension LayoutEngine {
  /// Rounds the frames of `node`'s subtree. Subtrees that were not laid out again and did
  /// not move keep their frames.
  func roundToPixelGrid(_ node: Int, parentX: Double, parentY: Double, force: Bool) {
    // Read in place: a copy of the whole `NodeLayout` (with its cache entry) costs more
    // than the rounding.
    let results = layouts.baseAddress.unsafelyUnwrapped + node
    let layout = (
      left: results.pointee.left, top: results.pointee.top, width: results.pointee.width,
      height: results.pointee.height
    )
    let absoluteLeft = parentX + layout.left
    let absoluteTop = parentY + layout.top
    let scale = pointScale
    let absoluteRight = absoluteLeft + layout.width
    let absoluteBottom = absoluteTop + layout.height
    if scale == 0 {
      frames[node] = LayoutFrame(
        x: layout.left, y: layout.top, width: layout.width, height: layout.height)
    } else if isOnGrid(layout.left * scale) && isOnGrid(layout.top * scale)
      && isOnGrid(absoluteLeft * scale) && isOnGrid(absoluteTop * scale)
      && isOnGrid(absoluteRight * scale) && isOnGrid(absoluteBottom * scale)
    {
      // Every value is on the grid already (the common case with whole-point styles): this
      // is what the rounding below returns for them.
      frames[node] = LayoutFrame(
        x: layout.left, y: layout.top, width: absoluteRight - absoluteLeft,
        height: absoluteBottom - absoluteTop)
    } else {
      let isText = records[node].measure != nil
      let fractionalWidth = hasFraction(layout.width * scale)
      let fractionalHeight = hasFraction(layout.height * scale)
      frames[node] = LayoutFrame(
        x: roundValueToPixelGrid(layout.left, scale, floor: isText),
        y: roundValueToPixelGrid(layout.top, scale, floor: isText),
        width: roundValueToPixelGrid(
          absoluteRight, scale, ceil: isText && fractionalWidth, floor: isText && !fractionalWidth)
          - roundValueToPixelGrid(absoluteLeft, scale, floor: isText),
        height: roundValueToPixelGrid(
          absoluteBottom, scale, ceil: isText && fractionalHeight,
          floor: isText && !fractionalHeight)
          - roundValueToPixelGrid(absoluteTop, scale, floor: isText))
    }
    let descend =
      force || results.pointee.layoutGeneration == generation
      || results.pointee.roundedFromX != absoluteLeft || results.pointee.roundedFromY != absoluteTop
    results.pointee.roundedFromX = absoluteLeft
    results.pointee.roundedFromY = absoluteTop
    guard descend else { return }
    for child in records[node].children {
      roundToPixelGrid(child.index, parentX: absoluteLeft, parentY: absoluteTop, force: force)
    }
  }

  /// Whether a scaled value is a whole number (so that rounding leaves it as it is).
  @inline(__always)
  private func isOnGrid(_ scaled: Double) -> Bool {
    abs(scaled) < 4.5e15 && scaled == Double(Int64(scaled))
  }

  private func hasFraction(_ value: Double) -> Bool {
    let fraction = value - wholePart(value)
    return !inexactEquals(fraction, 0) && !inexactEquals(fraction, 1)
  }
}

/// Rounds a value to the nearest multiple of `1 / scale` (halves up), or up or down when
/// asked; values within Yoga's epsilon of a grid line snap to it.
func roundValueToPixelGrid(
  _ value: Double, _ scale: Double, ceil: Bool = false, floor: Bool = false
)
  -> Double
{
  var scaled = value * scale
  guard scaled.isFinite else { return value.isNaN ? .nan : value }
  let whole = wholePart(scaled)
  // Already on the grid: the common case.
  if scaled == whole { return value }
  // In [0, 1) for negative values too.
  let fraction = scaled - whole
  if inexactEquals(fraction, 0) {
    scaled -= fraction
  } else if inexactEquals(fraction, 1) {
    scaled = scaled - fraction + 1
  } else if ceil {
    scaled = scaled - fraction + 1
  } else if floor {
    scaled -= fraction
  } else {
    scaled = scaled - fraction + (fraction > 0.5 || inexactEquals(fraction, 0.5) ? 1 : 0)
  }
  return scaled / scale
}

/// The largest whole number not above `value` (floor), without libm: TrellisLayout links
/// nothing beyond the Swift runtime.
@inline(__always)
func wholePart(_ value: Double) -> Double {
  // Doubles this large are whole already.
  guard abs(value) < 4.5e15 else { return value }
  let truncated = Double(Int64(value))
  return truncated > value ? truncated - 1 : truncated
}
