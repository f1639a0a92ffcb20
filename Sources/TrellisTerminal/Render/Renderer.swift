/// Turns the difference between two ``CellBuffer``s into the bytes that make a
/// terminal showing the first show the second.
///
/// The renderer writes only the cells that changed. It remembers what it last told
/// the terminal — the cursor position, the current style ("pen"), the open
/// hyperlink — so each frame uses the shortest cursor moves (continuing in place,
/// reprinting a short unchanged gap, a relative move, or an absolute one, whichever
/// is fewest bytes) and only the SGR parameters that differ. Each frame is wrapped in
/// synchronized output (DEC mode 2026) when the capabilities allow, and colours are
/// downgraded to the terminal's ``TerminalCapabilities/colorDepth``.
///
/// A frame where nothing changed produces no bytes at all.
///
/// After a resize, or when the screen may have been disturbed, call
/// ``invalidate()``: the next frame clears the screen and draws every non-blank cell.
public struct Renderer: Sendable {
  /// What the renderer may use; changing it takes effect at the next frame.
  public var capabilities: TerminalCapabilities

  /// The style the terminal currently applies to printed text, with colours already
  /// downgraded and without the hyperlink; `nil` if unknown.
  private var pen: PackedStyle?
  /// The hyperlink currently open on the terminal (its number; 0 for none).
  private var openLink: UInt32 = 0
  /// The cursor's position as the terminal has it, or `nil` when unknown (at start,
  /// and after printing into the last column, where terminals differ).
  private var cursor: CursorPosition?
  /// Whether the cursor is visible, or `nil` if unknown.
  private var cursorVisible: Bool?
  /// Whether the screen shows the `previous` buffer passed to the next render.
  private var screenIsKnown = false
  /// Reused scratch space for choosing between two SGR encodings.
  private var scratchIncremental: [UInt8] = []
  private var scratchReset: [UInt8] = []

  /// Creates a renderer. Its first frame redraws the whole screen.
  public init(capabilities: TerminalCapabilities = TerminalCapabilities()) {
    self.capabilities = capabilities
    scratchIncremental.reserveCapacity(64)
    scratchReset.reserveCapacity(64)
  }

  /// Forgets what the terminal shows, so the next frame clears the screen and
  /// redraws everything.
  public mutating func invalidate() {
    screenIsKnown = false
    pen = nil
    cursor = nil
    cursorVisible = nil
    openLink = 0
  }

  /// Appends to `output` the bytes that change the screen from `previous` to `next`.
  ///
  /// - Parameters:
  ///   - previous: What the terminal shows now: the `next` of the last call. Ignored
  ///     (the screen is cleared and fully drawn) on the first frame, after
  ///     ``invalidate()``, or when its size differs from `next`.
  ///   - next: What the terminal should show.
  ///   - requestedCursor: Where to leave a visible cursor (a text field's caret), or
  ///     `nil` to hide it.
  ///   - output: Bytes are appended; the caller writes them out and may reuse the
  ///     array (with `removeAll(keepingCapacity:)`) for the next frame.
  public mutating func render(
    from previous: CellBuffer, to next: CellBuffer, cursor requestedCursor: CursorPosition?,
    into output: inout [UInt8]
  ) {
    let start = output.count
    if capabilities.synchronizedOutput {
      output.append(contentsOf: ControlSequence.beginSynchronizedUpdate)
    }
    let afterPrefix = output.count

    let fullRedraw =
      !screenIsKnown || previous.width != next.width || previous.height != next.height
    if fullRedraw {
      output.append(contentsOf: ControlSequence.resetStyle)
      output.append(contentsOf: ControlSequence.eraseScreen)
      pen = .plain
      cursor = nil
      openLink = 0
      screenIsKnown = true
    }

    next.cells.withUnsafeBufferPointer { nextCells in
      previous.cells.withUnsafeBufferPointer { previousCells in
        drawChanges(
          next: nextCells, previous: fullRedraw ? nil : previousCells, width: next.width,
          height: next.height, output: &output)
      }
    }

    if openLink != 0 {
      output.append(contentsOf: ControlSequence.closeHyperlink)
      openLink = 0
    }
    placeCursor(requestedCursor, width: next.width, height: next.height, output: &output)

    if output.count == afterPrefix {
      // Nothing changed: write nothing at all, not even the synchronized-update pair.
      output.removeSubrange(start..<output.count)
    } else if capabilities.synchronizedOutput {
      output.append(contentsOf: ControlSequence.endSynchronizedUpdate)
    }
  }

  // MARK: Cells

  private mutating func drawChanges(
    next: UnsafeBufferPointer<Cell>, previous: UnsafeBufferPointer<Cell>?, width: Int,
    height: Int, output: inout [UInt8]
  ) {
    @inline(__always) func changed(_ index: Int) -> Bool {
      if let previous { return next[index] != previous[index] }
      return next[index] != .blank
    }
    for y in 0..<height {
      let rowStart = y * width
      var x = 0
      while x < width {
        let cell = next[rowStart + x]
        if cell.width == 0 {
          x += 1
          continue
        }
        let span = Int(cell.width)
        let dirty = changed(rowStart + x) || (span == 2 && changed(rowStart + x + 1))
        if !dirty {
          x += span
          continue
        }
        moveCursor(toX: x, y: y, row: next, rowStart: rowStart, width: width, output: &output)
        apply(cell.packedStyle, output: &output)
        cell.packedGrapheme.append(to: &output)
        let end = x + span
        // Printing into the last column leaves the cursor in a "pending wrap" state
        // that terminals treat differently; forget it and move absolutely next time.
        cursor = end < width ? CursorPosition(x: end, y: y) : nil
        x = end
      }
    }
  }

  // MARK: Cursor

  /// Moves the cursor to (x, y) with the fewest bytes.
  private mutating func moveCursor(
    toX x: Int, y: Int, row: UnsafeBufferPointer<Cell>, rowStart: Int, width: Int,
    output: inout [UInt8]
  ) {
    guard let current = cursor else {
      appendAbsoluteMove(x: x, y: y, output: &output)
      cursor = CursorPosition(x: x, y: y)
      return
    }
    if current.y == y && current.x == x { return }
    let absoluteCost = absoluteMoveCost(x: x, y: y)

    if current.y == y && x > current.x {
      // Reprinting a short unchanged gap in the current style is often cheapest.
      let forwardCost = relativeCost(x - current.x)
      let limit = min(forwardCost, absoluteCost)
      if canReprint(row: row, from: rowStart + current.x, to: rowStart + x, under: limit) {
        for index in (rowStart + current.x)..<(rowStart + x) {
          row[index].packedGrapheme.append(to: &output)
        }
        cursor = CursorPosition(x: x, y: y)
        return
      }
    }

    // Candidates: vertical then horizontal relative moves; carriage return first; or
    // an absolute move.
    let dy = y - current.y
    let verticalCost = dy == 0 ? 0 : relativeCost(abs(dy))
    let horizontalCost = x == current.x ? 0 : relativeCost(abs(x - current.x))
    let relative = verticalCost + horizontalCost
    // After CR, moving down by line feeds costs 1 byte a line (column 0 is unchanged
    // by them whether or not the terminal translates LF to CR LF).
    let downByLineFeeds = dy > 0 && dy <= 4 ? dy : Int.max
    let verticalAfterReturn = dy == 0 ? 0 : min(relativeCost(abs(dy)), downByLineFeeds)
    let fromReturn = 1 + verticalAfterReturn + (x == 0 ? 0 : relativeCost(x))

    if absoluteCost <= relative && absoluteCost <= fromReturn {
      appendAbsoluteMove(x: x, y: y, output: &output)
    } else if fromReturn < relative {
      output.append(0x0D)
      if dy != 0 {
        if downByLineFeeds <= relativeCost(abs(dy)) {
          for _ in 0..<dy { output.append(0x0A) }
        } else {
          appendRelativeMove(abs(dy), final: dy > 0 ? "B" : "A", output: &output)
        }
      }
      if x > 0 { appendRelativeMove(x, final: "C", output: &output) }
    } else {
      if dy != 0 { appendRelativeMove(abs(dy), final: dy > 0 ? "B" : "A", output: &output) }
      if x != current.x {
        appendRelativeMove(abs(x - current.x), final: x > current.x ? "C" : "D", output: &output)
      }
    }
    cursor = CursorPosition(x: x, y: y)
  }

  /// Whether cells `from..<to` (already on screen) can be reprinted in fewer than
  /// `limit` bytes instead of moving over them: all narrow, in the current pen and link.
  private func canReprint(row: UnsafeBufferPointer<Cell>, from: Int, to: Int, under limit: Int)
    -> Bool
  {
    guard let pen else { return false }
    var bytes = 0
    for index in from..<to {
      let cell = row[index]
      guard cell.width == 1 else { return false }
      bytes += cell.packedGrapheme.byteCount
      if bytes >= limit { return false }
      guard downgraded(cell.packedStyle) == pen, effectiveLink(cell.packedStyle) == openLink
      else {
        return false
      }
    }
    return true
  }

  /// ESC [ n X, with n omitted when 1.
  private func relativeCost(_ distance: Int) -> Int {
    distance == 1 ? 3 : 3 + decimalDigitCount(distance)
  }

  private func absoluteMoveCost(x: Int, y: Int) -> Int {
    // ESC [ row ; col H, or ESC [ row H for column 1, or ESC [ H for the home cell.
    if x == 0 && y == 0 { return 3 }
    if x == 0 { return 3 + decimalDigitCount(y + 1) }
    return 4 + decimalDigitCount(y + 1) + decimalDigitCount(x + 1)
  }

  private func appendAbsoluteMove(x: Int, y: Int, output: inout [UInt8]) {
    output.appendCSI()
    if x != 0 || y != 0 {
      output.appendDecimal(y + 1)
      if x != 0 {
        output.append(UInt8(ascii: ";"))
        output.appendDecimal(x + 1)
      }
    }
    output.append(UInt8(ascii: "H"))
  }

  private func appendRelativeMove(_ distance: Int, final: Unicode.Scalar, output: inout [UInt8]) {
    output.appendCSI()
    if distance != 1 { output.appendDecimal(distance) }
    output.append(UInt8(ascii: final))
  }

  private mutating func placeCursor(
    _ requested: CursorPosition?, width: Int, height: Int, output: inout [UInt8]
  ) {
    if let requested, requested.x >= 0, requested.x < width, requested.y >= 0,
      requested.y < height
    {
      if cursor != requested {
        appendAbsoluteMove(x: requested.x, y: requested.y, output: &output)
        cursor = requested
      }
      if cursorVisible != true {
        output.append(contentsOf: ControlSequence.showCursor)
        cursorVisible = true
      }
    } else if cursorVisible != false {
      output.append(contentsOf: ControlSequence.hideCursor)
      cursorVisible = false
    }
  }

  // MARK: Style

  /// The style as the terminal will show it: colours at its depth, no link.
  private func downgraded(_ style: PackedStyle) -> PackedStyle {
    let depth = capabilities.colorDepth
    guard depth != .trueColor else {
      return PackedStyle(
        foreground: style.foreground, background: style.background, link: 0,
        attributes: style.attributes)
    }
    return PackedStyle(
      foreground: Self.downgrade(style.foreground, to: depth),
      background: Self.downgrade(style.background, to: depth), link: 0,
      attributes: style.attributes)
  }

  private static func downgrade(_ color: UInt32, to depth: ColorDepth) -> UInt32 {
    // Default and ANSI colours fit every depth but monochrome.
    if color == 0 || (color >> 24 == 1 && depth != .monochrome) { return color }
    return PackedStyle.pack(PackedStyle.unpack(color).downgraded(to: depth))
  }

  private func effectiveLink(_ style: PackedStyle) -> UInt32 {
    capabilities.hyperlinks ? style.link : 0
  }

  /// Writes the SGR (and OSC 8) needed to print in `style`.
  private mutating func apply(_ style: PackedStyle, output: inout [UInt8]) {
    let link = effectiveLink(style)
    if link != openLink {
      appendHyperlink(link == 0 ? nil : HyperlinkTable.link(for: link), output: &output)
      openLink = link
    }
    let target = downgraded(style)
    if target == pen { return }

    // Two encodings: reset and set everything, or change only what differs. Emit
    // the shorter.
    scratchReset.removeAll(keepingCapacity: true)
    scratchReset.append(UInt8(ascii: "0"))
    Self.appendParameters(for: target, from: .plain, into: &scratchReset)
    if let pen {
      scratchIncremental.removeAll(keepingCapacity: true)
      Self.appendParameters(for: target, from: pen, into: &scratchIncremental)
      if scratchIncremental.count < scratchReset.count {
        emitSGR(scratchIncremental, output: &output)
        self.pen = target
        return
      }
    }
    emitSGR(scratchReset, output: &output)
    pen = target
  }

  private func emitSGR(_ parameters: [UInt8], output: inout [UInt8]) {
    output.appendCSI()
    output.append(contentsOf: parameters)
    output.append(UInt8(ascii: "m"))
  }

  /// Appends `;`-separated SGR parameters that change `current` into `target`.
  private static func appendParameters(
    for target: PackedStyle, from current: PackedStyle, into parameters: inout [UInt8]
  ) {
    let targetAttributes = TextAttributes(rawValue: target.attributes)
    let currentAttributes = TextAttributes(rawValue: current.attributes)
    let removed = currentAttributes.subtracting(targetAttributes)
    var added = targetAttributes.subtracting(currentAttributes)
    if !removed.intersection([.bold, .dim]).isEmpty {
      // SGR 22 ends both bold and dim; set back the one that stays.
      add(22, to: &parameters)
      added.formUnion(targetAttributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { add(23, to: &parameters) }
    if removed.contains(.underline) { add(24, to: &parameters) }
    if removed.contains(.inverse) { add(27, to: &parameters) }
    if removed.contains(.strikethrough) { add(29, to: &parameters) }
    if added.contains(.bold) { add(1, to: &parameters) }
    if added.contains(.dim) { add(2, to: &parameters) }
    if added.contains(.italic) { add(3, to: &parameters) }
    if added.contains(.underline) { add(4, to: &parameters) }
    if added.contains(.inverse) { add(7, to: &parameters) }
    if added.contains(.strikethrough) { add(9, to: &parameters) }
    if target.foreground != current.foreground {
      appendColor(target.foreground, isForeground: true, to: &parameters)
    }
    if target.background != current.background {
      appendColor(target.background, isForeground: false, to: &parameters)
    }
  }

  private static func add(_ value: Int, to parameters: inout [UInt8]) {
    if !parameters.isEmpty { parameters.append(UInt8(ascii: ";")) }
    parameters.appendDecimal(value)
  }

  private static func appendColor(
    _ color: UInt32, isForeground: Bool, to parameters: inout [UInt8]
  ) {
    let value = Int(color & 0xFF_FFFF)
    switch color >> 24 {
    case 1:
      let base = value < 8 ? (isForeground ? 30 : 40) : (isForeground ? 82 : 92)
      add(base + value, to: &parameters)
    case 2:
      add(isForeground ? 38 : 48, to: &parameters)
      add(5, to: &parameters)
      add(value, to: &parameters)
    case 3:
      add(isForeground ? 38 : 48, to: &parameters)
      add(2, to: &parameters)
      add(value >> 16, to: &parameters)
      add((value >> 8) & 0xFF, to: &parameters)
      add(value & 0xFF, to: &parameters)
    default:
      add(isForeground ? 39 : 49, to: &parameters)
    }
  }

  private func appendHyperlink(_ link: Hyperlink?, output: inout [UInt8]) {
    guard let link else {
      output.append(contentsOf: ControlSequence.closeHyperlink)
      return
    }
    output.append(0x1B)
    output.append(contentsOf: "]8;".utf8)
    if let id = link.id, !id.isEmpty {
      output.append(contentsOf: "id=".utf8)
      output.append(contentsOf: id.utf8)
    }
    output.append(UInt8(ascii: ";"))
    output.append(contentsOf: link.url.utf8)
    output.append(0x1B)
    output.append(UInt8(ascii: "\\"))
  }
}
