package import Trellis

/// A rectangle of whole cells in screen coordinates, for drawing and clipping.
package struct CellRect: Hashable, Sendable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The cells a layout rectangle covers; edges are rounded so that adjacent
  /// frames share no cell and leave no gap.
  package init(_ rect: Rect) {
    let left = Int(rect.minX.rounded())
    let top = Int(rect.minY.rounded())
    self.init(
      x: left, y: top, width: Int(rect.maxX.rounded()) - left,
      height: Int(rect.maxY.rounded()) - top)
  }

  package var maxX: Int { x + width }
  package var maxY: Int { y + height }
  package var isEmpty: Bool { width == 0 || height == 0 }

  package func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  package func intersection(_ other: CellRect) -> CellRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    return CellRect(
      x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
  }
}
