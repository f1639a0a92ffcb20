// How the renderer moves the cursor: every way of getting from where the cursor is
// to where the next write starts is priced in bytes, and the cheapest is written.

/// One way of moving the cursor, and its cost in bytes.
struct CursorMovePlan {
  enum Vertical {
    case none
    /// CUU / CUD by the row difference.
    case relative
    /// VPA to the row.
    case absolute
    /// LF once per row down (only after CR, so it is right whether or not the tty
    /// turns LF into CR LF).
    case lineFeeds
  }

  enum Horizontal {
    case none
    /// CUF / CUB by the column difference.
    case relative
    /// CHA to the column.
    case absolute
    /// BS once per column left.
    case backspaces
    /// Print the cells in between again (they already show on screen, or will, in the
    /// current style).
    case reprint
    /// HT to the last tab stop (every 8 columns) at or before the column, then the
    /// rest by CUF or, when `reprintRest`, by printing the cells in between again.
    case tabs(reprintRest: Bool)
  }

  /// CUP straight to the cell; the other fields are ignored.
  var isAbsolute: Bool
  /// CR first, so the horizontal part starts from column 0.
  var carriageReturn = false
  var vertical = Vertical.none
  var horizontal = Horizontal.none
  var cost: Int
}

extension Renderer {
  /// Moves the cursor to (x, y) with the fewest bytes.
  ///
  /// `cells` is the frame being drawn (row-major, `width` columns): cells between the
  /// cursor and the target may be printed again instead of moving over them.
  mutating func moveCursor(
    toX x: Int, y: Int, cells: UnsafeBufferPointer<Cell>, width: Int, output: inout FrameWriter
  ) {
    guard let current = cursor else {
      appendAbsoluteMove(x: x, y: y, output: &output)
      cursor = CursorPosition(x: x, y: y)
      return
    }
    if current.y == y && current.x == x { return }
    let plan = cheapestMove(from: current, toX: x, y: y, cells: cells, width: width)
    append(plan, from: current, toX: x, y: y, cells: cells, width: width, output: &output)
    cursor = CursorPosition(x: x, y: y)
  }

  /// Prices CUP; a vertical move (CUU/CUD or VPA) then a horizontal one; and CR, a
  /// vertical move (LF, CUU/CUD or VPA), then a horizontal one. Ties go to CUP, then
  /// to moves that keep the column.
  func cheapestMove(
    from current: CursorPosition, toX x: Int, y: Int, cells: UnsafeBufferPointer<Cell>,
    width: Int
  ) -> CursorMovePlan {
    var best = CursorMovePlan(isAbsolute: true, cost: absoluteMoveCost(x: x, y: y))
    let dy = y - current.y
    let rowCost = y == 0 ? 3 : 3 + decimalDigitCount(y + 1)

    // Keep the column, move vertically, then horizontally.
    var vertical = (cost: 0, step: CursorMovePlan.Vertical.none)
    if dy != 0 {
      let relative = relativeCost(abs(dy))
      vertical = relative <= rowCost ? (relative, .relative) : (rowCost, .absolute)
    }
    if vertical.cost < best.cost,
      let horizontal = cheapestHorizontal(
        fromX: current.x, toX: x, y: y, cells: cells, width: width,
        under: best.cost - vertical.cost)
    {
      best = CursorMovePlan(
        isAbsolute: false, vertical: vertical.step, horizontal: horizontal.step,
        cost: vertical.cost + horizontal.cost)
    }

    // Carriage return, then down or up, then right from column 0.
    var afterReturn = (cost: 0, step: CursorMovePlan.Vertical.none)
    if dy != 0 {
      let relative = relativeCost(abs(dy))
      afterReturn = relative <= rowCost ? (relative, .relative) : (rowCost, .absolute)
      if dy > 0 && dy < afterReturn.cost { afterReturn = (dy, .lineFeeds) }
    }
    if 1 + afterReturn.cost < best.cost,
      let horizontal = cheapestHorizontal(
        fromX: 0, toX: x, y: y, cells: cells, width: width,
        under: best.cost - 1 - afterReturn.cost)
    {
      best = CursorMovePlan(
        isAbsolute: false, carriageReturn: true, vertical: afterReturn.step,
        horizontal: horizontal.step, cost: 1 + afterReturn.cost + horizontal.cost)
    }
    return best
  }

  /// The cheapest way along row `y` from column `from` to `x`, if it costs fewer
  /// than `limit` bytes.
  private func cheapestHorizontal(
    fromX from: Int, toX x: Int, y: Int, cells: UnsafeBufferPointer<Cell>, width: Int,
    under limit: Int
  ) -> (cost: Int, step: CursorMovePlan.Horizontal)? {
    if from == x { return limit > 0 ? (0, .none) : nil }
    let distance = abs(x - from)
    let relative = relativeCost(distance)
    let column = x == 0 ? 3 : 3 + decimalDigitCount(x + 1)
    var best: (cost: Int, step: CursorMovePlan.Horizontal) =
      relative <= column ? (relative, .relative) : (column, .absolute)
    if x < from {
      if distance < best.cost { best = (distance, .backspaces) }
    } else {
      if let bytes = reprintCost(
        row: y * width, from: from, to: x, cells: cells, under: min(best.cost, limit))
      {
        best = (bytes, .reprint)
      }
      if capabilities.tabStops,
        let tabs = tabMoveCost(
          fromX: from, toX: x, y: y, cells: cells, width: width, under: min(best.cost, limit))
      {
        best = tabs
      }
    }
    return best.cost < limit ? best : nil
  }

  /// HT to the last tab stop at or before `x` (stops every 8 columns), then the rest
  /// by CUF or by printing cells again, if that costs fewer than `limit` bytes.
  private func tabMoveCost(
    fromX from: Int, toX x: Int, y: Int, cells: UnsafeBufferPointer<Cell>, width: Int,
    under limit: Int
  ) -> (cost: Int, step: CursorMovePlan.Horizontal)? {
    let tabs = x / 8 - from / 8
    guard tabs > 0, tabs < limit else { return nil }
    let rest = x % 8
    if rest == 0 { return (tabs, .tabs(reprintRest: false)) }
    var best = (
      cost: tabs + relativeCost(rest), step: CursorMovePlan.Horizontal.tabs(reprintRest: false)
    )
    if let bytes = reprintCost(
      row: y * width, from: x - rest, to: x, cells: cells, under: min(best.cost, limit) - tabs)
    {
      best = (tabs + bytes, .tabs(reprintRest: true))
    }
    return best.cost < limit ? best : nil
  }

  /// The bytes needed to print cells `from..<to` of the row starting at `row` again,
  /// if fewer than `limit`: all narrow, in the current pen and hyperlink.
  private func reprintCost(
    row: Int, from: Int, to: Int, cells: UnsafeBufferPointer<Cell>, under limit: Int
  ) -> Int? {
    guard let pen, to - from < limit else { return nil }
    var bytes = 0
    var matchingStyle: PackedStyle?
    for index in (row + from)..<(row + to) {
      let cell = cells[index]
      guard cell.width == 1 else { return nil }
      bytes += cell.packedGrapheme.byteCount
      if bytes >= limit { return nil }
      // Neighbouring cells usually share a style: check each new one once.
      if cell.packedStyle != matchingStyle {
        guard downgraded(cell.packedStyle) == pen, effectiveLink(cell.packedStyle) == openLink
        else { return nil }
        matchingStyle = cell.packedStyle
      }
    }
    return bytes
  }

  private func append(
    _ plan: CursorMovePlan, from current: CursorPosition, toX x: Int, y: Int,
    cells: UnsafeBufferPointer<Cell>, width: Int, output: inout FrameWriter
  ) {
    if plan.isAbsolute {
      appendAbsoluteMove(x: x, y: y, output: &output)
      return
    }
    var column = current.x
    if plan.carriageReturn {
      output.append(0x0D)
      column = 0
    }
    let dy = y - current.y
    switch plan.vertical {
    case .none: break
    case .relative: appendRelativeMove(abs(dy), final: dy > 0 ? "B" : "A", output: &output)
    case .absolute: appendAbsolute(y, final: "d", output: &output)
    case .lineFeeds: for _ in 0..<dy { output.append(0x0A) }
    }
    switch plan.horizontal {
    case .none: break
    case .relative:
      appendRelativeMove(abs(x - column), final: x > column ? "C" : "D", output: &output)
    case .absolute: appendAbsolute(x, final: "G", output: &output)
    case .backspaces: for _ in x..<column { output.append(0x08) }
    case .reprint:
      for index in (y * width + column)..<(y * width + x) {
        cells[index].packedGrapheme.append(to: &output)
      }
    case .tabs(let reprintRest):
      for _ in 0..<(x / 8 - column / 8) { output.append(0x09) }
      let stop = x - x % 8
      guard stop < x else { break }
      if reprintRest {
        for index in (y * width + stop)..<(y * width + x) {
          cells[index].packedGrapheme.append(to: &output)
        }
      } else {
        appendRelativeMove(x - stop, final: "C", output: &output)
      }
    }
  }

  /// ESC [ n X, with n omitted when 1.
  func relativeCost(_ distance: Int) -> Int {
    distance == 1 ? 3 : 3 + decimalDigitCount(distance)
  }

  func absoluteMoveCost(x: Int, y: Int) -> Int {
    // ESC [ row ; col H, or ESC [ row H for column 1, or ESC [ H for the home cell.
    if x == 0 && y == 0 { return 3 }
    if x == 0 { return 3 + decimalDigitCount(y + 1) }
    return 4 + decimalDigitCount(y + 1) + decimalDigitCount(x + 1)
  }

  func appendAbsoluteMove(x: Int, y: Int, output: inout FrameWriter) {
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

  /// CSI n `final` with n omitted when 1: a relative move, or ECH.
  func appendRelativeMove(_ distance: Int, final: Unicode.Scalar, output: inout FrameWriter) {
    output.appendCSI()
    if distance != 1 { output.appendDecimal(distance) }
    output.append(UInt8(ascii: final))
  }

  /// CSI n `final` to the 0-based `position` (n = position + 1, omitted for the first).
  private func appendAbsolute(_ position: Int, final: Unicode.Scalar, output: inout FrameWriter) {
    output.appendCSI()
    if position != 0 { output.appendDecimal(position + 1) }
    output.append(UInt8(ascii: final))
  }
}
