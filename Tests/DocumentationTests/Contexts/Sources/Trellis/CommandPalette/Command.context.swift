import TrellisTerminal

struct Router: Sendable {
  func open(_ screen: String) {}
}

let router = Router()
