import Trellis

var description: ViewDescription { fatalError("a view's description") }
