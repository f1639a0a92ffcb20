/// A tree of nodes to lay out with flexbox, and the results of the last layout.
///
/// `LayoutTree` is a value type with contiguous storage: nodes are records in arrays, found
/// by ``NodeID``, and children are lists of identifiers. Copying a tree is cheap (copy on
/// write); independent trees can be laid out in parallel on any thread.
///
/// ```swift
/// var tree = LayoutTree()
/// var rowStyle = Style()
/// rowStyle.flexDirection = .row
/// rowStyle.width = 300
/// let row = tree.addNode(style: rowStyle)
/// var itemStyle = Style()
/// itemStyle.flexGrow = 1
/// let item = tree.addNode(style: itemStyle)
/// try tree.appendChild(item, to: row)
/// tree.calculateLayout(for: row)
/// tree.frame(of: item)  // (0, 0, 300 × 0)
/// ```
///
/// Changing a style, a measure function or the children marks the node and its ancestors
/// dirty; the next ``calculateLayout(for:availableWidth:availableHeight:direction:pointScaleFactor:)``
/// recomputes only what they affect and reuses cached measurements elsewhere. A layout with
/// nothing changed returns at once.
///
/// Identifiers from another tree are a programmer error: structural changes throw
/// ``LayoutTreeError/unknownNode(_:)``; the other accessors stop with a precondition failure,
/// as an array does for an index out of range.
public struct LayoutTree: Sendable {
  var records: [NodeRecord] = []
  /// Styles apart from the records, with the numbers derived from them: plain data the
  /// engine reads in place.
  var styles: [NodeStyle] = []
  var layouts: [NodeLayout] = []
  var measureCache: [CacheEntry] = []
  var frames: [LayoutFrame] = []
  /// The nodes laid out by a ``CustomLayoutFunction``, by slot: apart from the records and
  /// layouts, so that flexbox-only trees keep their per-node records small.
  var customNodes: [Int: CustomNode] = [:]
  var generation: UInt32 = 0
  var lastRequest: RootRequest?
  /// The root and scale the current frames were rounded for.
  var roundedFor: RoundingKey?
  /// The root of the last layout pass.
  var layoutRoot = -1
  /// Slots of removed nodes, reused by ``addNode(style:)``.
  var freeSlots: [Int] = []
  /// Whether a pass keeps a node's results (its measurement slots and cached layout) to reuse
  /// when it is asked again under equivalent constraints. Always on, except where the tests
  /// compare the cached path with a computation of every flexbox node from scratch (a
  /// custom layout node, which may lay out at the offer of an earlier measurement, then finds
  /// none).
  var reusesCachedResults = true

  /// Creates an empty tree.
  public init() {}

  /// The number of nodes in the tree (added and not removed).
  public var count: Int { records.count - freeSlots.count }

  /// The number of storage slots: nodes plus slots freed by removed nodes and not yet
  /// reused. It only grows when a node is added while no slot is free.
  public var capacity: Int { records.count }

  /// The identifiers of all nodes, by storage slot (the order nodes were added in, while
  /// none was removed).
  public var nodes: [NodeID] {
    records.indices.compactMap { index in
      records[index].isLive ? NodeID(index, version: records[index].version) : nil
    }
  }

  /// Whether `node` names a node of this tree (one that was added and not removed).
  public func contains(_ node: NodeID) -> Bool {
    node.index < records.count && records[node.index].isLive
      && records[node.index].version == node.version
  }

  /// Makes room for `nodeCount` nodes in all, so that adding that many allocates no more
  /// storage (a tree built in one go knows its size up front). Adds no node: ``count`` and
  /// ``capacity`` stay as they are.
  public mutating func reserveCapacity(_ nodeCount: Int) {
    records.reserveCapacity(nodeCount)
    styles.reserveCapacity(nodeCount)
    layouts.reserveCapacity(nodeCount)
    measureCache.reserveCapacity(nodeCount * CacheEntry.slotsPerNode)
    frames.reserveCapacity(nodeCount)
  }

  /// Makes room for `count` children of `node` in all, so that appending that many
  /// allocates their list once (a tree built in one go knows each node's child count).
  public mutating func reserveChildCapacity(_ count: Int, of node: NodeID) {
    records[checked(node)].children.reserveCapacity(count)
  }

  /// Adds a detached node with the given style and returns its identifier. The storage of a
  /// removed node is reused when there is some.
  @discardableResult
  public mutating func addNode(style: Style = Style()) -> NodeID {
    if let slot = freeSlots.popLast() {
      let version = records[slot].version &+ 1
      records[slot] = NodeRecord(version: version)
      styles[slot] = NodeStyle(style)
      layouts[slot] = NodeLayout()
      let base = slot * CacheEntry.slotsPerNode
      for entry in base..<(base + CacheEntry.slotsPerNode) { measureCache[entry] = .empty }
      frames[slot] = .zero
      return NodeID(slot, version: version)
    }
    precondition(records.count < Int(UInt32.max), "A LayoutTree holds at most 2³² − 1 nodes")
    let id = NodeID(records.count)
    records.append(NodeRecord())
    styles.append(NodeStyle(style))
    layouts.append(NodeLayout())
    measureCache.append(
      contentsOf: repeatElement(CacheEntry.empty, count: CacheEntry.slotsPerNode))
    frames.append(.zero)
    return id
  }

  /// Adds a detached leaf measured by `measure` (for example a text) and returns its
  /// identifier.
  @discardableResult
  public mutating func addNode(style: Style = Style(), measure: @escaping MeasureFunction)
    -> NodeID
  {
    let id = addNode(style: style)
    records[id.index].measure = measure
    return id
  }

  // MARK: Reading

  /// The node's style.
  public func style(of node: NodeID) -> Style {
    styles[checked(node)].style
  }

  /// The node's children, in order.
  public func children(of node: NodeID) -> [NodeID] {
    records[checked(node)].children
  }

  /// The node's parent, or `nil` for a root or a detached node.
  public func parent(of node: NodeID) -> NodeID? {
    records[checked(node)].parent
  }

  /// Whether the node has a measure function.
  public func hasMeasureFunction(_ node: NodeID) -> Bool {
    records[checked(node)].measure != nil
  }

  /// Whether the node (or something below it) changed since it was last laid out.
  public func isDirty(_ node: NodeID) -> Bool {
    layouts[checked(node)].isDirty
  }

  @inline(__always)
  func checked(_ node: NodeID) -> Int {
    precondition(contains(node), "NodeID \(node) does not belong to this LayoutTree")
    return node.index
  }
}
