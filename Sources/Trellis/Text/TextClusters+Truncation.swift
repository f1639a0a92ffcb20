extension TextClusters {
  /// The clusters of `rest` cut to `width` cells by `mode`, with an
  /// ellipsis in the style of the text next to it; newlines show as spaces.
  /// The ellipsis takes `ellipsisWidth` (one cell in the grid).
  package func truncated(
    _ rest: Range<Int>, width: Int, mode: TextTruncation, ellipsisWidth: Int = 1
  ) -> StyledText {
    let budget = width - ellipsisWidth
    // Blank lines before and blanks after are not text left out.
    var start = rest.lowerBound
    var end = rest.upperBound
    while end > start, clusters[end - 1].kind != .other { end -= 1 }
    while start < end, clusters[start].kind == .newline { start += 1 }
    let rest = start..<end
    func ellipsis(styledAs index: Int?) -> StyledText {
      StyledText("…", style: index.map { text.runs[run(containing: $0)].style } ?? .plain)
    }
    func styled(_ range: Range<Int>) -> StyledText {
      self.styled(range, newlinesAsSpaces: true)
    }
    switch mode {
    case .tail:
      let front = prefix(of: rest, within: budget)
      return styled(front) + ellipsis(styledAs: front.last ?? rest.first)
    case .head:
      let back = suffix(of: rest, within: budget)
      return ellipsis(styledAs: back.first ?? rest.last) + styled(back)
    case .middle:
      let front = prefix(of: rest, within: (budget + 1) / 2)
      let back = suffix(of: front.upperBound..<rest.upperBound, within: budget - shownWidth(front))
      return styled(front) + ellipsis(styledAs: front.last ?? back.first) + styled(back)
    }
  }

  /// The longest start of `range` within `budget` cells, less the blanks
  /// that end it.
  private func prefix(of range: Range<Int>, within budget: Int) -> Range<Int> {
    var used = 0
    var end = range.lowerBound
    while end < range.upperBound, used + clusters[end].shownWidth <= budget {
      used += clusters[end].shownWidth
      end += 1
    }
    while end > range.lowerBound, clusters[end - 1].kind != .other { end -= 1 }
    return range.lowerBound..<end
  }

  /// The longest end of `range` within `budget` cells, less the blanks
  /// that start it.
  private func suffix(of range: Range<Int>, within budget: Int) -> Range<Int> {
    var used = 0
    var start = range.upperBound
    while start > range.lowerBound, used + clusters[start - 1].shownWidth <= budget {
      used += clusters[start - 1].shownWidth
      start -= 1
    }
    while start < range.upperBound, clusters[start].kind != .other { start += 1 }
    return start..<range.upperBound
  }
}
