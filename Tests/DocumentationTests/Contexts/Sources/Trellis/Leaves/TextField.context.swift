import Trellis

let name = "Ada"
var scope: Scope<String> { fatalError("a component's scope") }
