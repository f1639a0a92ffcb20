/// A focused list (a table) takes its keys first — its highlighted row
/// moves; what it leaves falls to key bindings and scrolling.
public struct ListBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// Sends the key to the list's component; `nil` when it did not take it.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    control.tree.registry.send(.key(key), to: control.id) ? true : nil
  }
}

/// Links in a text view or column row: a click on one sends
/// ``HostEvent/linkTapped(_:)``. Where a link shows depends on how the host
/// draws text, so the tree asks its ``HostViewTree/linkLocator``.
public struct LinkBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// A click on a link sends it.
  public func handleClick(at point: Point, in control: ControlContext) -> Bool {
    guard let url = control.tree.linkLocator?(control.node, point) else { return false }
    return control.tree.registry.send(.linkTapped(url), to: control.id)
  }
}
