/// A focused list (a table) takes its keys first — its highlighted row
/// moves; what it leaves falls to key commands and scrolling.
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
///
/// A text view with ``AttributeKey/focusableLinks`` takes focus link by
/// link: Tab and Shift-Tab walk its ``StyledText/links`` (kept in
/// ``ControlEditingState/focusedLink``) before focus moves on, and Enter or
/// Space sends the focused one.
public struct LinkBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// A click on a link sends it.
  public func handleClick(at point: Point, in control: ControlContext) -> Bool {
    guard let url = control.tree.linkLocator?(control.node, point) else { return false }
    return control.tree.registry.send(.linkTapped(url), to: control.id)
  }

  /// Enter or Space sends the focused link.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.modifiers.isEmpty, key.key == .enter || key.key == .character(" "),
      let index = control.editing.focusedLink,
      let links = control.attributes[.text]?.links, links.indices.contains(index)
    else { return nil }
    control.tree.registry.send(.linkTapped(links[index].url), to: control.id)
    return true
  }

  /// Moves the focused link of a view with focusable links one step;
  /// `false`, with no link focused, when the step leaves its links.
  @discardableResult
  public static func moveLinkFocus(forward: Bool, in control: ControlContext) -> Bool {
    guard control.attributes[.focusableLinks] == true,
      let count = control.attributes[.text]?.links.count, count > 0
    else { return false }
    let next: Int? =
      switch control.editing.focusedLink {
      case nil: forward ? 0 : count - 1
      case let index?: forward ? index + 1 : index - 1
      }
    guard let next, (0..<count).contains(next) else {
      control.editing.focusedLink = nil
      return false
    }
    control.editing.focusedLink = next
    return true
  }

  /// Focuses the first link (`forward`) or the last of a view with
  /// focusable links that focus just reached.
  public static func enterLinks(forward: Bool, in control: ControlContext) {
    guard control.attributes[.focusableLinks] == true else { return }
    control.editing.focusedLink = nil
    moveLinkFocus(forward: forward, in: control)
  }
}
