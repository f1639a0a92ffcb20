import Trellis

/// A `CellBuffer` seen through a clip rectangle: what one view may draw on.
///
/// Views draw in screen coordinates; anything outside ``clip`` (the view's
/// frame intersected with its ancestors') is dropped, so a view never paints
/// over its siblings or outside a scroll view.
struct Canvas {
  var buffer: CellBuffer
  var clip: CellRect

  init(buffer: CellBuffer) {
    self.buffer = buffer
    clip = CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
  }

  /// Measures text as this canvas's terminal draws it.
  var measurer: GridTextMeasurer { .cells(emojiSequences: buffer.emojiSequences) }

  /// The grid this canvas's terminal lays out in: where controls'
  /// behaviours put thumbs, segments and carets.
  var environment: LayoutEnvironment { .characterGrid(emojiSequences: buffer.emojiSequences) }

  /// Fills the part of `rect` inside the clip with blanks in `style`.
  mutating func fill(_ rect: CellRect, style: CellStyle) {
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return }
    buffer.fill(
      x: visible.x, y: visible.y, width: visible.width, height: visible.height, style: style)
  }

  /// Writes `text` on row `y` from column `x`, cluster by cluster, and returns
  /// the column after it (clipped clusters still advance). A wide cluster cut by
  /// the clip shows as a blank in its visible half.
  @discardableResult
  mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle) -> Int {
    var column = x
    guard y >= clip.y, y < clip.maxY else {
      return x + measurer.width(of: text)
    }
    if let width = Self.printableASCIIWidth(of: text) {
      return writeASCII(text, width: width, x: x, y: y, style: style)
    }
    if x >= clip.x, let width = Self.simpleWidth(of: text) {
      // No cluster to find: the buffer writes it a scalar at a time.
      if x < clip.maxX {
        buffer.write(String(text), x: x, y: y, style: style, maxWidth: clip.maxX - x)
      }
      return x + width
    }
    let emojiSequences = buffer.emojiSequences
    for cluster in text {
      guard emojiSequences == .perEmoji, EmojiSequenceWidth.isJoinedSequence(cluster) else {
        column = write(cluster, column: column, y: y, style: style)
        continue
      }
      for character in emojiSequences.pieces(of: cluster) {
        column = write(character, column: column, y: y, style: style)
      }
    }
    return column
  }

  /// Writes one cluster at `column` within the clip and returns the
  /// column after it.
  private mutating func write(_ character: Character, column: Int, y: Int, style: CellStyle)
    -> Int
  {
    let width = CellWidth.width(of: character)
    guard width > 0, column < clip.maxX else { return column + width }
    let first = column >= clip.x
    let last = column + width - 1 < clip.maxX && column + width - 1 >= clip.x
    if first && last {
      buffer.put(character, x: column, y: y, style: style)
    } else if first || last {
      // Half a wide cluster: blank the half that shows.
      let visibleColumn = first ? column : column + width - 1
      buffer.fill(x: visibleColumn, y: y, width: 1, height: 1, style: style)
    }
    return column + width
  }

  /// ``write(_:x:y:style:)`` for text already measured as `width` cells:
  /// text that starts inside the clip is handed to the buffer whole (which
  /// clips it at the right), instead of cluster by cluster.
  @discardableResult
  mutating func write(_ text: String, width: Int, x: Int, y: Int, style: CellStyle) -> Int {
    guard y >= clip.y, y < clip.maxY else { return x + width }
    guard x >= clip.x else { return write(text, x: x, y: y, style: style) }
    if x < clip.maxX {
      buffer.write(text, x: x, y: y, style: style, maxWidth: clip.maxX - x)
    }
    return x + width
  }

  /// ``write(_:x:y:style:)`` for text known to be printable ASCII, `width`
  /// bytes long: one cell per byte, no cluster to find or measure.
  @discardableResult
  mutating func writeASCII(
    _ text: some StringProtocol, width: Int, x: Int, y: Int, style: CellStyle
  ) -> Int {
    guard y >= clip.y, y < clip.maxY else { return x + width }
    var column = x
    if x >= clip.x {
      if x < clip.maxX {
        buffer.writePrintableASCII(String(text), x: x, y: y, style: style, maxWidth: clip.maxX - x)
      }
      return x + width
    }
    for byte in text.utf8 {
      if column >= clip.maxX { break }
      if column >= clip.x {
        buffer.put(Character(Unicode.Scalar(byte)), x: column, y: y, style: style)
      }
      column += 1
    }
    return x + width
  }

  /// The width of `text` when it is all printable ASCII (a cell per
  /// byte), else `nil`.
  static func printableASCIIWidth(of text: some StringProtocol) -> Int? {
    let contiguous = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      // No early exit: a loop the compiler can vectorise.
      var outside = false
      for byte in bytes { outside = outside || byte &- 0x20 >= 0x5F }
      return outside ? nil : bytes.count
    }
    if let contiguous { return contiguous }
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x20 && byte < 0x7F else { return nil }
      count += 1
    }
    return count
  }

  /// The width of `text` when each of its scalars is a cluster of known
  /// width (``CellWidth/simpleWidth(ofUTF8:)``), else `nil`.
  static func simpleWidth(of text: some StringProtocol) -> Int? {
    let contiguous = text.utf8.withContiguousStorageIfAvailable {
      CellWidth.simpleWidth(ofUTF8: $0)
    }
    if let contiguous { return contiguous }
    var copy = String(text)
    return copy.withUTF8 { CellWidth.simpleWidth(ofUTF8: $0) }
  }

  /// Writes `text`, which ``simpleWidth(of:)`` measures, on row `y` from
  /// column `x` up to column `maxX` and the clip's edge, in an already
  /// packed style: a table cell's path, with no cluster to find and no
  /// style to convert. Text starting left of the clip is not drawn: a
  /// caller that may start there takes ``write(_:x:y:style:)``.
  mutating func writeSimple(_ text: String, x: Int, y: Int, style: PackedStyle, maxX: Int) {
    guard y >= clip.y, y < clip.maxY, x >= clip.x else { return }
    let limit = min(maxX, clip.maxX)
    guard x < limit else { return }
    buffer.writeSimple(text, x: x, y: y, style: style, limit: limit)
  }

  /// Repeats `character` over `count` columns from (x, y).
  mutating func repeatCharacter(
    _ character: Character, count: Int, x: Int, y: Int, style: CellStyle
  ) {
    guard count > 0 else { return }
    write(String(repeating: character, count: count), x: x, y: y, style: style)
  }

  /// Runs `body` with the clip narrowed to `rect`, then restores it.
  mutating func clipped(to rect: CellRect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body(&self)
    clip = saved
  }

  /// Draws a box's border around `rect`: `┌─┐` along its top row, `│` down
  /// both sides, `└─┘` along its bottom row when it has two rows or more.
  /// Nothing for a rectangle narrower than two columns.
  /// Adds `attributes` to every cell of `rect` inside the clip, keeping
  /// what the cells show.
  mutating func restyle(_ rect: CellRect, adding attributes: TextAttributes) {
    let visible = rect.intersection(clip)
    guard !visible.isEmpty else { return }
    for row in visible.y..<visible.maxY {
      for column in visible.x..<visible.maxX {
        let cell = buffer[column, row]
        guard !cell.isContinuation, !cell.style.attributes.isSuperset(of: attributes) else {
          continue
        }
        var style = cell.style
        style.attributes.formUnion(attributes)
        buffer.put(cell.grapheme, x: column, y: row, style: style)
      }
    }
  }

  mutating func drawBox(_ rect: CellRect, style: CellStyle, lines: BorderStyle = .single) {
    guard rect.width >= 2, rect.height >= 1 else { return }
    let box = BoxCharacters(lines)
    write(box.topLeft, x: rect.x, y: rect.y, style: style)
    repeatCharacter(box.horizontal, count: rect.width - 2, x: rect.x + 1, y: rect.y, style: style)
    write(box.topRight, x: rect.maxX - 1, y: rect.y, style: style)
    guard rect.height >= 2 else { return }
    for row in (rect.y + 1)..<(rect.maxY - 1) {
      write(box.vertical, x: rect.x, y: row, style: style)
      write(box.vertical, x: rect.maxX - 1, y: row, style: style)
    }
    write(box.bottomLeft, x: rect.x, y: rect.maxY - 1, style: style)
    repeatCharacter(
      box.horizontal, count: rect.width - 2, x: rect.x + 1, y: rect.maxY - 1, style: style)
    write(box.bottomRight, x: rect.maxX - 1, y: rect.maxY - 1, style: style)
  }
}
