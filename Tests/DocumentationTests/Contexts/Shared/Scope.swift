import Trellis

// Inside a stateful component's body: its scope.
var scope: Scope<Bool> { fatalError("a component's scope") }
