/// What a ``TerminalDisplay`` remembers of the images it showed through a
/// ``TerminalGraphics``, to send each frame only what changed: an image
/// that is new, moved, changed or whose cells were redrawn is shown again;
/// one that went is removed (and, where images live in the cells, its
/// cells are marked for redrawing).
struct ImageLayer {
  /// The images on screen now, by id.
  private var shown: [Int: TerminalImagePlacement] = [:]

  /// Forgets what is shown (the screen was cleared).
  mutating func reset() {
    shown = [:]
  }

  /// Before the frame's cells are rendered: marks in `front` the cells of
  /// images that went or moved (when images live in the cells), so the
  /// renderer redraws them. Returns the removals and the placements to
  /// show after the cells.
  mutating func prepare(
    _ placements: [TerminalImagePlacement], graphics: any TerminalGraphics,
    front: inout CellBuffer, back: CellBuffer, screenIsKnown: Bool
  ) -> (removals: [UInt8], shows: [TerminalImagePlacement]) {
    var removals: [UInt8] = []
    var shows: [TerminalImagePlacement] = []
    var next: [Int: TerminalImagePlacement] = [:]
    for placement in placements { next[placement.id] = placement }
    for (id, old) in shown.sorted(by: { $0.key < $1.key }) where next[id] != old {
      removals += graphics.remove(id: id)
      if graphics.imagesLiveInCells { front.markUnknown(CellRect(old.visible)) }
    }
    for placement in placements {
      let cells = CellRect(placement.visible)
      if !screenIsKnown || shown[placement.id] != placement
        || !front.matches(back, in: cells)
      {
        shows.append(placement)
      }
    }
    shown = next
    return (removals, shows)
  }
}

extension CellBuffer {
  /// Sets the cells of `rect` (clipped to the buffer) to a cell no frame
  /// draws, so the next render rewrites them.
  mutating func markUnknown(_ rect: CellRect) {
    let clipped = rect.intersection(CellRect(x: 0, y: 0, width: width, height: height))
    guard !clipped.isEmpty else { return }
    let style = CellStyle(attributes: [.bold, .italic, .strikethrough])
    for row in clipped.y..<clipped.maxY {
      for column in clipped.x..<clipped.maxX { put("\u{FFFC}", x: column, y: row, style: style) }
    }
  }

  /// Whether the cells of `rect` (clipped) are the same in `other`.
  func matches(_ other: CellBuffer, in rect: CellRect) -> Bool {
    guard width == other.width, height == other.height else { return false }
    let clipped = rect.intersection(CellRect(x: 0, y: 0, width: width, height: height))
    guard !clipped.isEmpty else { return true }
    for row in clipped.y..<clipped.maxY {
      let start = row * width
      if cells[(start + clipped.x)..<(start + clipped.maxX)]
        != other.cells[(start + clipped.x)..<(start + clipped.maxX)]
      {
        return false
      }
    }
    return true
  }
}
