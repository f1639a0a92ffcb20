public import Trellis

/// A width × height grid of ``Cell``s that views draw into, and that the
/// ``Renderer`` compares frame to frame.
///
/// Cells are stored contiguously, row by row. Drawing into a buffer that is already
/// sized never allocates (clusters of up to 15 UTF-8 bytes are stored inline), so a
/// display can redraw every frame into the same two buffers.
///
/// The buffer keeps wide clusters whole: writing over either half of a wide cluster
/// blanks the other half, and a wide cluster that does not fit before the right edge
/// (or the end of a clipped region) is replaced by a blank cell.
public struct CellBuffer: Sendable, Hashable {
  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// Row-major cells: the cell at (x, y) is at `y * width + x`.
  private(set) var cells: [Cell]
  /// How the terminal shown draws emoji sequences joined by zero-width
  /// joiners: with `EmojiSequenceWidth.perEmoji`, text written puts each
  /// emoji of a sequence in cells of its own, as that terminal will.
  public var emojiSequences = EmojiSequenceWidth.joined

  /// Creates a buffer of blank cells.
  ///
  /// - Parameters:
  ///   - width: Columns; negative values count as 0.
  ///   - height: Rows; negative values count as 0.
  /// - Precondition: `width × height` cells fit in memory (32 bytes each).
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y` (both from 0).
  ///
  /// - Precondition: The position is inside the buffer.
  public subscript(x: Int, y: Int) -> Cell {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "cell position out of bounds")
    return cells[y * width + x]
  }

  /// The cell at column `x`, row `y`, or `nil` outside the buffer.
  public func cell(x: Int, y: Int) -> Cell? {
    guard x >= 0, x < width, y >= 0, y < height else { return nil }
    return cells[y * width + x]
  }

  // MARK: Drawing

  /// Sets every cell to a blank in `style`, keeping the size.
  public mutating func clear(style: CellStyle = .plain) {
    let blank = style == .plain ? Cell.blank : Cell.blank(style)
    cells.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index] = blank }
    }
  }

  /// Fills a rectangle (clipped to the buffer) with blanks in `style`.
  ///
  /// Wide clusters cut by the rectangle's edges are blanked entirely.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, style: CellStyle) {
    let left = max(0, x)
    let right = min(self.width, saturatingAdd(x, width))
    let top = max(0, y)
    let bottom = min(self.height, saturatingAdd(y, height))
    guard left < right, top < bottom else { return }
    let blank = Cell.blank(style)
    for row in top..<bottom {
      detachWideCluster(x: left, y: row)
      detachWideCluster(x: right - 1, y: row)
      let base = row * self.width
      for column in left..<right { cells[base + column] = blank }
    }
  }

  /// Writes `text` on row `y` starting at column `x`, cluster by cluster, and returns
  /// the column after the last cell written.
  ///
  /// Clusters of width 0 (control characters, a stray combining mark) are skipped;
  /// writing stops at the right edge, or after `maxWidth` columns. Columns left of 0
  /// are clipped, so text can be scrolled horizontally by passing a negative `x`; a
  /// wide cluster that is only half visible at either end shows as a blank.
  ///
  /// - Parameters:
  ///   - text: The text to write; newlines are not interpreted.
  ///   - x: The first column; may be negative.
  ///   - y: The row; nothing is written outside `0..<height`.
  ///   - style: The style of every cell written.
  ///   - maxWidth: If given, write at most this many columns.
  /// - Returns: The column just after the text (clipped), which is where a following
  ///   piece of text would continue.
  @discardableResult
  public mutating func write(
    _ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int? = nil
  ) -> Int {
    let limit = maxWidth.map { min(width, saturatingAdd(x, max(0, $0))) } ?? width
    guard y >= 0, y < height, x < limit else { return max(x, 0) }
    let packed = PackedStyle(style)
    if x >= 0,
      let written = writeSingleScalarClusters(text, x: x, y: y, style: packed, limit: limit)
    {
      return written
    }
    var column = x
    for cluster in text {
      if column >= limit { break }
      if emojiSequences == .perEmoji, EmojiSequenceWidth.isJoinedSequence(cluster) {
        // Each emoji of the sequence in a cell pair, as the terminal draws it.
        for piece in emojiSequences.pieces(of: cluster) where column < limit {
          let pieceWidth = CellWidth.width(of: piece)
          put(piece, width: pieceWidth, x: column, y: y, style: packed, limit: limit)
          column += pieceWidth
        }
        continue
      }
      let clusterWidth = CellWidth.width(of: cluster)
      if clusterWidth == 0 { continue }
      put(cluster, width: clusterWidth, x: column, y: y, style: packed, limit: limit)
      column += clusterWidth
    }
    return max(0, min(column, limit))
  }

  /// ``write(_:x:y:style:maxWidth:)`` for text the caller knows is printable
  /// ASCII (a cell per byte), at a column `x >= 0`: the text is not checked
  /// again.
  @discardableResult
  package mutating func writePrintableASCII(
    _ text: String, x: Int, y: Int, style: CellStyle, maxWidth: Int
  ) -> Int {
    let limit = min(width, saturatingAdd(x, max(0, maxWidth)))
    guard y >= 0, y < height, x >= 0, x < limit else { return max(x, 0) }
    var text = text
    return text.withUTF8 { bytes in
      writeSingleScalarBytes(bytes, x: x, y: y, style: PackedStyle(style), limit: limit)
    }
  }

  /// Writes `text`, which the caller measured with
  /// ``CellWidth/simpleWidth(ofUTF8:)``, a cell per printable scalar from
  /// column `x >= 0` up to `limit`, in a style already packed.
  package mutating func writeSimple(_ text: String, x: Int, y: Int, style: PackedStyle, limit: Int)
  {
    let limit = min(width, limit)
    guard y >= 0, y < height, x >= 0, x < limit else { return }
    var text = text
    text.withUTF8 { bytes in
      _ = writeSingleScalarBytes(bytes, x: x, y: y, style: style, limit: limit)
    }
  }

  /// Writes `text` when each of its scalars is a cluster of known width
  /// (``CellWidth/simpleWidth(ofUTF8:)``: ASCII, accented Latin letters
  /// such as "Zürich" or "São Paulo", dashes, the ellipsis, box drawing),
  /// the common case that needs no grapheme breaking: a cell per printable
  /// scalar, none per control. Returns `nil`, having written nothing, for
  /// any other text.
  private mutating func writeSingleScalarClusters(
    _ text: String, x: Int, y: Int, style: PackedStyle, limit: Int
  ) -> Int? {
    var text = text
    return text.withUTF8 { bytes -> Int? in
      guard CellWidth.simpleWidth(ofUTF8: bytes) != nil else { return nil }
      return writeSingleScalarBytes(bytes, x: x, y: y, style: style, limit: limit)
    }
  }

  /// Writes UTF-8 that ``CellWidth/simpleWidth(ofUTF8:)`` measures, a cell
  /// per printable scalar, from column `x >= 0` up to `limit`.
  private mutating func writeSingleScalarBytes(
    _ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: PackedStyle, limit: Int
  ) -> Int {
    let base = y * width
    let rowWidth = width
    var column = x
    var index = 0
    cells.withUnsafeMutableBufferPointer { cells in
      while index < bytes.count && column < limit {
        let byte = bytes[index]
        let grapheme: PackedGrapheme
        if byte < 0x80 {
          index += 1
          guard byte >= 0x20 && byte != 0x7F else { continue }
          grapheme = PackedGrapheme(ascii: byte)
        } else if byte < 0xE0 {
          let second = index + 1 < bytes.count ? bytes[index + 1] : 0x80
          index += 2
          // U+0080–U+009F are C1 controls: no cell.
          guard byte > 0xC2 || second >= 0xA0 else { continue }
          grapheme = PackedGrapheme(twoByteScalar: byte, second)
        } else {
          // Three bytes (simple text has no longer scalar); text that was
          // not measured as simple stops here rather than read past its end.
          guard byte < 0xF0, index + 2 < bytes.count else { break }
          grapheme = PackedGrapheme(threeByteScalar: byte, bytes[index + 1], bytes[index + 2])
          index += 3
        }
        // Overwriting half of a wide cluster blanks its other half (only
        // ever outside the written run: inside, the next write covers it).
        let old = cells[base + column]
        if old.width == 0, column > 0 {
          cells[base + column - 1] = .blank(packed: cells[base + column - 1].packedStyle)
        } else if old.width == 2, column + 1 < rowWidth {
          cells[base + column + 1] = .blank(packed: cells[base + column + 1].packedStyle)
        }
        cells[base + column] = Cell(grapheme: grapheme, style: style, width: 1)
        column += 1
      }
    }
    return column
  }

  /// Writes a substring or other string-like text, exactly as the `String`
  /// version of this method does.
  @discardableResult
  @_disfavoredOverload
  public mutating func write(
    _ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain,
    maxWidth: Int? = nil
  ) -> Int {
    write(String(text), x: x, y: y, style: style, maxWidth: maxWidth)
  }

  /// Places one cluster at (x, y) and returns the number of columns it advanced
  /// (its width), or 0 if it takes no cells.
  ///
  /// A wide cluster at the last column (or whose second half is off-screen) becomes
  /// a blank cell in `style`. An emoji sequence the terminal draws emoji by
  /// emoji (``emojiSequences``) takes a cell pair per emoji.
  @discardableResult
  public mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain)
    -> Int
  {
    if emojiSequences == .perEmoji, EmojiSequenceWidth.isJoinedSequence(character) {
      var column = x
      for piece in emojiSequences.pieces(of: character) {
        column += put(piece, x: column, y: y, style: style)
      }
      return column - x
    }
    let clusterWidth = CellWidth.width(of: character)
    guard clusterWidth > 0 else { return 0 }
    put(character, width: clusterWidth, x: x, y: y, style: PackedStyle(style), limit: width)
    return clusterWidth
  }

  private mutating func put(
    _ character: Character, width clusterWidth: Int, x: Int, y: Int, style: PackedStyle,
    limit: Int
  ) {
    // A wide cluster at -1 still shows its second half at 0.
    guard y >= 0, y < height, x >= -1, x < limit else { return }
    let base = y * width
    if clusterWidth == 1 {
      guard x >= 0, x < limit else { return }
      detachWideCluster(x: x, y: y)
      cells[base + x] = Cell(grapheme: PackedGrapheme(character), style: style, width: 1)
      return
    }
    // Wide: both halves must be visible, else show a blank where the visible half is.
    let firstVisible = x >= 0 && x < limit
    let secondVisible = x + 1 >= 0 && x + 1 < limit
    if firstVisible && secondVisible {
      detachWideCluster(x: x, y: y)
      detachWideCluster(x: x + 1, y: y)
      cells[base + x] = Cell(grapheme: PackedGrapheme(character), style: style, width: 2)
      cells[base + x + 1] = Cell(grapheme: .space, style: style, width: 0)
    } else if firstVisible {
      detachWideCluster(x: x, y: y)
      cells[base + x] = .blank(packed: style)
    } else if secondVisible {
      detachWideCluster(x: x + 1, y: y)
      cells[base + x + 1] = .blank(packed: style)
    }
  }

  /// If the cell at (x, y) is half of a wide cluster, blanks the other half (keeping
  /// its style), so the cell can be overwritten without leaving half a cluster.
  private mutating func detachWideCluster(x: Int, y: Int) {
    guard x >= 0, x < width else { return }
    let index = y * width + x
    let cell = cells[index]
    if cell.width == 0, x > 0 {
      cells[index - 1] = .blank(packed: cells[index - 1].packedStyle)
    } else if cell.width == 2, x + 1 < width {
      cells[index + 1] = .blank(packed: cells[index + 1].packedStyle)
    }
  }

  /// Gives each cell the style `restyle` returns for it, if any (a pass
  /// over a finished frame, such as keeping text readable).
  mutating func restyle(_ restyle: (Cell) -> PackedStyle?) {
    cells.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices {
        if let style = restyle(cells[index]) { cells[index].packedStyle = style }
      }
    }
  }

  // MARK: Size

  /// Changes the size, keeping the content of the top-left corner and blanking the
  /// rest; a wide cluster cut by the new right edge is blanked.
  public mutating func resize(width newWidth: Int, height newHeight: Int) {
    let newWidth = max(0, newWidth)
    let newHeight = max(0, newHeight)
    guard newWidth != width || newHeight != height else { return }
    var resized = Array(repeating: Cell.blank, count: newWidth * newHeight)
    let keptWidth = min(width, newWidth)
    for row in 0..<min(height, newHeight) {
      for column in 0..<keptWidth {
        resized[row * newWidth + column] = cells[row * width + column]
      }
      if keptWidth > 0, newWidth < width, resized[row * newWidth + keptWidth - 1].width == 2 {
        resized[row * newWidth + keptWidth - 1] = .blank(
          packed: resized[row * newWidth + keptWidth - 1].packedStyle)
      }
    }
    width = newWidth
    height = newHeight
    cells = resized
  }

  // MARK: Reading

  /// The text of each row, as a person would read it: each cluster once, wide
  /// clusters without their continuation, trailing spaces removed.
  public var lines: [String] {
    (0..<height).map { line($0) }
  }

  /// The text of row `y`; see ``lines``.
  ///
  /// - Parameters:
  ///   - y: The row, from 0.
  ///   - trimmingTrailingSpaces: Whether to drop spaces at the end of the row.
  public func line(_ y: Int, trimmingTrailingSpaces: Bool = true) -> String {
    guard y >= 0, y < height else { return "" }
    var text = ""
    for x in 0..<width {
      let cell = cells[y * width + x]
      if cell.width != 0 { text.append(cell.grapheme) }
    }
    if trimmingTrailingSpaces {
      while text.last == " " { text.removeLast() }
    }
    return text
  }

  /// The whole buffer as text: ``lines`` joined with newlines.
  public var text: String {
    lines.joined(separator: "\n")
  }
}

/// `a + b`, clamped to `Int`'s range instead of trapping.
private func saturatingAdd(_ a: Int, _ b: Int) -> Int {
  let (sum, overflow) = a.addingReportingOverflow(b)
  if overflow { return b > 0 ? Int.max : Int.min }
  return sum
}
