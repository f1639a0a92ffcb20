/// One component of the tree a screen was written as, mounted: a
/// component with a view, or one without (a plain `Stack`, a `Spacer`)
/// that the mounter flattened away.
///
/// Whether a `Stack` gets a view depends on its modifiers (a tag, a
/// background colour, a tap), so the view tree changes shape with them;
/// this outline does not. Walk it with ``HostViewTree/outlineParent(of:)``
/// and ``HostViewTree/outlineChildren(of:)`` to find components the way
/// they were written (binding paths do).
public struct OutlineNode: Hashable, Sendable, CustomStringConvertible {
  /// The component's view, or `nil` for a component without one.
  public let view: ViewID?
  /// For a component without a view: a view mounted from the same tree of
  /// components (it leads to that tree) and the component's node in it.
  let anchor: ViewID
  let index: Int

  /// The component of a view.
  public init(view: ViewID) {
    self.view = view
    anchor = view
    index = -1
  }

  init(anchor: ViewID, index: Int) {
    view = nil
    self.anchor = anchor
    self.index = index
  }

  /// `#n` for a view, `(no view, near #n)` for a component without one.
  public var description: String {
    view.map(\.description) ?? "(no view, near \(anchor))"
  }
}

/// A neighbour of a node in a mounted tree of components, as its mounter
/// knows it.
enum OutlineLink {
  /// A component with a view.
  case view(ViewID)
  /// A component without a view: its node in the same tree.
  case node(Int)
}

extension EventTarget {
  /// Targets that mount no components (a list's own view) know no outline:
  /// the view tree's parent stands in.
  func outlineParent(ofNode node: Int) -> OutlineLink? { nil }
  /// Targets that mount no components know no outline: the view tree's
  /// children stand in.
  func outlineChildren(ofNode node: Int) -> [OutlineLink]? { nil }
}
