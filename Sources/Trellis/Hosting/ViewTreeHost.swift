/// A ``Host`` that keeps its views in a ``HostViewTree``: conforming gives
/// it the whole ``Host`` protocol, finding views by tag, identifier or
/// text, focus, hit-testing and input that behaves the same on every host.
/// What remains for the host is its platform: turning its input into the
/// tree's calls and drawing the tree's nodes.
///
/// A minimal host, which draws nothing and is driven by tests:
///
/// ```swift
/// @MainActor
/// final class RecordingHost: ViewTreeHost {
///   let tree = HostViewTree(
///     size: Size(width: 40, height: 10), environment: .characterGrid())
/// }
///
/// let host = RecordingHost()
/// let root = ComponentRoot(host: host, container: host.rootView,
///                          sizeRange: host.sizeRange)
/// await root.render(Counter())
/// host.press(KeyPress(.tab))      // focus the first control
/// host.press(KeyPress(.enter))    // and activate it
/// await root.settle()
/// ```
@MainActor
public protocol ViewTreeHost: Host {
  /// The views the host shows.
  var tree: HostViewTree { get }
}

extension ViewTreeHost {
  /// The tree's registry.
  public var registry: ViewRegistry { tree.registry }
  /// The root view, the size of the screen; mount roots into it.
  public var rootView: ViewID { tree.rootView }
  /// The screen size.
  public var size: Size { tree.size }
  /// The tree's environment: the host's units, text measurer and control
  /// metrics.
  public var environment: LayoutEnvironment { tree.environment }
  /// Exactly the screen's size: the range for a root that fills it.
  public var sizeRange: SizeRange { tree.sizeRange }
  /// The view with keyboard focus.
  public var focusedView: ViewID? { tree.focusedView }
  /// Number of views alive (mounted or pooled), the root included.
  public var viewCount: Int { tree.viewCount }
  /// Number of views mounted, the root included (pooled views left out).
  public var mountedViewCount: Int { tree.mountedViewCount }

  // MARK: Host
  //
  // The mounter calls these for every row a list scrolls in. Inlinable, so
  // a host in another module (the terminal's) gets them specialised for
  // its own type rather than through the generic default: measured on the
  // page-down frame benchmarks, see DECISIONS.md.

  /// Creates a view in the tree.
  @inlinable public func createView(_ id: ViewID, description: ViewDescription) {
    tree.createView(id, description: description)
  }

  /// Applies changes to a view of the tree.
  @inlinable public func updateView(_ id: ViewID, changes: AttributeChanges) {
    tree.updateView(id, changes: changes)
  }

  /// Shows `new` in place of `old` in a view of the tree.
  @inlinable public func updateView(_ id: ViewID, from old: Attributes, to new: Attributes) {
    tree.updateView(id, from: old, to: new)
  }

  /// Drops the user's dealings with a view about to show other content.
  @inlinable public func viewWillShowOtherContent(_ id: ViewID) {
    tree.viewWillShowOtherContent(id)
  }

  /// Places a view of the tree.
  @inlinable public func setFrame(_ frame: Rect, of id: ViewID) { tree.setFrame(frame, of: id) }

  /// Inserts or moves a child in the tree.
  @inlinable public func insertChild(_ child: ViewID, into parent: ViewID, at index: Int) {
    tree.insertChild(child, into: parent, at: index)
  }

  /// Takes a view out of its parent.
  @inlinable public func removeFromParent(_ id: ViewID) { tree.removeFromParent(id) }

  /// Destroys a detached view.
  @inlinable public func destroyView(_ id: ViewID) { tree.destroyView(id) }

  // MARK: Finding views

  /// The view with this id, as it is now.
  public func view(_ id: ViewID) -> MountedView? { tree.view(id) }

  /// Every view on screen (reachable from the root), in preorder.
  public var mountedViews: [MountedView] { tree.mountedIDs.compactMap(tree.view) }

  /// The first view on screen with this tag, in preorder.
  public func find(tag: String) -> MountedView? {
    first { $0.attributes[.tag] == tag }
  }

  /// The first view on screen with this identifier, in preorder.
  public func find(identifier: String) -> MountedView? {
    first { $0.attributes[.identifier] == identifier }
  }

  /// The first view on screen showing this text (see ``MountedView/text``).
  public func find(text: String) -> MountedView? {
    mountedViews.first { $0.text == text }
  }

  /// Every view on screen of this kind, in preorder.
  public func findAll(kind: ViewKind) -> [MountedView] {
    tree.mountedIDs.filter { tree.node($0)?.kind == kind }.compactMap(tree.view)
  }

  private func first(where matches: (HostViewNode) -> Bool) -> MountedView? {
    tree.mountedIDs.first { tree.node($0).map(matches) ?? false }.flatMap(tree.view)
  }

  /// The frame of a view in root coordinates (scroll offsets and modal
  /// placement applied); `nil` if it is not on screen.
  public func absoluteFrame(of id: ViewID) -> Rect? { tree.absoluteFrame(of: id) }

  /// The front-most view on screen at `point` (root coordinates).
  public func hitTest(_ point: Point) -> ViewID? { tree.hitTest(point) }

  /// The content offset of a scroll view or list.
  public func contentOffset(of id: ViewID) -> Point { tree.node(id)?.contentOffset ?? .zero }

  // MARK: Focus

  /// Views that can take focus, in screen order; only a modal's while one
  /// is shown.
  public var focusableViews: [ViewID] { tree.focusableViews }

  /// Gives a view keyboard focus (`nil` for none).
  public func focus(_ id: ViewID?) { tree.focus(id) }

  /// Focuses the first view on screen with this tag; returns whether one
  /// was found.
  @discardableResult
  public func focus(tag: String) -> Bool { tree.focus(tag: tag) }

  /// Focuses the first view on screen with this identifier; returns
  /// whether one was found.
  @discardableResult
  public func focus(identifier: String) -> Bool { tree.focus(identifier: identifier) }

  /// Moves focus to the next focusable view, wrapping around.
  public func focusNext() { tree.focusNext() }

  /// Moves focus to the previous focusable view, wrapping around.
  public func focusPrevious() { tree.focusPrevious() }

  /// The front-most modal's backdrop on screen, if a modal is shown.
  public var activeModal: ViewID? { tree.activeModal }

  /// The key commands a key press would trigger now, innermost first.
  public var activeKeyCommands: [KeyCommand] { tree.activeKeyCommands }

  // MARK: Input

  /// Presses a key, as the user would (see ``HostViewTree/handleKey(_:text:)``);
  /// returns whether it did something.
  @discardableResult
  public func press(_ key: KeyPress) -> Bool { tree.handleKey(key) }

  /// Clicks a view at its centre: it takes focus when it can, its control
  /// reacts, and the tap is sent. Returns whether anything handled it.
  @discardableResult
  public func tap(_ id: ViewID) -> Bool { tree.click(id) }

  /// Clicks the front-most view at a point of the screen (a press and a
  /// release there). Returns whether a view was hit.
  @discardableResult
  public func tap(at point: Point) -> Bool {
    guard tree.pointerPressed(at: point) else { return false }
    return tree.pointerReleased(at: point)
  }

  /// Clicks the view with this tag. Returns whether anything handled it.
  @discardableResult
  public func tap(tag: String) -> Bool {
    guard let view = find(tag: tag) else { return false }
    return tap(view.id)
  }

  /// Types text into a text field or area (focusing it first), at its caret.
  public func type(_ text: String, into id: ViewID) {
    tree.focus(id)
    tree.insertText(text)
  }

  /// Types text into the view with this tag.
  public func type(_ text: String, intoTag tag: String) {
    guard let view = find(tag: tag) else { return }
    type(text, into: view.id)
  }

  /// Delivers any event to a view; returns whether a component handled it.
  @discardableResult
  public func send(_ event: HostEvent, to id: ViewID) -> Bool { registry.send(event, to: id) }

  /// Scrolls a scroll view or list to a content offset and reports it.
  public func scroll(_ id: ViewID, to offset: Point) { tree.scroll(id, to: offset) }
}
