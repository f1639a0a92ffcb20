public import Trellis

/// A `Host` that keeps its views in memory: build a screen, drive it with
/// simulated input and assert on what the user would get.
///
/// ```swift
/// let host = HeadlessHost(size: Size(width: 40, height: 10))
/// let root = ComponentRoot(host: host, container: host.rootView,
///                          sizeRange: host.sizeRange, environment: .terminal)
/// await root.render(Counter())
/// host.tap(tag: "increment")
/// await root.settle()
/// #expect(host.find(tag: "count")?.text == "1")
/// ```
@MainActor
public final class HeadlessHost: Host {
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

  private final class Node {
    let kind: ViewKind
    var attributes: Attributes
    var frame: Rect = .zero
    var children: [ViewID] = []
    var parent: ViewID?
    var contentOffset: Point = .zero

    init(kind: ViewKind, attributes: Attributes) {
      self.kind = kind
      self.attributes = attributes
    }
  }

  /// Allocates ids and routes events.
  public let registry = ViewRegistry()
  /// The root view, the size of the screen; mount roots into it.
  public let rootView: ViewID
  /// The screen size.
  public private(set) var size: Size
  /// Every operation since the host was created or ``clearOperations()``.
  public private(set) var operations: [Operation] = []
  /// The view with keyboard focus.
  public private(set) var focusedView: ViewID?
  private var nodes: [ViewID: Node] = [:]

  /// Creates a host with a root view of `size`.
  public init(size: Size = Size(width: 80, height: 24)) {
    self.size = size
    rootView = registry.makeID()
    let root = Node(kind: .container, attributes: Attributes())
    root.frame = Rect(origin: .zero, size: size)
    nodes[rootView] = root
  }

  /// Exactly the screen's size: the range for a root that fills it.
  public var sizeRange: SizeRange { SizeRange(exactly: size) }

  /// Forgets the operations recorded so far.
  public func clearOperations() { operations.removeAll() }

  /// Number of views alive (mounted or pooled), the root included.
  public var viewCount: Int { nodes.count }

  // MARK: Host

  /// Creates a view.
  public func createView(_ id: ViewID, description: ViewDescription) {
    precondition(nodes[id] == nil, "view \(id) created twice")
    let node = Node(kind: description.kind, attributes: description.attributes)
    node.contentOffset = description[.contentOffset] ?? .zero
    nodes[id] = node
    operations.append(.create(id, description.kind))
  }

  /// Applies changes; removed attributes are unset.
  public func updateView(_ id: ViewID, changes: AttributeChanges) {
    guard let node = nodes[id] else { return }
    for entry in changes.set.entries {
      node.attributes.setValue(entry.value, named: entry.name)
    }
    for name in changes.removed {
      node.attributes.setValue(nil, named: name)
    }
    // A programmatic scroll: the offset is the host's to apply.
    if let offset = changes.set[.contentOffset] { node.contentOffset = offset }
    if changes.removed.contains(AttributeKey<Point>.contentOffset.name) {
      node.contentOffset = .zero
    }
    operations.append(.update(id, set: changes.set.names, removed: changes.removed))
  }

  /// Places a view.
  public func setFrame(_ frame: Rect, of id: ViewID) {
    nodes[id]?.frame = frame
    operations.append(.setFrame(id, frame))
  }

  /// Inserts or moves a child.
  public func insertChild(_ child: ViewID, into parent: ViewID, at index: Int) {
    guard let node = nodes[child], let parentNode = nodes[parent] else { return }
    if let old = node.parent, let oldParent = nodes[old] {
      oldParent.children.removeAll { $0 == child }
    }
    parentNode.children.insert(child, at: min(max(0, index), parentNode.children.count))
    node.parent = parent
    operations.append(.insert(child, into: parent, at: index))
  }

  /// A view reused for another component loses focus and its scroll
  /// offset.
  public func viewWillShowOtherContent(_ id: ViewID) {
    if focusedView == id { focusedView = nil }
    nodes[id]?.contentOffset = .zero
  }

  /// Takes a view out of its parent.
  public func removeFromParent(_ id: ViewID) {
    guard let node = nodes[id] else { return }
    if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == id } }
    node.parent = nil
    if focusedView == id { focusedView = nil }
    operations.append(.remove(id))
  }

  /// Destroys a detached view.
  public func destroyView(_ id: ViewID) {
    nodes[id] = nil
    operations.append(.destroy(id))
  }

  // MARK: Inspection

  /// The view with this id, as it is now.
  public func view(_ id: ViewID) -> HeadlessView? {
    guard let node = nodes[id] else { return nil }
    return HeadlessView(
      id: id, kind: node.kind, attributes: node.attributes, frame: node.frame,
      absoluteFrame: absoluteFrame(of: id) ?? node.frame, children: node.children,
      parent: node.parent)
  }

  /// Every view on screen (reachable from the root), in preorder.
  public var mountedViews: [HeadlessView] {
    var result: [HeadlessView] = []
    func visit(_ id: ViewID) {
      guard let view = view(id) else { return }
      result.append(view)
      for child in view.children { visit(child) }
    }
    visit(rootView)
    return result
  }

  /// The first view on screen with this tag.
  public func find(tag: String) -> HeadlessView? {
    mountedViews.first { $0.attributes[.tag] == tag }
  }

  /// The first view on screen with this identifier.
  public func find(identifier: String) -> HeadlessView? {
    mountedViews.first { $0.attributes[.identifier] == identifier }
  }

  /// Every view on screen of this kind, in preorder.
  public func findAll(kind: ViewKind) -> [HeadlessView] {
    mountedViews.filter { $0.kind == kind }
  }

  /// The first view on screen showing this text (see ``HeadlessView/text``).
  public func find(text: String) -> HeadlessView? {
    mountedViews.first { $0.text == text }
  }

  /// The frame of a view in root coordinates, with the content offsets of
  /// scrolling ancestors applied; `nil` if it is not on screen.
  public func absoluteFrame(of id: ViewID) -> Rect? {
    guard let node = nodes[id] else { return nil }
    var frame = node.frame
    var current = node.parent
    while let parentID = current, let parent = nodes[parentID] {
      frame = frame.offsetBy(
        dx: parent.frame.minX - parent.contentOffset.x,
        dy: parent.frame.minY - parent.contentOffset.y)
      current = parent.parent
    }
    return current == nil && isOnScreen(id) ? frame : nil
  }

  private func isOnScreen(_ id: ViewID) -> Bool {
    var current: ViewID? = id
    while let viewID = current {
      if viewID == rootView { return true }
      current = nodes[viewID]?.parent
    }
    return false
  }

  /// The front-most view on screen containing `point` (root coordinates),
  /// clipped by its ancestors' frames.
  public func hitTest(_ point: Point) -> ViewID? {
    func visit(_ id: ViewID, origin: Point, clip: Rect) -> ViewID? {
      guard let node = nodes[id] else { return nil }
      let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
      guard frame.contains(point), clip.contains(point) else { return nil }
      let childOrigin = Point(
        x: frame.minX - node.contentOffset.x, y: frame.minY - node.contentOffset.y)
      for child in node.children.reversed() {
        if let hit = visit(child, origin: childOrigin, clip: frame) { return hit }
      }
      return id
    }
    return visit(rootView, origin: .zero, clip: Rect(origin: .zero, size: size))
  }

  // MARK: Input

  /// Delivers any event to a view; returns whether a component handled it.
  @discardableResult
  public func send(_ event: HostEvent, to id: ViewID) -> Bool {
    registry.send(event, to: id)
  }

  /// Taps a view (at its centre). Returns whether a component handled it.
  @discardableResult
  public func tap(_ id: ViewID) -> Bool {
    guard let node = nodes[id] else { return false }
    focusIfEditable(id)
    return send(.tap(at: Point(x: node.frame.width / 2, y: node.frame.height / 2)), to: id)
  }

  /// Taps the front-most view at a point of the screen.
  @discardableResult
  public func tap(at point: Point) -> Bool {
    guard let id = hitTest(point), let frame = absoluteFrame(of: id) else { return false }
    focusIfEditable(id)
    return send(.tap(at: Point(x: point.x - frame.minX, y: point.y - frame.minY)), to: id)
  }

  /// Taps the view with this tag. Returns whether a component handled it.
  @discardableResult
  public func tap(tag: String) -> Bool {
    guard let view = find(tag: tag) else { return false }
    return tap(view.id)
  }

  /// Gives a view keyboard focus, sending editing-ended to the previous one
  /// and editing-began to it.
  public func focus(_ id: ViewID?) {
    guard id != focusedView else { return }
    if let previous = focusedView { send(.editingEnded, to: previous) }
    focusedView = id
    if let id { send(.editingBegan, to: id) }
  }

  /// Types text into a text field or area (focusing it): the host appends
  /// to the text it shows and reports the new text.
  public func type(_ text: String, into id: ViewID) {
    focus(id)
    let current = nodes[id]?.attributes[.value] ?? ""
    send(.textChanged(current + text), to: id)
  }

  /// Types text into the view with this tag.
  public func type(_ text: String, intoTag tag: String) {
    guard let view = find(tag: tag) else { return }
    type(text, into: view.id)
  }

  /// Presses a key in the focused view: return submits a text field,
  /// backspace deletes its last character; every key is also delivered as
  /// `HostEvent/key(_:)`. Returns whether a component handled the key.
  @discardableResult
  public func press(_ key: KeyPress) -> Bool {
    guard let id = focusedView, let node = nodes[id] else { return false }
    var handled = send(.key(key), to: id)
    if node.kind == .textField || node.kind == .textArea {
      switch key.key {
      case .enter where node.kind == .textField:
        handled = send(.submit, to: id) || handled
      case .backspace:
        let current = node.attributes[.value] ?? ""
        if !current.isEmpty {
          handled = send(.textChanged(String(current.dropLast())), to: id) || handled
        }
      default: break
      }
    }
    return handled
  }

  /// Scrolls a scroll view or list to a content offset and reports it.
  public func scroll(_ id: ViewID, to offset: Point) {
    nodes[id]?.contentOffset = offset
    send(.scrolled(to: offset), to: id)
  }

  /// The content offset of a scrolling view.
  public func contentOffset(of id: ViewID) -> Point { nodes[id]?.contentOffset ?? .zero }

  private func focusIfEditable(_ id: ViewID) {
    guard let kind = nodes[id]?.kind else { return }
    if kind == .textField || kind == .textArea { focus(id) }
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
      guard let node = nodes[id] else { return }
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
