/// A ComponentKit-style layout spec: a small value that describes one layout idea (a stack,
/// an inset, a centred child…) and expresses it as flexbox nodes of a ``LayoutTree``.
///
/// Specs compose: most wrap one child spec, ``StackSpec`` and ``AbsoluteSpec`` take several.
/// Lay a spec out with ``layout(width:height:direction:pointScaleFactor:)`` and read frames
/// by the names given with ``named(_:)``:
///
/// ```swift
/// let card = InsetSpec(.all(8)) {
///   StackSpec(.horizontal, spacing: 8) {
///     LeafSpec(width: 40, height: 40).named("avatar")
///     LeafSpec(measure: textMeasure).named("title").flex(grow: 1)
///   }
/// }
/// let result = card.layout(width: 320)
/// result.frame(named: "title")  // (56, 8, 256 × 20)
/// ```
///
/// ```
///  InsetSpec ─▶ one node, the inset as the child's margins
///     └ StackSpec ─▶ one row node, spacing as the gap
///          ├ LeafSpec  (40 × 40)
///          └ LeafSpec  (measured, grows)
/// ```
///
/// Write a spec of your own by composing existing ones, or implement ``makeNode(in:)`` to add
/// nodes directly.
public protocol LayoutSpec: Sendable {
  /// Adds the nodes this spec needs to `builder` and returns the node that stands for it in
  /// its parent (the spec's root).
  func makeNode(in builder: inout SpecTreeBuilder) -> NodeID
}

extension LayoutSpec {
  /// Lays the spec out and returns the frames of all its nodes.
  ///
  /// - Parameters:
  ///   - width: The width available, or `nil` to size to the content.
  ///   - height: The height available, or `nil` to size to the content.
  ///   - direction: The inline direction (start and end edges, row order).
  ///   - pointScaleFactor: Rounding grid: `1` rounds to whole points (terminal cells),
  ///     `0` leaves frames unrounded.
  public func layout(
    width: Double? = nil, height: Double? = nil, direction: Direction = .ltr,
    pointScaleFactor: Double = 1
  ) -> SpecLayout {
    var builder = SpecTreeBuilder()
    let root = makeNode(in: &builder)
    builder.tree.calculateLayout(
      for: root, availableWidth: width, availableHeight: height, direction: direction,
      pointScaleFactor: pointScaleFactor)
    return SpecLayout(
      tree: builder.tree, root: root, names: builder.names, issues: builder.issues)
  }

  /// Gives the spec's root node a name, so its frame can be read from the ``SpecLayout``.
  public func named(_ name: String) -> NamedSpec<Self> {
    NamedSpec(name: name, content: self)
  }
}
