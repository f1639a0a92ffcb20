extension TextClusters {
  /// One wrapped line: the clusters it shows and its width in cells.
  package struct Line {
    /// The indices of the line's clusters.
    package var range: Range<Int>
    /// The cells the line takes, less the spaces that end the text.
    package var width: Int
  }

  /// Greedy wrapping: fill each line with whole words; break a word only
  /// when it alone is wider than the line. Spaces at a wrap are dropped.
  /// Lines also wrap before a cluster that ``Cluster/breaksBefore``.
  ///
  /// Wrapping with a line limit gives the first lines of wrapping without
  /// one, so a host may wrap only as far as it shows.
  package func wrap(maxWidth: Double?, maxLines: Int?) -> [Line] {
    if clusters.isEmpty { return [] }
    let limit = maxWidth.map { max(1, Int(($0 + 1e-9).rounded(.down))) } ?? Int.max
    let maxLines = maxLines ?? Int.max
    return clusters.withUnsafeBufferPointer { cells in
      var lines: [Line] = []
      var start = 0
      var index = 0
      var width = 0
      // A space we may wrap at, and the line's width before it.
      var breakIndex = -1
      var breakWidth = 0

      func finish(_ end: Int, _ lineWidth: Int, next: Int) {
        lines.append(Line(range: start..<end, width: lineWidth))
        start = next
        index = next
        width = 0
        breakIndex = -1
      }

      while index < cells.count {
        if lines.count >= maxLines { break }
        let cell = cells[index]
        if cell.kind == .newline {
          finish(index, width, next: index + 1)
          continue
        }
        let isSpace = cell.kind == .space
        if cell.breaksBefore && index > start && cells[index - 1].kind != .space {
          breakIndex = index
          breakWidth = width
        }
        if isSpace && (index == start || cells[index - 1].kind != .space) {
          breakIndex = index
          breakWidth = width
        }
        if width + Int(cell.width) > limit && index > start && !isSpace {
          if breakIndex >= 0 {
            var next = breakIndex
            while next < cells.count && cells[next].kind == .space { next += 1 }
            finish(breakIndex, breakWidth, next: next)
          } else {
            finish(index, width, next: index)
          }
          continue
        }
        width += Int(cell.width)
        index += 1
      }
      if start < cells.count, lines.count < maxLines {
        // Trailing spaces do not widen the last line.
        var end = cells.count
        var lineWidth = width
        while end > start && cells[end - 1].kind == .space && lineWidth > 0 {
          end -= 1
          lineWidth -= Int(cells[end].width)
        }
        lines.append(Line(range: start..<cells.count, width: lineWidth))
      }
      if let last = cells.last, last.kind == .newline, lines.count < maxLines {
        lines.append(Line(range: cells.count..<cells.count, width: 0))
      }
      return lines
    }
  }
}
