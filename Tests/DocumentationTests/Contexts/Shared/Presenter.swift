struct Presenter: Sendable {
  func open<Item>(_ item: Item) {}
  func info<Item>(_ item: Item) {}
  func query<Values>(_ values: Values) {}
  func retry() {}
  func showNetworkInfo() {}
}

let presenter = Presenter()
