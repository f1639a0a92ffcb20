public import Foundation

/// What a ``ControlBehavior`` gets to work with: the control's view, its
/// interaction state, and a way to report changes to its component.
@MainActor
public struct ControlContext {
  /// The tree the control is in.
  public let tree: HostViewTree
  /// The control's view.
  public let id: ViewID
  /// The control's node: its attributes, frame and interaction state.
  public let node: HostViewNode

  /// Creates a context for the control `id` of `tree`.
  public init(tree: HostViewTree, id: ViewID, node: HostViewNode) {
    self.tree = tree
    self.id = id
    self.node = node
  }

  /// The attributes the control shows now.
  public var attributes: Attributes { node.attributes }

  /// The control's size.
  public var size: Size { node.frame.size }

  /// The host's units, text measurer and control metrics: the geometry a
  /// behaviour hit-tests and places carets with.
  public var environment: LayoutEnvironment { tree.environment }

  /// The control's geometry, from the host (see ``ControlMetrics``).
  public var metrics: ControlMetrics { tree.environment.controlMetrics }

  /// The zone dates are shown and edited in.
  public var timeZone: TimeZone { tree.timeZone }

  /// The control's interaction state (caret, date field, …).
  public var editing: ControlEditingState {
    get { node.editing }
    nonmutating set {
      node.editing = newValue
      tree.setNeedsDisplay()
    }
  }

  /// Sends `event` to the control's component and, when it was handled,
  /// shows the change at once by applying `apply` to the attributes shown;
  /// returns whether a component handled it.
  @discardableResult
  public func send(_ event: HostEvent, apply: (inout Attributes) -> Void = { _ in }) -> Bool {
    // A two-way binding takes the edit as a component would; both may.
    let taken = tree.observersTake(event, from: id)
    guard tree.registry.send(event, to: id) || taken else { return false }
    apply(&node.attributes)
    tree.setNeedsDisplay()
    return true
  }

  /// Sends a text field's or area's new value (see ``send(_:apply:)``) and
  /// remembers it until the component echoes it back, so an older echo
  /// arriving after newer keys does not undo them.
  public func report(text value: String) -> Bool {
    guard send(.textChanged(value), apply: { $0[.value] = value }) else { return false }
    node.editing.unechoedValues.append(value)
    // A component that never echoes (it rejects edits) must not make the
    // list grow without end.
    if node.editing.unechoedValues.count > 256 { node.editing.unechoedValues.removeFirst() }
    return true
  }
}

extension ControlContext {
  /// The error for semantic input this control does not take.
  public func unsupported(_ input: SemanticInput) -> SemanticInputError {
    .unsupported(input, view: id, kind: node.kind)
  }

  /// The error for semantic input whose value this control does not
  /// accept; `allowed` says what it accepts.
  public func outOfRange(_ input: SemanticInput, allowed: String) -> SemanticInputError {
    .outOfRange(input, view: id, allowed: allowed)
  }
}
