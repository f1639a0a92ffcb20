/// A styled text split into the grapheme clusters that wrapping works
/// with: each cluster's width in cells, whether it is a space or a line
/// break, and where its bytes end. Offsets only — no `Character` or
/// `String` per cluster — so wrapping a long text costs a pass over its
/// bytes, and lines are cut from the runs as substrings.
///
/// Clusters are found run by run, as a run's text is its own string.
///
/// Widths are integers in whatever unit the measurer counts: cells for the
/// grid measurer; a proportional measurer (TrellisFonts) sets fixed-point
/// fractions of a pixel with ``setWidth(_:breaksBefore:at:)``, so both wrap
/// and cut lines by this one algorithm.
package struct TextClusters {
  /// One grapheme cluster of the text.
  package struct Cluster {
    /// The UTF-8 offset just after the cluster, counted over all runs.
    package var end: Int
    /// The units (cells) the cluster takes. A line break takes none where
    /// it is; a proportional measurer stores the width of the space it
    /// shows as in a cut line.
    package var width: Int32
    /// A space, a line break, or anything else.
    package var kind: Kind
    /// Whether a line may wrap just before this cluster without a space:
    /// between ideographs, after a hyphen. Only measurers that know line
    /// break classes set it; the grid wraps at spaces only.
    package var breaksBefore = false

    /// The units the cluster takes in a cut line, where a line break shows
    /// as a space (one cell in the grid, whose line breaks have width 0).
    package var shownWidth: Int { kind == .newline ? max(1, Int(width)) : Int(width) }
  }

  /// What a cluster means to wrapping.
  package enum Kind: UInt8 {
    /// Any cluster that is not one of the others.
    case other
    /// A space (U+0020): lines wrap at spaces.
    case space
    /// A line break: `"\n"` or `"\r\n"`.
    case newline
  }

  /// The text split.
  package let text: StyledText
  /// The clusters in reading order.
  package private(set) var clusters: [Cluster] = []
  /// The index of each run's first cluster, and the number of clusters at
  /// the end. Every run has at least one cluster (runs are never empty).
  package private(set) var runStarts: [Int] = []
  /// The UTF-8 offset of each run's first byte, counted over all runs.
  package private(set) var runOffsets: [Int] = []

  /// Splits `text`, with `cellWidth` for a cluster's width. With
  /// `standardWidths` (the width function is `CellWidth.width(of:)` for a `Character`),
  /// runs of printable ASCII and of the scalars that are clusters of
  /// their own are split byte by byte, without grapheme breaking.
  package init(_ text: StyledText, cellWidth: (Character) -> Int, standardWidths: Bool) {
    self.text = text
    runStarts.reserveCapacity(text.runs.count + 1)
    runOffsets.reserveCapacity(text.runs.count)
    // A cluster has at least a byte: one allocation for the whole text
    // (growing run by run would copy it again and again).
    var bytes = 0
    for run in text.runs { bytes += run.text.utf8.count }
    clusters.reserveCapacity(bytes)
    var offset = 0
    for run in text.runs {
      runStarts.append(clusters.count)
      runOffsets.append(offset)
      let utf8 = run.text.utf8
      let split =
        utf8.withContiguousStorageIfAvailable { bytes in
          standardWidths
            ? appendSimple(bytes, at: offset) : appendPrintableASCII(bytes, at: offset)
        } ?? false
      if !split { appendCharacters(of: run.text, at: offset, cellWidth: cellWidth) }
      offset += utf8.count
    }
    runStarts.append(clusters.count)
  }

  /// The number of clusters.
  package var count: Int { clusters.count }

  /// The cluster at `index`.
  package subscript(index: Int) -> Cluster { clusters[index] }

  /// Sets the width of the cluster at `index`, in the measurer's unit, and
  /// whether a line may wrap just before it.
  package mutating func setWidth(_ width: Int32, breaksBefore: Bool, at index: Int) {
    clusters[index].width = width
    clusters[index].breaksBefore = breaksBefore
  }

  /// The UTF-8 offset of the cluster at `index`, counted over all runs.
  package func start(of index: Int) -> Int { index == 0 ? 0 : clusters[index - 1].end }

  /// The run holding the cluster at `index`.
  package func run(containing index: Int) -> Int {
    // The last run whose first cluster is at or before `index`.
    var low = 0
    var high = text.runs.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if runStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Printable ASCII, a cluster and a cell per byte; `false` (nothing
  /// added) for any other text.
  private mutating func appendPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int)
    -> Bool
  {
    for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
    for (index, byte) in bytes.enumerated() {
      clusters.append(
        Cluster(end: offset + index + 1, width: 1, kind: byte == 0x20 ? .space : .other))
    }
    return true
  }

  /// Text whose every scalar is a cluster of its own with a width known
  /// without a lookup (see `CellWidth.simpleWidth(ofUTF8:)`), where CR LF
  /// is the one cluster of two scalars; `false` (nothing added) for any
  /// other text, which needs grapheme breaking.
  private mutating func appendSimple(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    let first = clusters.count
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte >= 0x20 && byte < 0x7F {
        index += 1
        clusters.append(
          Cluster(end: offset + index, width: 1, kind: byte == 0x20 ? .space : .other))
      } else if byte < 0x80 {
        // Controls take no cells; "\n" and "\r\n" break the line.
        if byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A {
          index += 2
          clusters.append(Cluster(end: offset + index, width: 0, kind: .newline))
        } else {
          index += 1
          clusters.append(
            Cluster(end: offset + index, width: 0, kind: byte == 0x0A ? .newline : .other))
        }
      } else if byte >= 0xC2 && byte <= 0xCB && index + 1 < count {
        // U+0080–U+02FF; U+0080–U+009F are C1 controls, no cell.
        let width: Int32 = byte > 0xC2 || bytes[index + 1] >= 0xA0 ? 1 : 0
        index += 2
        clusters.append(Cluster(end: offset + index, width: width, kind: .other))
      } else if byte == 0xE2 && index + 2 < count,
        bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80,
        CellWidth.isSimpleNarrow(
          0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
      {
        index += 3
        clusters.append(Cluster(end: offset + index, width: 1, kind: .other))
      } else {
        clusters.removeSubrange(first...)
        return false
      }
    }
    return true
  }

  /// Any text, a `Character` at a time.
  private mutating func appendCharacters(
    of string: String, at offset: Int, cellWidth: (Character) -> Int
  ) {
    var end = offset
    for character in string {
      end += character.utf8.count
      let kind: Kind =
        character == " " ? .space : character == "\n" || character == "\r\n" ? .newline : .other
      clusters.append(Cluster(end: end, width: Int32(cellWidth(character)), kind: kind))
    }
  }

  /// The clusters in `range` as styled text, newlines as spaces when
  /// `newlinesAsSpaces`: a substring of each run they cover.
  package func styled(_ range: Range<Int>, newlinesAsSpaces: Bool = false) -> StyledText {
    var result = StyledText(runs: [])
    guard !range.isEmpty else { return result }
    var run = run(containing: range.lowerBound)
    var index = range.lowerBound
    while index < range.upperBound {
      while runStarts[run + 1] <= index { run += 1 }
      let end = min(range.upperBound, runStarts[run + 1])
      result.append(
        StyledText.Run(
          piece(of: run, clusters: index..<end, newlinesAsSpaces: newlinesAsSpaces),
          style: text.runs[run].style))
      index = end
    }
    return result
  }

  /// The text of `clusters`, all in `run`.
  private func piece(of run: Int, clusters range: Range<Int>, newlinesAsSpaces: Bool) -> String {
    let string = text.runs[run].text
    if newlinesAsSpaces && clusters[range].contains(where: { $0.kind == .newline }) {
      var result = ""
      for index in range {
        result +=
          clusters[index].kind == .newline
          ? " " : piece(of: run, clusters: index..<(index + 1), newlinesAsSpaces: false)
      }
      return result
    }
    let lower = start(of: range.lowerBound) - runOffsets[run]
    let upper = clusters[range.upperBound - 1].end - runOffsets[run]
    let utf8 = string.utf8
    if lower == 0 && upper == utf8.count { return string }
    let from = utf8.index(utf8.startIndex, offsetBy: lower)
    let to = utf8.index(from, offsetBy: upper - lower)
    return String(string[from..<to])
  }

  /// The cells `range` takes in a cut line, where a line break shows as a
  /// space.
  package func shownWidth(_ range: Range<Int>) -> Int {
    var total = 0
    for index in range { total += clusters[index].shownWidth }
    return total
  }

  /// Whether the bytes on both sides of every run boundary inside `range`
  /// are ASCII: then the text of `range` joined into one string has the
  /// clusters found run by run, and its width is their sum.
  func joinsCleanly(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty else { return true }
    var run = run(containing: range.lowerBound) + 1
    while run < text.runs.count && runStarts[run] < range.upperBound {
      let boundary = runOffsets[run]
      guard byte(at: boundary - 1, run: run - 1) < 0x80, byte(at: boundary, run: run) < 0x80
      else { return false }
      run += 1
    }
    return true
  }

  /// The byte at UTF-8 offset `offset` (over all runs), which is in `run`.
  private func byte(at offset: Int, run: Int) -> UInt8 {
    let utf8 = text.runs[run].text.utf8
    return utf8[utf8.index(utf8.startIndex, offsetBy: offset - runOffsets[run])]
  }
}
