// How the renderer cuts a frame's changes into segments (see FrameSegment).

extension Renderer {
  /// Fills ``segments`` with the changes from `previous` to `next`, row by row, left to
  /// right. With no `previous`, the screen is taken to be blank (just cleared).
  ///
  /// Long runs of changed cells that become plain blanks are erased with ECH instead
  /// of printed as spaces, and a row whose changes end in plain blanks up to the right
  /// edge is finished with EL, when that is fewer bytes.
  mutating func collectSegments(
    next: UnsafeBufferPointer<Cell>, previous: UnsafeBufferPointer<Cell>?, width: Int,
    height: Int
  ) {
    segments.removeAll(keepingCapacity: true)
    var run = SegmentRun(plainPen: downgraded(.plain))
    for y in 0..<height {
      let row = ChangedRow(next: next, previous: previous, row: y, width: width)
      // Skip unchanged rows, and the unchanged start of a changed one. Start one cell
      // early, in case the first change is the second half of a wide cluster.
      let first = row.unchangedEnd(from: 0)
      if first == width { continue }
      let firstSegment = segments.count
      collectRow(row, from: max(0, first - 1), run: &run)
      if segments.count > firstSegment {
        eraseLineEnd(row: y, firstSegment: firstSegment, cells: next, width: width)
      }
    }
    eraseDisplayEnd(cells: next, width: width, height: height)
  }

  /// Appends the segments of one changed row, from column `x` to its end.
  @inline(__always)
  private mutating func collectRow(_ row: ChangedRow, from x: Int, run: inout SegmentRun) {
    var x = x
    let width = row.width
    run.startRow(row.row)
    while x < width {
      if run.isOpen && run.cachedExtendsOpen && row.previous != nil {
        let end = run.extendWithChangedNarrowCells(of: row, from: x)
        if end > x {
          run.open.end = Int32(end)
          x = end
          continue
        }
      }
      let cell = row.next[row.start + x]
      guard cell.width != 0 else {
        // A continuation without its wide cluster (never made by CellBuffer): skip
        // it as unchanged, so every segment's cells print contiguously.
        closeOpenSegment(&run)
        x += 1
        continue
      }
      let span = cell.width == 2 && x + 1 < width ? 2 : 1
      guard row.isChanged(at: x, span: span) else {
        closeOpenSegment(&run)
        // Skip the rest of the unchanged stretch (the gap between a table's
        // columns), stopping one cell short of the next change, as at the row's start.
        x = max(x + span, row.unchangedEnd(from: x + span) - 1)
        continue
      }
      addChangedCell(cell, at: x, span: span, run: &run)
      x += span
    }
    closeOpenSegment(&run)
  }

  /// Adds the changed cell at `x` (`span` columns wide) to the open segment when it
  /// looks the same, else closes that segment and opens a new one with it.
  @inline(__always)
  private mutating func addChangedCell(
    _ cell: Cell, at x: Int, span: Int, run: inout SegmentRun
  ) {
    if !cell.packedStyle.isIdentical(to: run.cachedStyle) {
      cacheStyle(cell.packedStyle, in: &run)
    }
    let isPlainBlank = run.cachedIsPlain && span == 1 && cell.packedGrapheme == .space
    guard run.isOpen && run.cachedExtendsOpen else {
      closeOpenSegment(&run)
      run.openSegment(at: x, span: span, isPlainBlank: isPlainBlank)
      return
    }
    if isPlainBlank {
      if run.blankRun < 0 { run.blankRun = x }
    } else {
      if run.blankRun >= 0 && isWorthErasing(from: run.blankRun, to: x) {
        splitErasedBlankRun(before: x, run: &run)
      }
      run.blankRun = -1
    }
    run.open.end = Int32(x + span)
  }

  /// Text after a long run of plain blanks in the open segment: appends the text
  /// before the run and an ECH for the run, and continues the open segment at `x`.
  private mutating func splitErasedBlankRun(before x: Int, run: inout SegmentRun) {
    var erase = run.open
    erase.kind = .eraseCharacters
    erase.start = Int32(run.blankRun)
    erase.end = Int32(x)
    if run.open.start < erase.start {
      run.open.end = erase.start
      segments.append(run.open)
    }
    segments.append(erase)
    run.open.start = Int32(x)
  }

  /// Makes `style` the run's cached style: downgraded once for all the cells that
  /// share it.
  @inline(__always)
  private func cacheStyle(_ style: PackedStyle, in run: inout SegmentRun) {
    run.cachedStyle = style
    run.cachedPen = downgraded(style)
    run.cachedLink = effectiveLink(style)
    run.cachedIsPlain = run.cachedPen == .plain && run.cachedLink == 0
    // Same look as the open segment (colours that downgrade alike)?
    run.cachedExtendsOpen =
      run.isOpen && run.open.pen == run.cachedPen
      && run.open.link == run.cachedLink
  }

  /// Closes the run's open segment, if any.
  @inline(__always)
  private mutating func closeOpenSegment(_ run: inout SegmentRun) {
    if run.isOpen { close(run.open, blankRun: run.blankRun) }
    run.isOpen = false
  }

  /// Appends a finished segment; a run of plain blanks at its end starting at
  /// `blankRun` (if not negative) becomes an ECH segment of its own when that is
  /// shorter.
  private mutating func close(_ segment: FrameSegment, blankRun: Int) {
    guard blankRun >= 0, isWorthErasing(from: blankRun, to: Int(segment.end)) else {
      segments.append(segment)
      return
    }
    var text = segment
    text.end = Int32(blankRun)
    if text.start < text.end { segments.append(text) }
    var erase = segment
    erase.kind = .eraseCharacters
    erase.start = Int32(blankRun)
    segments.append(erase)
  }

  /// Whether erasing the plain blanks `start..<end` with ECH, then moving over them (ECH leaves
  /// the cursor in place), is shorter than printing them.
  private func isWorthErasing(from start: Int, to end: Int) -> Bool {
    relativeCost(end - start) * 2 < end - start
  }

  /// Replaces the row's changes among the plain blanks that run to its right edge by
  /// one EL, when that is fewer bytes than writing them.
  private mutating func eraseLineEnd(
    row y: Int, firstSegment: Int, cells: UnsafeBufferPointer<Cell>, width: Int
  ) {
    // Any changed cell in the blank tail is a plain blank, so the row's last segment
    // is in the plain style if there is one.
    let last = segments[segments.count - 1]
    guard last.pen == .plain, last.link == 0, last.kind != .eraseLine else { return }
    let rowStart = y * width
    var tailStart = width
    while tailStart > 0 && isPlainBlank(cells[rowStart + tailStart - 1]) { tailStart -= 1 }
    guard Int(last.end) > tailStart else { return }

    // What writing the tail's changes would cost: each changed blank printed (or the
    // ECH), plus getting over the unchanged blanks between them.
    var first = segments.count - 1
    while first > firstSegment && Int(segments[first - 1].end) > tailStart { first -= 1 }
    var writeCost = 0
    var previousEnd = -1
    for index in first..<segments.count {
      let segment = segments[index]
      let start = max(Int(segment.start), tailStart)
      let count = Int(segment.end) - start
      writeCost += segment.kind == .eraseCharacters ? relativeCost(count) : count
      if previousEnd >= 0 {
        let gap = start - previousEnd
        writeCost += min(gap, relativeCost(gap))
      }
      previousEnd = Int(segment.end)
    }
    let eraseLineCost = 3
    guard writeCost > eraseLineCost else { return }

    let eraseStart = max(Int(segments[first].start), tailStart)
    let erase = FrameSegment(
      row: Int32(y), start: Int32(eraseStart), end: Int32(width), kind: .eraseLine,
      pen: .plain, link: 0)
    if Int(segments[first].start) < tailStart {
      // Keep the text before the tail: only its trailing blanks are erased.
      segments[first].end = Int32(tailStart)
      first += 1
    }
    segments.removeSubrange(first...)
    segments.append(erase)
  }

  /// When the bottom rows become blank, replaces their changes (and an EL just above
  /// them) by one ED, if that saves a segment.
  private mutating func eraseDisplayEnd(
    cells: UnsafeBufferPointer<Cell>, width: Int, height: Int
  ) {
    guard segments.count >= 2 else { return }
    // Changes in blank rows are plain: the last segment is plain if there are any.
    let last = segments[segments.count - 1]
    guard last.pen == .plain, last.link == 0 else { return }
    // Walk up over blank rows while segments remain above, taking in their segments.
    var blankFrom = height
    var first = segments.count
    while blankFrom > 0 && first > 0 {
      let row = blankFrom - 1
      let rowStart = row * width
      guard (rowStart..<(rowStart + width)).allSatisfy({ isPlainBlank(cells[$0]) }) else { break }
      while first > 0 && Int(segments[first - 1].row) == row { first -= 1 }
      blankFrom = row
    }
    // The EL ending the row above the blank ones can start the ED.
    if first > 0 && segments[first - 1].kind == .eraseLine
      && Int(segments[first - 1].row) == blankFrom - 1
    {
      first -= 1
    }
    guard first < segments.count - 1 else { return }
    let erase = FrameSegment(
      row: segments[first].row, start: segments[first].start, end: Int32(width),
      kind: .eraseDisplay, pen: .plain, link: 0)
    segments.removeSubrange(first...)
    segments.append(erase)
  }

  /// Whether `cell` shows as a blank in the terminal's plain style: what EL and ECH
  /// leave behind.
  private func isPlainBlank(_ cell: Cell) -> Bool {
    guard cell.width == 1, cell.packedGrapheme == .space else { return false }
    if cell.packedStyle == .plain { return true }
    return downgraded(cell.packedStyle) == .plain && effectiveLink(cell.packedStyle) == 0
  }
}

/// One row of a frame being diffed: its cells in the next frame and, unless the
/// screen was just cleared, in the previous one.
private struct ChangedRow {
  let next: UnsafeBufferPointer<Cell>
  let previous: UnsafeBufferPointer<Cell>?
  /// The row's number and the index of its first cell.
  let row: Int
  let start: Int
  let width: Int

  init(next: UnsafeBufferPointer<Cell>, previous: UnsafeBufferPointer<Cell>?, row: Int, width: Int)
  {
    self.next = next
    self.previous = previous
    self.row = row
    self.start = row * width
    self.width = width
  }

  /// The first column from `x` on whose cell changed (`width` if none), found at the
  /// speed of a plain comparison loop.
  @inline(__always)
  func unchangedEnd(from x: Int) -> Int {
    var end = x
    if let previous {
      while end < width && next[start + end].isIdentical(to: previous[start + end]) {
        end += 1
      }
    } else {
      let blank = Cell.blank
      while end < width && next[start + end].isIdentical(to: blank) { end += 1 }
    }
    return end
  }

  /// Whether the cluster at `x`, `span` columns wide, changed.
  @inline(__always)
  func isChanged(at x: Int, span: Int) -> Bool {
    let cell = next[start + x]
    if let previous {
      if !cell.isIdentical(to: previous[start + x]) { return true }
      return span == 2 && !next[start + x + 1].isIdentical(to: previous[start + x + 1])
    }
    let blank = Cell.blank
    return !cell.isIdentical(to: blank)
      || (span == 2 && !next[start + x + 1].isIdentical(to: blank))
  }
}

/// What ``Renderer/collectSegments(next:previous:width:height:)`` carries from cell to
/// cell: the segment being extended, and the last style seen with what it downgrades
/// to (cells in a run share a style, so each new one is downgraded once).
private struct SegmentRun {
  var cachedStyle = PackedStyle.plain
  var cachedPen: PackedStyle
  var cachedLink: UInt32 = 0
  var cachedIsPlain = true
  /// Whether cells in the cached style may join the open segment (valid while open).
  var cachedExtendsOpen = false
  /// The segment being extended (valid while `isOpen`): it ends at the current column.
  var open: FrameSegment
  var isOpen = false
  /// Where the run of changed plain blanks at the end of the open segment starts, or -1.
  var blankRun = -1

  init(plainPen: PackedStyle) {
    cachedPen = plainPen
    open = FrameSegment(row: 0, start: 0, end: 0, kind: .cells, pen: .plain, link: 0)
  }

  /// Starts a row with no segment open.
  @inline(__always)
  mutating func startRow(_ row: Int) {
    open = FrameSegment(row: Int32(row), start: 0, end: 0, kind: .cells, pen: .plain, link: 0)
    isOpen = false
    blankRun = -1
  }

  /// Opens a segment at `x` in the cached style.
  @inline(__always)
  mutating func openSegment(at x: Int, span: Int, isPlainBlank: Bool) {
    open = FrameSegment(
      row: open.row, start: Int32(x), end: Int32(x + span), kind: .cells, pen: cachedPen,
      link: cachedLink)
    isOpen = true
    cachedExtendsOpen = true
    blankRun = isPlainBlank ? x : -1
  }

  /// The common stretch, in a loop that keeps to registers: the end of the changed
  /// narrow cells from `x` on in the open segment's style. It stops at the end of a
  /// run of plain blanks (whether to erase it is decided by the caller), and at any
  /// other cell, which the general path takes. Needs a previous frame.
  @inline(__always)
  mutating func extendWithChangedNarrowCells(of row: ChangedRow, from x: Int) -> Int {
    guard let previous = row.previous else { return x }
    var end = x
    while end < row.width {
      let cell = row.next[row.start + end]
      guard cell.width == 1, cell.packedStyle.isIdentical(to: cachedStyle),
        !cell.isIdentical(to: previous[row.start + end])
      else { break }
      if cachedIsPlain && cell.packedGrapheme == .space {
        if blankRun < 0 { blankRun = end }
      } else if blankRun >= 0 {
        break
      }
      end += 1
    }
    return end
  }
}
