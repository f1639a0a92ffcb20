import TrellisLayout

/// The layouts of trees whose geometry does not depend on what their leaves
/// say, shared by all the trees laid out alike.
///
/// A layout is a pure function of the tree's shape, its styles, the size
/// range and what its measured leaves measure. A ``ColumnRow`` measures the
/// same whatever its cells hold (its columns decide its width, one line its
/// height), so every row of a data table with the same columns and styles
/// has the same frames: the first row is laid out, the others reuse it.
/// (Comparing the columns is cheap: rows share one ``ColumnLayout``, whose
/// arrays compare equal by identity first.)
/// Trees with text leaves, whose size follows their text, are not memoised.
///
/// A tree is matched against the few laid out before it (a list has a
/// handful of row shapes) by comparing nodes, which costs less than hashing
/// every style of every row. One memo belongs to one data source (one
/// environment); builds on any thread share it.
final class LayoutMemo: Sendable {
  /// A tree laid out, and its layout. A class: looking through the memo
  /// copies one reference per entry, not the entry's arrays.
  private final class Exemplar: Sendable {
    let range: SizeRange
    let nodes: [RenderedNode]
    let geometry: LayoutGeometry

    init(range: SizeRange, nodes: [RenderedNode], geometry: LayoutGeometry) {
      self.range = range
      self.nodes = nodes
      self.geometry = geometry
    }
  }

  /// How many layouts are kept; past this the oldest goes.
  static let capacity = 8

  private let exemplars = Locked<[Exemplar]>([])

  /// Whether `tree`'s layout depends only on its shape and styles (no
  /// leaf measures text).
  static func isMemoisable(_ tree: RenderedTree) -> Bool {
    for node in tree.nodes {
      switch node.content {
      case .text, .segments: return false
      case .columns, nil: break
      }
    }
    return true
  }

  /// The layout of a tree laid out like `tree` in `range`, if one is kept.
  /// `tree` must be memoisable.
  func geometry(for tree: RenderedTree, in range: SizeRange) -> LayoutGeometry? {
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
  func store(_ geometry: LayoutGeometry, for tree: RenderedTree, in range: SizeRange) {
    let exemplar = Exemplar(range: range, nodes: tree.nodes, geometry: geometry)
    exemplars.withLock { exemplars in
      // A new array each time, never one edited in place: lookups iterate
      // the array they copied out without the lock.
      exemplars = exemplars.suffix(Self.capacity - 1) + [exemplar]
    }
  }

  /// Whether two memoisable trees have the same layout: same shape, same
  /// styles, leaves measuring alike. Fields are compared in place: copying
  /// each node out would retain and release everything it holds.
  private static func laidOutAlike(_ old: [RenderedNode], _ new: [RenderedNode]) -> Bool {
    guard old.count == new.count else { return false }
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        for index in old.indices {
          guard old[index].parent == new[index].parent, old[index].content == new[index].content,
            old[index].style == new[index].style, old[index].layoutRule == new[index].layoutRule,
            old[index].metricStyle == new[index].metricStyle
          else { return false }
        }
        return true
      }
    }
  }
}
