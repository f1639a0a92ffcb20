import TrellisLayout

/// A vertical strip of titles (`A`…`Z`), as wide as its widest title in
/// the host's text and as tall as its stack makes it: a table's section
/// index. What its keys and clicks do is ``IndexBarBehavior``'s; each pick
/// sends ``HostEvent/segmentSelected(_:)`` with the title's index.
///
/// ```swift
/// IndexBar(["A", "B", "C"])
///   .on(.segmentSelected) { event, _ in print(event) }
/// ```
public struct IndexBar: Component, PrimitiveComponent {
  /// The titles, top to bottom.
  public var titles: [String]

  /// Creates an index bar of `titles`.
  public init(_ titles: [String]) {
    self.titles = titles
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .indexBar)
    view[.segments] = titles
    builder.leaf(view: view, metricStyle: .indexBar(titles: titles))
  }
}
