import Trellis
import TrellisBinding
import TrellisTesting

/// A headless host with a binder and a root, for rendering bound components.
@MainActor
final class BindingHarness {
  let host: HeadlessHost
  let binder: Binder
  let root: ComponentRoot

  init(width: Double = 60, height: Double = 20) {
    host = HeadlessHost(size: Size(width: width, height: height))
    binder = Binder(tree: host.tree)
    root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
  }

  /// Renders and lets the binder resolve and apply.
  func show(_ component: some Component) async {
    await root.render(component)
    await binder.settle()
  }

  /// Waits for changed models to reach their views.
  func settle() async {
    await binder.settle()
  }

  func text(_ tag: String) -> String? { host.find(tag: tag)?.text }

  func id(_ tag: String) -> ViewID? { host.find(tag: tag)?.id }

  var errors: [BindingError] { binder.failures.map(\.error) }
}
