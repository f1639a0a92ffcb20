extension StyledText {
  /// One link of a text: its target and the runs it spans.
  public struct Link: Hashable, Sendable {
    /// Where the link goes.
    public var url: String
    /// The indices in ``StyledText/runs`` of the link's runs.
    public var runs: Range<Int>
  }

  /// The text's links in reading order. Adjacent runs with one target are
  /// one link (a link styled in parts); runs apart are separate links even
  /// when they go to the same place.
  public var links: [Link] {
    var links: [Link] = []
    for (index, run) in runs.enumerated() {
      guard let url = run.style.link else { continue }
      if let last = links.last, last.runs.upperBound == index, last.url == url {
        links[links.count - 1].runs = last.runs.lowerBound..<(index + 1)
      } else {
        links.append(Link(url: url, runs: index..<(index + 1)))
      }
    }
    return links
  }

  /// The same text with the link at `index` of ``links`` drawn as focused:
  /// in reverse colours, so it shows on any background. Out of range: the
  /// text as it is.
  public func highlightingLink(at index: Int) -> StyledText {
    let links = links
    guard links.indices.contains(index) else { return self }
    let focused = links[index].runs
    return StyledText(
      runs: runs.enumerated().map { index, run in
        guard focused.contains(index) else { return run }
        var style = run.style
        style.background = style.foreground ?? .white
        style.foreground = .black
        style.bold = true
        return Run(run.text, style: style)
      })
  }
}
