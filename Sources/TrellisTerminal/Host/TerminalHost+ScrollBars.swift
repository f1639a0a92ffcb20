import Trellis

extension TerminalHost {
  /// The scroll bar drawn at a screen cell, if any: the right-most column
  /// of a scroll view or list whose content is taller than it (vertical),
  /// or its bottom row when the content is wider (horizontal). Scroll views
  /// from the view under the cell outwards are tried, innermost first.
  func scrollBar(atColumn column: Int, row: Int) -> (view: ViewID, axis: Axis)? {
    var current = tree.scrollContainer(from: hitTest(column: column, row: row))
    while let id = current, let node = tree.node(id), let frame = tree.absoluteFrame(of: id) {
      let cells = CellRect(frame)
      let content = tree.contentSize(of: node)
      if column == cells.maxX - 1, cells.contains(x: column, y: row),
        content.height > Double(cells.height) + 0.5
      {
        return (id, .vertical)
      }
      if row == cells.maxY - 1, cells.contains(x: column, y: row),
        content.width > Double(cells.width) + 0.5
      {
        return (id, .horizontal)
      }
      current = tree.scrollContainer(from: node.parent)
    }
    return nil
  }

  /// Scrolls the dragged scroll bar's view so its thumb follows the mouse:
  /// the track's first cell is the top (or left), its last the bottom.
  func dragScrollBar(to mouse: MouseEvent) -> Bool {
    guard let (id, axis) = draggedScrollBar, let node = tree.node(id),
      let frame = tree.absoluteFrame(of: id)
    else { return false }
    let cells = CellRect(frame)
    let content = tree.contentSize(of: node)
    let (position, start, length, extent, viewport) =
      axis == .vertical
      ? (mouse.row, cells.y, cells.height, content.height, Double(cells.height))
      : (mouse.column, cells.x, cells.width, content.width, Double(cells.width))
    let progress = min(max(Double(position - start) / Double(max(1, length - 1)), 0), 1)
    let target = (progress * max(0, extent - viewport)).rounded()
    let delta =
      axis == .vertical
      ? Point(x: 0, y: target - node.contentOffset.y)
      : Point(x: target - node.contentOffset.x, y: 0)
    tree.scroll(id, by: delta)
    return true
  }
}
