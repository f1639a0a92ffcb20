/// Turns the difference between two ``CellBuffer``s into the bytes that make a
/// terminal showing the first show the second.
///
/// The renderer writes only the cells that changed. It remembers what it last told
/// the terminal — the cursor position, the current style ("pen"), the open
/// hyperlink — and prices every choice in bytes:
///
/// - **Cursor moves**: staying in place, printing a short unchanged gap again, CR
///   (and LF), BS, HT (where ``TerminalCapabilities/tabStops`` says stops are every 8
///   columns), relative moves (CUU/CUD/CUF/CUB), column or row moves (CHA/VPA), or
///   CUP, whichever is fewest bytes.
/// - **Styles**: only the SGR parameters that differ, or a reset, whichever is shorter;
///   a hyperlink (OSC 8) is opened once for a run of linked cells.
/// - **Blanks**: changed cells that become plain blanks are erased with EL (to the end
///   of the row), ED (to the end of the screen) or ECH (a long run) when that is
///   shorter than printing spaces. Only
///   with no attribute, the default background and no hyperlink in effect, where every
///   terminal leaves plain blanks.
/// - **Repeats**: where ``TerminalCapabilities/repeatsCharacters`` is declared, a
///   run of one character is written as the character and REP when that is shorter.
/// - **Order**: changes are written row by row; when a frame alternates between
///   styles (a coloured table), they are also tried grouped by style, and the shorter
///   of the two is written.
///
/// Each frame is wrapped in synchronized output (DEC mode 2026) when the capabilities
/// allow, and colours are downgraded to the terminal's
/// ``TerminalCapabilities/colorDepth``. A frame where nothing changed produces no
/// bytes at all.
///
/// After a resize, or when the screen may have been disturbed, call
/// ``setNeedsFullRedraw()``: the next frame clears the screen and draws every non-blank cell.
public struct Renderer: Sendable {
  /// What the renderer may use; changing it takes effect at the next frame.
  public var capabilities: TerminalCapabilities

  /// The style the terminal currently applies to printed text, with colours already
  /// downgraded and without the hyperlink; `nil` if unknown.
  var pen: PackedStyle?
  /// The hyperlink currently open on the terminal (its number; 0 for none).
  var openLink: UInt32 = 0
  /// The cursor's position as the terminal has it, or `nil` when unknown (at start,
  /// and after printing into the last column, where terminals differ).
  var cursor: CursorPosition?
  /// Whether the cursor is visible, or `nil` if unknown.
  private var cursorVisible: Bool?
  /// Whether the screen shows the `previous` buffer passed to the next render.
  private(set) var screenIsKnown = false
  /// SGR and OSC 8 bytes written since the frame's segments started.
  var styleBytes = 0
  /// Whether the last frame's changes were shorter grouped by style.
  private var lastFrameWasGrouped = false

  // Scratch space reused from frame to frame, so rendering does not allocate.
  /// The frame's changes, row by row.
  var segments: [FrameSegment] = []
  /// Indices into `segments`, grouped by style.
  private var groupedOrder: [Int32] = []
  /// The frame's distinct styles in order of first appearance, and per style a count
  /// then a slot while sorting.
  private var distinctStyles: [StyleKey] = []
  private var styleCounts: [Int32] = []
  /// The grouped order's bytes, before they are compared with the row-by-row ones.
  private var scratchOutput: [UInt8] = []

  /// A segment's style: what it must print in, and the hyperlink.
  private struct StyleKey: Equatable {
    var pen: PackedStyle
    var link: UInt32
  }

  /// Creates a renderer. Its first frame redraws the whole screen.
  public init(capabilities: TerminalCapabilities = TerminalCapabilities()) {
    self.capabilities = capabilities
  }

  /// Forgets what the terminal shows, so the next frame clears the screen and
  /// redraws everything.
  public mutating func setNeedsFullRedraw() {
    screenIsKnown = false
    pen = nil
    cursor = nil
    cursorVisible = nil
    openLink = 0
  }

  /// The old name of ``setNeedsFullRedraw()``: "invalidate" now means only
  /// tearing down (a controller's, a root's or a list's).
  @available(*, deprecated, renamed: "setNeedsFullRedraw()")
  public mutating func invalidate() { setNeedsFullRedraw() }

  /// Appends to `output` the bytes that change the screen from `previous` to `next`.
  ///
  /// - Parameters:
  ///   - previous: What the terminal shows now: the `next` of the last call. Ignored
  ///     (the screen is cleared and fully drawn) on the first frame, after
  ///     ``setNeedsFullRedraw()``, or when its size differs from `next`.
  ///   - next: What the terminal should show.
  ///   - requestedCursor: Where to leave a visible cursor (a text field's caret), or
  ///     `nil` to hide it.
  ///   - output: Bytes are appended; the caller writes them out and may reuse the
  ///     array (with `removeAll(keepingCapacity:)`) for the next frame.
  public mutating func render(
    from previous: CellBuffer, to next: CellBuffer, cursor requestedCursor: CursorPosition?,
    into output: inout [UInt8]
  ) {
    // Write through a FrameWriter that owns the array meanwhile (moved, not copied).
    var writer = FrameWriter(output: [])
    swap(&writer.output, &output)
    defer { swap(&writer.output, &output) }
    let start = writer.count
    if capabilities.synchronizedOutput {
      writer.append(contentsOf: ControlSequence.beginSynchronizedUpdate)
    }
    let afterPrefix = writer.count

    let fullRedraw =
      !screenIsKnown || previous.width != next.width || previous.height != next.height
    if fullRedraw {
      writer.append(contentsOf: ControlSequence.resetStyle)
      writer.append(contentsOf: ControlSequence.eraseScreen)
      pen = .plain
      cursor = nil
      openLink = 0
      screenIsKnown = true
    }

    next.cells.withUnsafeBufferPointer { nextCells in
      previous.cells.withUnsafeBufferPointer { previousCells in
        collectSegments(
          next: nextCells, previous: fullRedraw ? nil : previousCells, width: next.width,
          height: next.height)
      }
      drawSegments(cells: nextCells, width: next.width, output: &writer)
      if openLink != 0 {
        writer.append(contentsOf: ControlSequence.closeHyperlink)
        openLink = 0
      }
      placeCursor(
        requestedCursor, cells: nextCells, width: next.width, height: next.height,
        output: &writer)
    }

    if writer.count == afterPrefix {
      // Nothing changed: write nothing at all, not even the synchronized-update pair.
      writer.truncate(to: start)
    } else if capabilities.synchronizedOutput {
      writer.append(contentsOf: ControlSequence.endSynchronizedUpdate)
    }
    writer.flush()
  }

  // MARK: Segments

  /// Writes the segments in the shorter of two orders: row by row, or grouped by style.
  ///
  /// Row by row comes first, and grouping is tried only if that spent many bytes on
  /// styles. When the last frame was shorter grouped, grouped comes first instead, and
  /// row by row is abandoned as soon as it is longer. Either way the result is the
  /// shorter order (row by row on a tie): which goes first only saves time.
  private mutating func drawSegments(
    cells: UnsafeBufferPointer<Cell>, width: Int, output: inout FrameWriter
  ) {
    let bodyStart = output.count
    let startState = (pen, cursor, openLink)
    styleBytes = 0
    let groupedFirst = lastFrameWasGrouped && orderSegmentsByStyle()
    _ = draw(grouped: groupedFirst, cells: cells, width: width, output: &output, limit: .max)
    let firstBytes = output.count - bodyStart
    if !groupedFirst {
      // Grouping saves at most the style bytes: not worth a second pass otherwise.
      guard styleBytes >= 64, styleBytes * 8 >= firstBytes, orderSegmentsByStyle() else {
        lastFrameWasGrouped = false
        return
      }
    }
    let firstState = (pen, cursor, openLink)
    (pen, cursor, openLink) = startState
    // Take the scratch array out, so appending to it does not copy it.
    var second = FrameWriter(output: [])
    swap(&second.output, &scratchOutput)
    second.removeAll()
    // Row by row wins ties; grouped must be strictly shorter.
    let limit = groupedFirst ? firstBytes : firstBytes - 1
    let secondWins = draw(
      grouped: !groupedFirst, cells: cells, width: width, output: &second, limit: limit)
    if secondWins {
      output.truncate(to: bodyStart)
      output.append(contentsOf: second)
    } else {
      (pen, cursor, openLink) = firstState
    }
    lastFrameWasGrouped = groupedFirst != secondWins
    second.flush()
    swap(&second.output, &scratchOutput)
  }

  /// Writes every segment, row by row or in ``groupedOrder``; stops and returns
  /// `false` as soon as more than `limit` bytes are written.
  private mutating func draw(
    grouped: Bool, cells: UnsafeBufferPointer<Cell>, width: Int, output: inout FrameWriter,
    limit: Int
  ) -> Bool {
    let start = output.count
    for position in segments.indices {
      let index = grouped ? Int(groupedOrder[position]) : position
      draw(segments[index], cells: cells, width: width, output: &output)
      if output.count - start > limit { return false }
    }
    return true
  }

  /// Fills ``groupedOrder`` with the segments' indices, grouped by style in order of
  /// each style's first appearance, row by row within a group. Returns `false` (and
  /// leaves the order unusable) when the frame has too many styles to be worth it, or
  /// only one.
  private mutating func orderSegmentsByStyle() -> Bool {
    let maximumStyles = 64
    distinctStyles.removeAll(keepingCapacity: true)
    styleCounts.removeAll(keepingCapacity: true)
    var lastOrdinal = 0
    for index in segments.indices {
      let pen = segments[index].pen
      let link = segments[index].link
      var ordinal = lastOrdinal
      if distinctStyles.isEmpty || distinctStyles[ordinal] != StyleKey(pen: pen, link: link) {
        ordinal =
          distinctStyles.firstIndex(of: StyleKey(pen: pen, link: link)) ?? distinctStyles.count
        if ordinal == distinctStyles.count {
          guard ordinal < maximumStyles else { return false }
          distinctStyles.append(StyleKey(pen: pen, link: link))
          styleCounts.append(0)
        }
      }
      segments[index].styleOrdinal = UInt16(ordinal)
      styleCounts[ordinal] += 1
      lastOrdinal = ordinal
    }
    guard distinctStyles.count > 1 else { return false }
    // Counting sort: styleCounts becomes each group's first slot.
    var slot: Int32 = 0
    for ordinal in styleCounts.indices {
      let count = styleCounts[ordinal]
      styleCounts[ordinal] = slot
      slot += count
    }
    groupedOrder.removeAll(keepingCapacity: true)
    groupedOrder.append(contentsOf: repeatElement(0, count: segments.count))
    for index in segments.indices {
      let ordinal = Int(segments[index].styleOrdinal)
      groupedOrder[Int(styleCounts[ordinal])] = Int32(index)
      styleCounts[ordinal] += 1
    }
    return true
  }

  /// Moves to the segment, sets its style, and prints or erases its cells.
  private mutating func draw(
    _ segment: FrameSegment, cells: UnsafeBufferPointer<Cell>, width: Int,
    output: inout FrameWriter
  ) {
    let y = Int(segment.row)
    let start = Int(segment.start)
    let end = Int(segment.end)
    moveCursor(toX: start, y: y, cells: cells, width: width, output: &output)
    switch segment.kind {
    case .cells:
      apply(pen: segment.pen, link: segment.link, output: &output)
      let rowStart = y * width
      if capabilities.repeatsCharacters {
        printRepeating(cells, from: rowStart + start, to: rowStart + end, output: &output)
      } else {
        for index in (rowStart + start)..<(rowStart + end) where cells[index].width != 0 {
          cells[index].packedGrapheme.append(to: &output)
        }
      }
      // Printing into the last column leaves the cursor in a "pending wrap" state
      // that terminals treat differently; forget it and move absolutely next time.
      cursor = end < width ? CursorPosition(x: end, y: y) : nil
    case .eraseCharacters:
      if !canEraseToPlainBlanks { apply(pen: .plain, link: 0, output: &output) }
      appendRelativeMove(end - start, final: "X", output: &output)
    case .eraseLine:
      if !canEraseToPlainBlanks { apply(pen: .plain, link: 0, output: &output) }
      output.append(contentsOf: ControlSequence.eraseLineEnd)
    case .eraseDisplay:
      if !canEraseToPlainBlanks { apply(pen: .plain, link: 0, output: &output) }
      output.append(contentsOf: ControlSequence.eraseDisplayEnd)
    }
  }

  /// Prints cells `from..<to` (one segment: one style), writing a run of one narrow
  /// single-scalar character as the character and a REP when that is shorter.
  private func printRepeating(
    _ cells: UnsafeBufferPointer<Cell>, from: Int, to: Int, output: inout FrameWriter
  ) {
    var index = from
    while index < to {
      let cell = cells[index]
      index += 1
      guard cell.width != 0 else { continue }
      cell.packedGrapheme.append(to: &output)
      guard cell.width == 1, index < to, cells[index].packedGrapheme == cell.packedGrapheme,
        cell.packedGrapheme.isSingleBMPScalar
      else { continue }
      var runEnd = index
      while runEnd < to && cells[runEnd].width == 1
        && cells[runEnd].packedGrapheme == cell.packedGrapheme
      {
        runEnd += 1
      }
      let repeats = runEnd - index
      if relativeCost(repeats) < repeats * cell.packedGrapheme.byteCount {
        appendRelativeMove(repeats, final: "b", output: &output)
        index = runEnd
      }
    }
  }

  // MARK: Cursor

  private mutating func placeCursor(
    _ requested: CursorPosition?, cells: UnsafeBufferPointer<Cell>, width: Int, height: Int,
    output: inout FrameWriter
  ) {
    if let requested, requested.x >= 0, requested.x < width, requested.y >= 0,
      requested.y < height
    {
      moveCursor(toX: requested.x, y: requested.y, cells: cells, width: width, output: &output)
      if cursorVisible != true {
        output.append(contentsOf: ControlSequence.showCursor)
        cursorVisible = true
      }
    } else if cursorVisible != false {
      output.append(contentsOf: ControlSequence.hideCursor)
      cursorVisible = false
    }
  }
}
