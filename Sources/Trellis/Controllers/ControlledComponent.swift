/// A component with a ``ComponentController``.
///
/// ```swift
/// struct Clock: ControlledComponent {
///   typealias Controller = ClockController
///   var body: some Component { Text("…") }
/// }
///
/// final class ClockController: ComponentController {
///   init(component: Clock, context: ControllerContext) {}
///   func didMount() { /* start a timer */ }
/// }
/// ```
///
/// A controlled component has an identity like a stateful one (type, key,
/// parent scope); it may be stateful too.
public protocol ControlledComponent: Component {
  /// The controller's type.
  associatedtype Controller: ComponentController where Controller.Owner == Self
}

extension ControlledComponent {
  /// Makes a boxed controller for a component of this type.
  @MainActor
  static func makeController(_ component: any Component, context: ControllerContext)
    -> AnyController
  {
    // The builder pairs each record's factory with a value of its own type.
    let owner = component as! Self
    let controller = Controller(component: owner, context: context)
    return AnyController(controller, component: owner)
  }
}
