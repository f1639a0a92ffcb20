/// Children at given points, ComponentKit's `CKStaticLayoutComponent`: each child at its
/// position with its own (or a given) size; the spec's size is the union of the children's
/// frames, measured from its origin.
///
/// ```
///  (0,0)
///   ┌──────────────────────┐
///   │  ┌─a─┐               │
///   │  └───┘     ┌──b───┐  │
///   │            └──────┘  │ ← size = union of a and b
///   └──────────────────────┘
/// ```
///
/// Positions are physical (left, top) whatever the direction. A child's size that is not a
/// positive finite number is ignored (the child sizes to its content).
public struct AbsoluteSpec: LayoutSpec {
  /// A child and where it goes.
  public struct Child: Sendable {
    /// The distance from the spec's left edge.
    public var x: Double
    /// The distance from the spec's top edge.
    public var y: Double
    /// The child's size, or `nil` for its intrinsic size.
    public var size: LayoutSize?
    /// The child's spec.
    public var spec: any LayoutSpec

    /// Places `spec` at (`x`, `y`), optionally with a fixed size.
    public init(x: Double, y: Double, size: LayoutSize? = nil, _ spec: any LayoutSpec) {
      self.x = x
      self.y = y
      self.size = size
      self.spec = spec
    }
  }

  /// The placed children.
  public var children: [Child]

  /// Creates a spec with children at points.
  public init(_ children: [Child]) {
    self.children = children
  }

  /// Adds one node sized to the union of its absolutely placed children.
  ///
  /// Each child is laid out on its own first to learn its intrinsic size, since absolutely
  /// positioned children never size their parent in flexbox.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    var union = LayoutSize.zero
    var placed: [NodeID] = []
    placed.reserveCapacity(children.count)
    for child in children {
      let node = child.spec.makeNode(in: &builder)
      let x = child.x.isFinite ? child.x : 0
      let y = child.y.isFinite ? child.y : 0
      var size = LayoutSize.zero
      if let fixed = child.size, fixed.width.isFinite, fixed.height.isFinite,
        fixed.width >= 0, fixed.height >= 0
      {
        size = fixed
        builder.tree.updateStyle(of: node) { style in
          style.width = .points(fixed.width)
          style.height = .points(fixed.height)
        }
      } else {
        builder.tree.calculateLayout(for: node, pointScaleFactor: 0)
        size = builder.tree.frame(of: node).size
        builder.tree.updateStyle(of: node) { style in
          style.width = .points(size.width)
          style.height = .points(size.height)
        }
      }
      builder.tree.updateStyle(of: node) { style in
        style.positionType = .absolute
        style.position = Edges(left: .points(x), top: .points(y))
      }
      union.width = max(union.width, x + size.width)
      union.height = max(union.height, y + size.height)
      placed.append(node)
    }
    var style = Style()
    style.width = .points(union.width)
    style.height = .points(union.height)
    let node = builder.addNode(style: style)
    for child in placed { builder.attach(child, to: node) }
    return node
  }
}
