public import Trellis

/// A `Host` that keeps its views in memory: build a screen, drive it with
/// simulated input and assert on what the user would get.
///
/// ```swift
/// let host = HeadlessHost(size: Size(width: 40, height: 10))
/// let root = ComponentRoot(host: host, container: host.rootView,
///                          sizeRange: host.sizeRange)
/// await root.render(Counter())
/// host.tap(tag: "increment")
/// await root.settle()
/// #expect(host.find(tag: "count")?.text == "1")
/// ```
///
/// Input goes through the same `HostViewTree` as on every host, so a key
/// or a click does here exactly what it does in the terminal: `press`
/// routes a key to the focused control, its key commands and the tree's
/// navigation; `tap` clicks a view; `type` types into a text input. On top
/// of that the headless host records every operation the mounter asked
/// for, and prints the tree for snapshot tests.
@MainActor
public final class HeadlessHost: ViewTreeHost {
  /// One operation the host was asked to do, for tests of mounting.
  public enum Operation: Hashable, Sendable, CustomStringConvertible {
    /// `Host/createView(_:description:)`.
    case create(ViewID, ViewKind)
    /// `Host/updateView(_:changes:)` with the names set and removed.
    case update(ViewID, set: [String], removed: [String])
    /// `Host/setFrame(_:of:)`.
    case setFrame(ViewID, Rect)
    /// `Host/insertChild(_:into:at:)`.
    case insert(ViewID, into: ViewID, at: Int)
    /// `Host/removeFromParent(_:)`.
    case remove(ViewID)
    /// `Host/destroyView(_:)`.
    case destroy(ViewID)

    /// The operation, one line.
    public var description: String {
      switch self {
      case .create(let id, let kind): "create \(id) \(kind)"
      case .update(let id, let set, let removed): "update \(id) set \(set) removed \(removed)"
      case .setFrame(let id, let frame): "frame \(id) \(frame)"
      case .insert(let id, let parent, let index): "insert \(id) into \(parent) at \(index)"
      case .remove(let id): "remove \(id)"
      case .destroy(let id): "destroy \(id)"
      }
    }
  }

  /// The views shown, focus and interaction state.
  public let tree: HostViewTree
  /// Every operation since the host was created or ``clearOperations()``.
  public private(set) var operations: [Operation] = []

  /// Creates a host with a root view of `size`, in `environment`: a
  /// character grid unless a test gives another (a pixel host's units and
  /// proportional text, say).
  public init(
    size: Size = Size(width: 80, height: 24),
    environment: LayoutEnvironment = .characterGrid()
  ) {
    tree = HostViewTree(size: size, environment: environment)
  }

  /// Forgets the operations recorded so far.
  public func clearOperations() { operations.removeAll() }

  /// Changes the screen size; give the `ComponentRoot` the new
  /// `sizeRange` to lay out again.
  public func resize(to size: Size) { tree.resize(to: size) }

  // MARK: Host, recorded

  /// Creates a view.
  public func createView(_ id: ViewID, description: ViewDescription) {
    precondition(tree.node(id) == nil, "view \(id) created twice")
    tree.createView(id, description: description)
    operations.append(.create(id, description.kind))
  }

  /// Applies changes; removed attributes are unset.
  public func updateView(_ id: ViewID, changes: AttributeChanges) {
    guard tree.node(id) != nil else { return }
    tree.updateView(id, changes: changes)
    operations.append(.update(id, set: changes.set.names, removed: changes.removed))
  }

  /// Applies the difference from `old` to `new`, recorded as an update.
  public func updateView(_ id: ViewID, from old: Attributes, to new: Attributes) {
    let changes = AttributeChanges(from: old, to: new)
    guard !changes.isEmpty else { return }
    updateView(id, changes: changes)
  }

  /// Places a view.
  public func setFrame(_ frame: Rect, of id: ViewID) {
    tree.setFrame(frame, of: id)
    operations.append(.setFrame(id, frame))
  }

  /// Inserts or moves a child.
  public func insertChild(_ child: ViewID, into parent: ViewID, at index: Int) {
    guard tree.node(child) != nil, tree.node(parent) != nil else { return }
    tree.insertChild(child, into: parent, at: index)
    operations.append(.insert(child, into: parent, at: index))
  }

  /// Takes a view out of its parent.
  public func removeFromParent(_ id: ViewID) {
    guard tree.node(id) != nil else { return }
    tree.removeFromParent(id)
    operations.append(.remove(id))
  }

  /// Destroys a detached view.
  public func destroyView(_ id: ViewID) {
    tree.destroyView(id)
    operations.append(.destroy(id))
  }

  // MARK: Snapshot

  /// The mounted tree as text, one view per line, indented by depth: kind,
  /// frame in the parent, attributes. Stable, for snapshot tests.
  ///
  /// ```
  /// container (0, 0) 40x10
  ///   text (0, 0) 5x1 maxLines=1 text="Hello"
  /// ```
  public func treeDump(includeEvents: Bool = false) -> String {
    var lines: [String] = []
    func visit(_ id: ViewID, depth: Int) {
      guard let node = tree.node(id) else { return }
      var attributes = node.attributes
      if !includeEvents { attributes[.events] = nil }
      var line = String(repeating: "  ", count: depth) + "\(node.kind) \(node.frame)"
      if !attributes.isEmpty { line += " \(attributes)" }
      lines.append(line)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(rootView, depth: 0)
    return lines.joined(separator: "\n") + "\n"
  }
}
