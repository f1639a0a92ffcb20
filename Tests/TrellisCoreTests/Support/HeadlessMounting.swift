import Trellis
import TrellisTesting

/// `component` rendered on a 40 × 12 headless host, with the root that
/// keeps it mounted (hold it for as long as the test uses the host).
@MainActor
func mountHeadless(_ component: some Component) -> (HeadlessHost, ComponentRoot) {
  let host = HeadlessHost(size: Size(width: 40, height: 12))
  let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
  root.renderSynchronously(component)
  return (host, root)
}
