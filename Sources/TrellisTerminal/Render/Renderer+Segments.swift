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
    // Cells in a run share a style: downgrade each new one once.
    var cachedStyle = PackedStyle.plain
    var cachedPen = downgraded(.plain)
    var cachedLink: UInt32 = 0
    var cachedIsPlain = true
    // Whether cells in the cached style may join the open segment (valid while open).
    var cachedExtendsOpen = false
    let blank = Cell.blank

    for y in 0..<height {
      let rowStart = y * width
      // Skip unchanged rows, and the unchanged start of a changed one, at the speed
      // of a plain comparison loop. Start one cell early, in case the first change is
      // the second half of a wide cluster.
      var first = 0
      if let previous {
        while first < width && next[rowStart + first].isIdentical(to: previous[rowStart + first]) {
          first += 1
        }
      } else {
        while first < width && next[rowStart + first].isIdentical(to: blank) { first += 1 }
      }
      if first == width { continue }
      var x = max(0, first - 1)

      let firstSegment = segments.count
      // The segment being extended (valid while isOpen): it ends at the current column.
      var open = FrameSegment(row: Int32(y), start: 0, end: 0, kind: .cells, pen: .plain, link: 0)
      var isOpen = false
      // Where the run of changed plain blanks at the end of the open segment starts.
      var blankRun = -1
      while x < width {
        if isOpen && cachedExtendsOpen, let previous {
          // The common stretch, in a loop that keeps to registers: changed
          // narrow cells in the open segment's style. It stops at the end
          // of a run of plain blanks (whether to erase it is decided
          // below), and at any other cell, which the general path takes.
          var end = x
          while end < width {
            let cell = next[rowStart + end]
            guard cell.width == 1, cell.packedStyle.isIdentical(to: cachedStyle),
              !cell.isIdentical(to: previous[rowStart + end])
            else { break }
            if cachedIsPlain && cell.packedGrapheme == .space {
              if blankRun < 0 { blankRun = end }
            } else if blankRun >= 0 {
              break
            }
            end += 1
          }
          if end > x {
            open.end = Int32(end)
            x = end
            continue
          }
        }
        let cell = next[rowStart + x]
        guard cell.width != 0 else {
          // A continuation without its wide cluster (never made by CellBuffer): skip
          // it as unchanged, so every segment's cells print contiguously.
          if isOpen { close(open, blankRun: blankRun) }
          isOpen = false
          x += 1
          continue
        }
        let span = cell.width == 2 && x + 1 < width ? 2 : 1
        var dirty: Bool
        if let previous {
          dirty = !cell.isIdentical(to: previous[rowStart + x])
          if !dirty && span == 2 {
            dirty = !next[rowStart + x + 1].isIdentical(to: previous[rowStart + x + 1])
          }
        } else {
          dirty =
            !cell.isIdentical(to: blank)
            || (span == 2 && !next[rowStart + x + 1].isIdentical(to: blank))
        }
        guard dirty else {
          if isOpen { close(open, blankRun: blankRun) }
          isOpen = false
          // Skip the rest of the unchanged stretch (the gap between a
          // table's columns) in the plain comparison loop, stopping one
          // cell short of the next change, as at the row's start.
          var end = x + span
          if let previous {
            while end < width && next[rowStart + end].isIdentical(to: previous[rowStart + end]) {
              end += 1
            }
          } else {
            while end < width && next[rowStart + end].isIdentical(to: blank) { end += 1 }
          }
          x = max(x + span, end - 1)
          continue
        }
        if !cell.packedStyle.isIdentical(to: cachedStyle) {
          cachedStyle = cell.packedStyle
          cachedPen = downgraded(cachedStyle)
          cachedLink = effectiveLink(cachedStyle)
          cachedIsPlain = cachedPen == .plain && cachedLink == 0
          // Same look as the open segment (colours that downgrade alike)?
          cachedExtendsOpen = isOpen && open.pen == cachedPen && open.link == cachedLink
        }
        let isPlainBlank = cachedIsPlain && span == 1 && cell.packedGrapheme == .space
        if isOpen && cachedExtendsOpen {
          if isPlainBlank {
            if blankRun < 0 { blankRun = x }
          } else {
            if blankRun >= 0 && isWorthErasing(from: blankRun, to: x) {
              // Text after a long blank run: text, ECH, and a new segment from here.
              var erase = open
              erase.kind = .eraseCharacters
              erase.start = Int32(blankRun)
              erase.end = Int32(x)
              if open.start < erase.start {
                open.end = erase.start
                segments.append(open)
              }
              segments.append(erase)
              open.start = Int32(x)
            }
            blankRun = -1
          }
          open.end = Int32(x + span)
        } else {
          if isOpen { close(open, blankRun: blankRun) }
          open = FrameSegment(
            row: Int32(y), start: Int32(x), end: Int32(x + span), kind: .cells, pen: cachedPen,
            link: cachedLink)
          isOpen = true
          cachedExtendsOpen = true
          blankRun = isPlainBlank ? x : -1
        }
        x += span
      }
      if isOpen { close(open, blankRun: blankRun) }
      if segments.count > firstSegment {
        eraseLineEnd(row: y, firstSegment: firstSegment, cells: next, width: width)
      }
    }
    eraseDisplayEnd(cells: next, width: width, height: height)
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
