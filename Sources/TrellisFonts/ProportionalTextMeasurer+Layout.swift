import Trellis

extension ProportionalTextMeasurer {
  /// `text` split into grapheme clusters, each with its shaped width in
  /// fixed-point units and whether a line may break before it.
  func clusters(of text: StyledText) -> TextClusters {
    var clusters = TextClusters(text, cellWidth: { _ in 0 }, standardWidths: false)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Self.length(of: text))
    for run in text.runs { bytes.append(contentsOf: run.text.utf8) }
    let (traits, advances) = bytes.withUnsafeBufferPointer { bytes in
      let traits = ClusterTraits.of(clusters, bytes: bytes, chain: fonts)
      return (traits, Shaper(chain: fonts).advances(clusters, bytes: bytes, traits: traits))
    }
    let scale = fontSize * Self.unitsPerPixel
    // Each cluster is read once, outside any closure: a read of a captured
    // `TextClusters` copies the whole value (its text and three arrays),
    // which three reads a cluster made 18 % of a paragraph's wrap.
    var previousKind = TextClusters.Kind.newline
    for index in 0..<clusters.count {
      let kind = clusters[index].kind
      let ems =
        kind == .newline
        ? fonts.families[0].face(for: traits[index].style).spaceAdvance
        : Double(advances[index])
      // Non-negative, and small enough that no sum of a text's widths
      // overflows (a cluster of thousands of marks is one cluster).
      let width = Int32(min(max(0, (ems * scale).rounded()), Double(1 << 30)))
      let breaks =
        index > 0 && kind == .other && previousKind == .other
        && LineBreakClass.breaks(
          between: traits[index - 1].breakClass, and: traits[index].breakClass)
      clusters.setWidth(width, breaksBefore: breaks, at: index)
      previousKind = kind
    }
    return clusters
  }

  /// A wrapped line as the host gets it.
  func line(of line: TextClusters.Line, _ clusters: TextClusters) -> MeasuredLine {
    MeasuredLine(
      text: clusters.styled(line.range), width: Double(line.width) / Self.unitsPerPixel,
      range: byteRange(of: line.range, clusters))
  }

  /// The UTF-8 offsets of the clusters in `range`.
  private func byteRange(of range: Range<Int>, _ clusters: TextClusters) -> Range<Int> {
    let start = clusters.start(of: range.lowerBound)
    return start..<(range.isEmpty ? start : clusters[range.upperBound - 1].end)
  }

  /// The rest of the text from cluster `start`, cut by `mode` to `limit`
  /// fixed-point units with an ellipsis. The cut is made by the clusters'
  /// widths, then the line is shaped as drawn (the ellipsis may kern with
  /// its neighbour); if that is wider, it is cut again by the difference.
  func truncatedLine(
    _ clusters: TextClusters, from start: Int, limit: Double, mode: TextTruncation
  ) -> MeasuredLine {
    let limit = max(1, Int((limit + 1e-9).rounded(.down)))
    let ellipsis = shapedWidth(StyledText("…"))
    let range = byteRange(of: start..<clusters.count, clusters)
    var budget = limit
    var cut = StyledText(runs: [])
    var width = 0
    for _ in 0..<4 {
      cut = clusters.truncated(
        start..<clusters.count, width: budget, mode: mode, ellipsisWidth: ellipsis)
      width = shapedWidth(cut)
      if width <= limit { break }
      budget -= width - limit
    }
    return MeasuredLine(
      text: cut, width: Double(width) / Self.unitsPerPixel, range: range, isTruncated: true)
  }

  /// The width of `text` on one line in fixed-point units.
  private func shapedWidth(_ text: StyledText) -> Int {
    clusters(of: text).wrap(maxWidth: nil, maxLines: nil).map(\.width).max() ?? 0
  }
}
