import TrellisLayout

/// The layouts of trees laid out alike, shared by all of them.
///
/// A layout is a pure function of the tree's shape, its styles, the size
/// range and what its measured leaves answer (see ``MeasureLog``). A
/// ``ColumnRow`` measures the same whatever its cells hold (its columns
/// decide its width, one line its height); a text in a fixed-width column
/// cut to one line measures the same whatever it says. So the rows of a
/// table with the same columns and styles have the same frames: the first
/// row is laid out, the others check their leaves against its measure calls
/// and reuse it. A tree whose text decides its size answers some call
/// differently and is laid out afresh. (Comparing equal leaves is cheap:
/// rows share one ``ColumnLayout``, whose arrays compare equal by identity
/// first; a text leaf that differs is measured once per logged call, which
/// costs less than laying out the row.)
///
/// A tree is matched against the few laid out before it (a list has a
/// handful of row shapes) by comparing nodes, which costs less than hashing
/// every style of every row. One memo belongs to one data source (one
/// environment); builds on any thread share it.
final class LayoutMemo: Sendable {
  /// A tree laid out, its leaves' measure calls, and its layout. A class:
  /// looking through the memo copies one reference per entry, not the
  /// entry's arrays.
  private final class Exemplar: Sendable {
    let range: SizeRange
    let nodes: [RenderedNode]
    let measures: [[MeasureLog.Call]]
    let geometry: LayoutGeometry

    init(
      range: SizeRange, nodes: [RenderedNode], measures: [[MeasureLog.Call]],
      geometry: LayoutGeometry
    ) {
      self.range = range
      self.nodes = nodes
      self.measures = measures
      self.geometry = geometry
    }
  }

  /// How many layouts are kept; past this the oldest goes.
  static let capacity = 8

  private let exemplars = Locked<[Exemplar]>([])

  /// The layout of a tree laid out like `tree` in `range`, whose leaves
  /// measured as `tree`'s do in `environment`, if one is kept.
  func geometry(
    for tree: RenderedTree, in range: SizeRange, environment: LayoutEnvironment
  ) -> LayoutGeometry? {
    // Compared outside the lock: the other threads' builds do not wait.
    let candidates = exemplars.withLock { $0 }
    for candidate in candidates.reversed() where candidate.range == range {
      switch Self.compare(candidate.nodes, tree.nodes) {
      case .different: continue
      case .same: return candidate.geometry
      case .sameIfLeavesMeasureAlike:
        if Self.measureAlike(tree.nodes, candidate, environment) { return candidate.geometry }
      }
    }
    return nil
  }

  /// Keeps `geometry` as the layout of trees laid out like `tree` in
  /// `range` whose leaves answer `measures` (by node) as `tree`'s did.
  func store(
    _ geometry: LayoutGeometry, for tree: RenderedTree, in range: SizeRange,
    measures: [[MeasureLog.Call]]
  ) {
    let exemplar = Exemplar(
      range: range, nodes: tree.nodes, measures: measures, geometry: geometry)
    exemplars.withLock { exemplars in
      // A new array each time, never one edited in place: lookups iterate
      // the array they copied out without the lock.
      exemplars = exemplars.suffix(Self.capacity - 1) + [exemplar]
    }
  }

  /// How a tree compares with an exemplar's.
  private enum Likeness {
    case different
    case same
    /// Alike but for what some leaves measure.
    case sameIfLeavesMeasureAlike
  }

  /// Whether two trees have the same shape, styles and rules, and measured
  /// leaves where the other has them. Fields are compared in place:
  /// copying each node out would retain and release everything it holds.
  private static func compare(_ old: [RenderedNode], _ new: [RenderedNode]) -> Likeness {
    guard old.count == new.count else { return .different }
    return old.withUnsafeBufferPointer { old in
      new.withUnsafeBufferPointer { new in
        var likeness = Likeness.same
        for index in old.indices {
          guard old[index].parent == new[index].parent, old[index].style == new[index].style,
            old[index].layoutRule == new[index].layoutRule,
            old[index].metricStyle == new[index].metricStyle
          else { return .different }
          if old[index].content != new[index].content {
            guard old[index].content != nil, new[index].content != nil else { return .different }
            likeness = .sameIfLeavesMeasureAlike
          }
        }
        return likeness
      }
    }
  }

  /// Whether every leaf of `nodes` answers the measure calls of the
  /// exemplar's leaf at its index as that leaf did.
  private static func measureAlike(
    _ nodes: [RenderedNode], _ exemplar: Exemplar, _ environment: LayoutEnvironment
  ) -> Bool {
    nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices {
        guard let content = nodes[index].content, content != exemplar.nodes[index].content
        else { continue }
        for call in exemplar.measures[index]
        where LayoutPass.size(of: content, environment, answering: call) != call.size {
          return false
        }
      }
      return true
    }
  }
}
