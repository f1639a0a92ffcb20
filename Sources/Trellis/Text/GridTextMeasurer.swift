/// Measures and wraps text in the cells of a character grid: each grapheme
/// cluster takes the cells its width function gives (East Asian wide
/// characters and emoji take 2, combining marks and zero-width-joiner
/// sequences stay one cluster), lines wrap at spaces, and a word longer than
/// a line is broken between clusters.
///
/// This is the core's measurer for grid hosts — any host that shows text in
/// a grid of monospaced cells, such as the terminal host and the headless
/// test host. It knows nothing of a particular host; the name says which
/// grid it measures for. A pixel host (UIKit, web) supplies its own
/// ``TextMeasuring`` that measures in points with its fonts instead.
///
/// A line is one cell high, so a text's height is its number of lines.
/// ``lines(of:maxWidth:maxLines:)`` gives hosts the very lines measured, so
/// what is drawn always fits what was laid out.
public struct GridTextMeasurer: TextMeasuring {
  private let cellWidth: @Sendable (Character) -> Int
  /// Whether `cellWidth` is `CellWidth.width(of:)` for a `Character`, whose
  /// widths of simple scalars are known without calling it.
  private let standardWidths: Bool

  /// A measurer using `cellWidth` for the width of one grapheme cluster.
  public init(cellWidth: @escaping @Sendable (Character) -> Int) {
    self.cellWidth = cellWidth
    standardWidths = false
  }

  /// The measurer of `CellWidth`'s widths.
  init(standardWidths: Void) {
    cellWidth = { CellWidth.width(of: $0) }
    self.standardWidths = true
  }

  /// One cell: every line of a character grid is one row high.
  public var lineHeight: Double { 1 }

  /// The size of the wrapped text: its widest line by its number of lines.
  public func measure(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size {
    if let size = measureOneASCIILine(text, maxWidth: maxWidth, maxLines: maxLines) {
      return size
    }
    if let size = measureOneLine(text, maxWidth: maxWidth, maxLines: maxLines) {
      return size
    }
    return measureByWrapping(text, maxWidth: maxWidth, maxLines: maxLines)
  }

  /// ``measure(_:maxWidth:maxLines:)`` without its one-line shortcut.
  func measureByWrapping(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size {
    let lines = clusters(of: text).wrap(maxWidth: maxWidth, maxLines: maxLines)
    var widest = 0
    for line in lines {
      widest = max(widest, line.width)
    }
    return Size(width: Double(widest), height: Double(lines.count))
  }

  /// The text's lines after wrapping, each with its styled runs.
  public func lines(of text: StyledText, maxWidth: Double?, maxLines: Int?) -> [StyledText] {
    let clusters = clusters(of: text)
    return clusters.wrap(maxWidth: maxWidth, maxLines: maxLines).map {
      clusters.styled($0.range)
    }
  }

  /// The width of one unwrapped line in cells: ``width(of:)``.
  public func lineWidth(of text: String) -> Double { Double(width(of: text)) }

  /// The width of a string in cells.
  public func width(of string: some StringProtocol) -> Int {
    var total = 0
    for character in string { total += cellWidth(character) }
    return total
  }

  /// The text's lines after wrapping, as ``lines(of:maxWidth:maxLines:)``,
  /// with the last line shown cut by `truncation` when the text needs more
  /// than `maxLines`: it takes the rest of the text, newlines as spaces, and
  /// an ellipsis (…) where text is left out, within `maxWidth`.
  public func lines(
    of text: StyledText, maxWidth: Double?, maxLines: Int?, truncation: TextTruncation?
  ) -> [StyledText] {
    wrappedLines(
      of: text, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation, rows: nil,
      measuring: false
    ).map(\.line)
  }

  /// The lines of `lines(of:maxWidth:maxLines:truncation:)` at `rows`
  /// (all when `nil`), each with its width in cells as
  /// `width(of:)` gives it for the line's characters: a host drawing
  /// the rows it shows of a long text makes only those.
  package func lines(
    of text: StyledText, maxWidth: Double?, maxLines: Int?, truncation: TextTruncation?,
    rows: Range<Int>?
  ) -> [(line: StyledText, width: Int)] {
    wrappedLines(
      of: text, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation, rows: rows,
      measuring: true)
  }

  /// The lines at `rows`, with their widths when `measuring` (else 0).
  private func wrappedLines(
    of text: StyledText, maxWidth: Double?, maxLines: Int?, truncation: TextTruncation?,
    rows: Range<Int>?, measuring: Bool
  ) -> [(line: StyledText, width: Int)] {
    let clusters = clusters(of: text)
    // Wrapping with fewer lines gives the first lines of wrapping with
    // more; the cut of a truncated text is on its last line only.
    let needed = rows.map { min(maxLines ?? Int.max, $0.upperBound) } ?? maxLines
    guard let truncation, let maxLines, maxLines > 0, let maxWidth, needed == maxLines else {
      let wrapped = clusters.wrap(maxWidth: maxWidth, maxLines: needed)
      return visible(wrapped[...], of: clusters, rows: rows, measuring: measuring)
    }
    let wrapped = clusters.wrap(maxWidth: maxWidth, maxLines: maxLines + 1)
    let kept = wrapped.prefix(maxLines)
    guard let last = kept.last,
      (last.range.upperBound..<clusters.count).contains(where: { clusters[$0].kind == .other })
    else {
      return visible(kept, of: clusters, rows: rows, measuring: measuring)
    }
    var result = visible(kept.dropLast(), of: clusters, rows: rows, measuring: measuring)
    if rows?.contains(kept.count - 1) ?? true {
      let limit = max(1, Int((maxWidth + 1e-9).rounded(.down)))
      let line = clusters.truncated(
        last.range.lowerBound..<clusters.count, width: limit, mode: truncation)
      result.append((line, measuring ? width(of: line.plainText) : 0))
    }
    return result
  }

  /// `lines` at `rows` (all when `nil`) as styled text, with their widths
  /// when `measuring` (else 0).
  private func visible(
    _ lines: ArraySlice<TextClusters.Line>, of clusters: TextClusters, rows: Range<Int>?,
    measuring: Bool
  ) -> [(line: StyledText, width: Int)] {
    let shown = rows.map { $0.clamped(to: lines.indices) } ?? lines.indices
    return lines[shown].map { line in
      let styled = clusters.styled(line.range)
      if !measuring { return (styled, 0) }
      // Clusters found run by run are the line's clusters unless a run
      // boundary inside it joins two into one.
      guard standardWidths, clusters.joinsCleanly(line.range) else {
        return (styled, width(of: styled.plainText))
      }
      return (styled, clusters.shownWidth(line.range))
    }
  }

  /// `text` split into clusters with this measurer's widths.
  private func clusters(of text: StyledText) -> TextClusters {
    TextClusters(text, cellWidth: cellWidth, standardWidths: standardWidths)
  }

  /// The size of any text without a line break that fits on one line,
  /// found by adding up its clusters' widths: what wrapping would find,
  /// without making the clusters (an allocation a text; a table of names
  /// and places measures many). Clusters are taken run by run, as wrapping
  /// takes them. `nil` when the text needs wrapping or has a line break.
  private func measureOneLine(_ text: StyledText, maxWidth: Double?, maxLines: Int?) -> Size? {
    if text.isEmpty || maxLines.map({ $0 <= 0 }) == true { return .zero }
    let limit = maxWidth.map { max(1, Int(($0 + 1e-9).rounded(.down))) } ?? Int.max
    var width = 0
    var trailingSpaces = 0
    for run in text.runs {
      // As wrapping's clusters: a run of printable ASCII takes a cell a
      // byte, whatever the width function; any other run, a cluster a
      // `Character`.
      if run.text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
        for byte in run.text.utf8 {
          width += 1
          if width > limit { return nil }
          trailingSpaces = byte == 0x20 ? trailingSpaces + 1 : 0
        }
        continue
      }
      for character in run.text {
        if character == "\n" || character == "\r\n" { return nil }
        let cells = cellWidth(character)
        width += cells
        // Past the limit wrapping would break the line (or, for a first
        // cluster wider than the line, keep it alone): wrapping decides.
        if width > limit { return nil }
        // Trailing spaces never widen a line.
        trailingSpaces = character == " " ? trailingSpaces + cells : 0
      }
    }
    return Size(width: Double(width - trailingSpaces), height: 1)
  }

  /// The size of printable ASCII text that fits on one line, found by
  /// counting bytes: what ``measure(_:maxWidth:maxLines:)`` would find
  /// by wrapping, without making a cell per character (the common case:
  /// a label, a table cell). `nil` when the text needs wrapping.
  private func measureOneASCIILine(_ text: StyledText, maxWidth: Double?, maxLines: Int?)
    -> Size?
  {
    var count = 0
    var trailingSpaces = 0
    for run in text.runs {
      for byte in run.text.utf8 {
        guard byte >= 0x20 && byte < 0x7F else { return nil }
        count += 1
        trailingSpaces = byte == 0x20 ? trailingSpaces + 1 : 0
      }
    }
    if count == 0 || maxLines.map({ $0 <= 0 }) == true { return .zero }
    // Wrapping breaks a line only before a character that is not a space
    // and would pass the limit; trailing spaces never widen a line.
    let width = count - trailingSpaces
    if let maxWidth, width > max(1, Int((maxWidth + 1e-9).rounded(.down))) { return nil }
    return Size(width: Double(width), height: 1)
  }
}

/// The grid measurer's former name.
@available(*, deprecated, renamed: "GridTextMeasurer")
public typealias TerminalTextMeasurer = GridTextMeasurer
