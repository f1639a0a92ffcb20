/// A long-lived, main-actor object that spans the generations of one
/// component: the place for side effects, timers and delegates that a value
/// cannot hold.
///
/// Trellis creates the controller the first time its component is mounted
/// and keeps it while a component of the same identity (type, key, parent
/// scope) exists, calling, in order:
///
/// ```
/// init → didInit → willMount → didMount → didAppear
///      → didUpdateComponent (each rebuild) …
///      → didDisappear → willUnmount → didUnmount → invalidate
/// ```
///
/// Every lifecycle method has an empty default.
@MainActor
public protocol ComponentController: AnyObject {
  /// The component type this controller serves.
  associatedtype Owner: ControlledComponent

  /// Creates the controller for the first generation of its component.
  init(component: Owner, context: ControllerContext)

  /// Called once, right after `init`.
  func didInit()
  /// A new generation of the component was built (its values may differ).
  func didUpdateComponent(from old: Owner, to new: Owner)
  /// The component's views are about to be mounted.
  func willMount()
  /// The component's views are mounted.
  func didMount()
  /// The component's views are about to be unmounted.
  func willUnmount()
  /// The component's views were unmounted.
  func didUnmount()
  /// The component became visible (mounted in a visible range).
  func didAppear()
  /// The component stopped being visible.
  func didDisappear()
  /// The component is gone for good; release resources. Last call.
  func invalidate()
  /// Handles an action sent by the component or its descendants; return
  /// `false` to pass it up the chain.
  func handle(_ action: any ComponentAction) -> Bool
  /// Returns when the work the controller has started and that will end by
  /// itself (a fetch, a load) has ended. ``ComponentRoot/settle()`` awaits
  /// it, so a test or a presenter can wait for a loaded image without
  /// polling. Never wait here for something that repeats (a timer).
  func settle() async
}

extension ComponentController {
  /// Does nothing.
  public func didInit() {}
  /// Does nothing.
  public func didUpdateComponent(from old: Owner, to new: Owner) {}
  /// Does nothing.
  public func willMount() {}
  /// Does nothing.
  public func didMount() {}
  /// Does nothing.
  public func willUnmount() {}
  /// Does nothing.
  public func didUnmount() {}
  /// Does nothing.
  public func didAppear() {}
  /// Does nothing.
  public func didDisappear() {}
  /// Does nothing.
  public func invalidate() {}
  /// Handles nothing: passes every action up the chain.
  public func handle(_ action: any ComponentAction) -> Bool { false }
  /// Returns at once: no work to wait for.
  public func settle() async {}
}
