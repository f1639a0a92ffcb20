public import Trellis

extension DataDetector {
  /// `text` with everything the detector finds made a link (see
  /// ``DataDetector``), in `linkColor` when given. Runs that are links
  /// already keep theirs; a match that touches one is left as it is.
  public func addingLinks(to text: StyledText, linkColor: Color? = .blue) -> StyledText {
    let matches = matches(in: text.plainText)
    guard !matches.isEmpty else { return text }
    // Matches over existing links are dropped: the author's link wins.
    var linkedRanges: [Range<Int>] = []
    var offset = 0
    for run in text.runs {
      let count = run.text.utf8.count
      if run.style.link != nil { linkedRanges.append(offset..<(offset + count)) }
      offset += count
    }
    let kept =
      linkedRanges.isEmpty
      ? matches : matches.filter { match in !linkedRanges.contains { $0.overlaps(match.range) } }
    var result: [StyledText.Run] = []
    result.reserveCapacity(text.runs.count + kept.count * 2)
    var next = 0  // the first match not wholly before the current run
    offset = 0
    for run in text.runs {
      let utf8 = Array(run.text.utf8)
      let runEnd = offset + utf8.count
      var position = offset
      var matchIndex = next
      while matchIndex < kept.count, kept[matchIndex].range.lowerBound < runEnd {
        let match = kept[matchIndex]
        let start = max(match.range.lowerBound, position)
        let end = min(match.range.upperBound, runEnd)
        if start > position {
          result.append(
            StyledText.Run(
              String(decoding: utf8[(position - offset)..<(start - offset)], as: UTF8.self),
              style: run.style))
        }
        var style = run.style
        style.link = match.url
        if let linkColor { style.foreground = linkColor }
        result.append(
          StyledText.Run(
            String(decoding: utf8[(start - offset)..<(end - offset)], as: UTF8.self), style: style))
        position = end
        if match.range.upperBound <= runEnd {
          matchIndex += 1
        } else {
          break
        }
      }
      next = matchIndex
      if position < runEnd {
        result.append(
          StyledText.Run(
            String(decoding: utf8[(position - offset)...], as: UTF8.self), style: run.style))
      }
      offset = runEnd
    }
    return StyledText(runs: result)
  }
}
