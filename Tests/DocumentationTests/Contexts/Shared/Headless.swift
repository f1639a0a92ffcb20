import Trellis
import TrellisTesting

@MainActor let host = HeadlessHost(size: Size(width: 80, height: 24))
@MainActor let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
let frame = Rect(x: 0, y: 0, width: 60, height: 20)
