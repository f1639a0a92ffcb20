/// The tree a spec is being built into: specs add nodes, attach children and name nodes.
///
/// Attaching never traps: a spec that returns a node which already has a parent (a custom
/// spec returning another spec's node) is left out of its new parent, and the error is
/// recorded in ``issues`` and reported by ``SpecLayout/issues``.
public struct SpecTreeBuilder: Sendable {
  /// The tree under construction.
  public var tree = LayoutTree()
  /// The names given with ``LayoutSpec/named(_:)``, with their nodes.
  public private(set) var names: [String: NodeID] = [:]
  /// Problems met while building; empty for every tree built from the built-in specs.
  public private(set) var issues: [LayoutTreeError] = []

  /// Creates an empty builder.
  public init() {}

  /// Adds a detached node.
  public mutating func addNode(style: Style = Style(), measure: MeasureFunction? = nil)
    -> NodeID
  {
    guard let measure else { return tree.addNode(style: style) }
    return tree.addNode(style: style, measure: measure)
  }

  /// Builds `spec` and appends its root to `parent`'s children.
  @discardableResult
  public mutating func addChild(_ spec: some LayoutSpec, to parent: NodeID) -> NodeID {
    let child = spec.makeNode(in: &self)
    attach(child, to: parent)
    return child
  }

  /// Appends `child` to `parent`, recording an issue instead of trapping when the tree
  /// refuses (for example, when `child` already has a parent).
  public mutating func attach(_ child: NodeID, to parent: NodeID) {
    do {
      try tree.appendChild(child, to: parent)
    } catch {
      issues.append(error)
    }
  }

  /// Names `node`; a later name for the same string wins.
  public mutating func name(_ node: NodeID, _ name: String) {
    names[name] = node
  }
}
