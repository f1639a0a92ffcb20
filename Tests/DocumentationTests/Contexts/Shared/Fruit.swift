import Observation
import Trellis
import TrellisBinding

/// The model of TrellisBinding's samples.
@Observable final class Fruit: @unchecked Sendable {
  var name = "Apple"
  var color = Color.red
  var isRipe = false
  var price = 0.5
  var owner: Person?
}

@Observable final class Person: @unchecked Sendable {
  var name = "Ada"
}

/// A card that shows its fruit and carries it as data object.
struct FruitCard: Component {
  let fruit: Fruit
  var body: some Component {
    Text("").bind(.text, to: \Fruit.name).dataObject(fruit)
  }
}

@MainActor let fruit = Fruit()
