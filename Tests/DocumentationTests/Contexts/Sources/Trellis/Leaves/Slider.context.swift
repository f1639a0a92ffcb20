import Trellis

let volume = 5.0
var scope: Scope<Double> { fatalError("a component's scope") }
