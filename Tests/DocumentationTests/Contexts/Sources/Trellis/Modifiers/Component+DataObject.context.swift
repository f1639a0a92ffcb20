import Trellis

struct Fruit: Sendable {
  let name: String
}

let fruit = Fruit(name: "Apple")

struct FruitCard: Component {
  var body: some Component { Text("…") }
}
