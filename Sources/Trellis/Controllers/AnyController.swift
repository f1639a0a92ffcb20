/// A controller with its type erased, as the mounter stores it.
@MainActor
final class AnyController {
  let base: AnyObject
  private(set) var component: any Component
  private let update: (any Component, any Component) -> Void
  private let lifecycle: (Lifecycle) -> Void
  private let handler: (any ComponentAction) -> Bool
  private let settler: () async -> Void

  enum Lifecycle {
    case didInit, willMount, didMount, willUnmount, didUnmount, didAppear, didDisappear,
      invalidate
  }

  init<Controller: ComponentController>(_ controller: Controller, component: Controller.Owner) {
    self.base = controller
    self.component = component
    self.update = { old, new in
      guard let old = old as? Controller.Owner, let new = new as? Controller.Owner else { return }
      controller.didUpdateComponent(from: old, to: new)
    }
    self.lifecycle = { event in
      switch event {
      case .didInit: controller.didInit()
      case .willMount: controller.willMount()
      case .didMount: controller.didMount()
      case .willUnmount: controller.willUnmount()
      case .didUnmount: controller.didUnmount()
      case .didAppear: controller.didAppear()
      case .didDisappear: controller.didDisappear()
      case .invalidate: controller.invalidate()
      }
    }
    self.handler = { controller.handle($0) }
    self.settler = { await controller.settle() }
  }

  func call(_ event: Lifecycle) { lifecycle(event) }

  func updateComponent(_ new: any Component) {
    let old = component
    component = new
    update(old, new)
  }

  func handle(_ action: any ComponentAction) -> Bool { handler(action) }

  /// Waits for the work the controller started (``ComponentController/settle()``).
  func settle() async { await settler() }
}
