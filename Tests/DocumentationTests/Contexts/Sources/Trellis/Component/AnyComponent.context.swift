import Trellis

struct Item: Sendable {
  var isHeader: Bool
  var title: String
}

struct Header: Component {
  init(_ item: Item) {}
  var body: some Component { Text("Header") }
}

struct Row: Component {
  init(_ item: Item) {}
  var body: some Component { Text("Row") }
}
