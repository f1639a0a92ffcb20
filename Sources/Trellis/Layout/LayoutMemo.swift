import Synchronization
import TrellisLayout

/// The layouts of trees whose geometry does not depend on what their leaves
/// say, shared by all the trees laid out alike.
///
/// A layout is a pure function of the tree's shape, its styles, the size
/// range and what its measured leaves measure. A ``ColumnRow`` measures the
/// same whatever its cells hold (its columns decide its width, one line its
/// height), so every row of a data table with the same columns and styles
/// has the same frames: the first row is laid out, the others reuse it.
/// Trees with text leaves, whose size follows their text, are not memoised.
///
/// A tree is matched against the few laid out before it (a list has a
/// handful of row shapes) by comparing nodes, which costs less than hashing
/// every style of every row. One memo belongs to one data source (one
/// environment); builds on any thread share it.
final class LayoutMemo: Sendable {
  /// A layout that trees laid out alike share.
  struct Geometry: Sendable {
    let frames: [Rect]
    let size: Size
    let layout: LayoutTree
    let layoutNodes: [NodeID]
    let root: NodeID
  }

  /// A tree laid out, and its layout.
  private struct Exemplar: Sendable {
    let range: SizeRange
    let nodes: [RenderedNode]
    let geometry: Geometry
  }

  /// How many layouts are kept; past this the oldest goes.
  static let capacity = 8

  private let exemplars = Mutex<[Exemplar]>([])

  /// Whether `tree`'s layout depends only on its shape and styles (no
  /// leaf measures text).
  static func isMemoisable(_ tree: RenderedTree) -> Bool {
    for node in tree.nodes {
      if case .text = node.content { return false }
    }
    return true
  }

  /// The layout of a tree laid out like `tree` in `range`, if one is kept.
  /// `tree` must be memoisable.
  func geometry(for tree: RenderedTree, in range: SizeRange) -> Geometry? {
    // Compared outside the lock: the other threads' builds do not wait.
    let candidates = exemplars.withLock { $0 }
    for candidate in candidates.reversed()
    where candidate.range == range && Self.laidOutAlike(candidate.nodes, tree.nodes) {
      return candidate.geometry
    }
    return nil
  }

  /// Keeps `geometry` as the layout of trees laid out like `tree` in
  /// `range`.
  func store(_ geometry: Geometry, for tree: RenderedTree, in range: SizeRange) {
    let exemplar = Exemplar(range: range, nodes: tree.nodes, geometry: geometry)
    exemplars.withLock { exemplars in
      if exemplars.count >= Self.capacity { exemplars.removeFirst() }
      exemplars.append(exemplar)
    }
  }

  /// Whether two memoisable trees have the same layout: same shape, same
  /// styles, leaves measuring alike.
  private static func laidOutAlike(_ old: [RenderedNode], _ new: [RenderedNode]) -> Bool {
    guard old.count == new.count else { return false }
    for index in old.indices {
      let a = old[index]
      let b = new[index]
      guard a.parent == b.parent, a.end == b.end, measureAlike(a.content, b.content),
        a.style == b.style
      else { return false }
    }
    return true
  }

  private static func measureAlike(_ a: MeasuredContent?, _ b: MeasuredContent?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case (.columns(let layoutA, let cellsA), .columns(let layoutB, let cellsB)):
      layoutA == layoutB && sameLineStyles(cellsA, cellsB)
    default: false
    }
  }

  /// Whether two rows' cells have the same line styles (what their height
  /// is measured on), without making the lists.
  private static func sameLineStyles(_ a: [StyledText], _ b: [StyledText]) -> Bool {
    func lineStyle(_ cell: StyledText) -> TextStyle { cell.runs.first?.style ?? .plain }
    // Rows of one table usually style every cell alike: one comparison.
    if let first = a.first.map(lineStyle),
      a.allSatisfy({ lineStyle($0) == first }), b.allSatisfy({ lineStyle($0) == first }),
      !b.isEmpty
    {
      return true
    }
    if a.isEmpty || b.isEmpty { return a.isEmpty == b.isEmpty }
    return a.allSatisfy { cell in b.contains { lineStyle($0) == lineStyle(cell) } }
      && b.allSatisfy { cell in a.contains { lineStyle($0) == lineStyle(cell) } }
  }
}
