import Trellis

struct Settings: Sendable {
  var volume = 0.5
}

let value = 0.8
var scope: Scope<Settings> { fatalError("a component's scope") }
