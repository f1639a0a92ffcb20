/// Numbers values so cells can hold them as plain integers, in bounded
/// memory: at most two generations of ``capacity`` values each.
///
/// When the current generation is full it becomes the previous one and a
/// new one starts; the generation before that is forgotten. A number
/// carries its generation (high 16 bits) and its place (low 16 bits, from
/// 1, so 0 stays free to mean "none"), so a forgotten number is never read
/// as another value. A value still on screen is numbered again in the
/// current generation the next time a frame draws it; the renderer sees
/// the new number differ from the old and rewrites those cells, so output
/// stays right. Only a single frame drawing more than twice ``capacity``
/// distinct values loses some (links then show as plain text, long
/// clusters as a space); generations wrap after 65,536 rollovers.
struct InternTable<Value: Hashable & Sendable>: Sendable {
  private struct Generation: Sendable {
    var numbers: [Value: UInt32] = [:]
    var values: [Value] = []
  }

  /// The most values in one generation (at most 65,535).
  let capacity: Int
  private var current = Generation()
  private var previous = Generation()
  private var generation: UInt32 = 0

  init(capacity: Int) {
    precondition((1...0xFFFF).contains(capacity))
    self.capacity = capacity
  }

  /// How many values are held now: never more than twice ``capacity``.
  var count: Int { current.values.count + previous.values.count }

  /// The number of `value`, numbering it in the current generation.
  mutating func number(for value: Value) -> UInt32 {
    if let number = current.numbers[value] { return number }
    if current.values.count == capacity {
      previous = current
      current = Generation()
      generation = (generation + 1) & 0xFFFF
    }
    current.values.append(value)
    let number = generation << 16 | UInt32(current.values.count)
    current.numbers[value] = number
    return number
  }

  /// The value numbered `number`, if its generation is still held.
  func value(for number: UInt32) -> Value? {
    let place = Int(number & 0xFFFF) - 1
    let owner: Generation
    switch number >> 16 {
    case generation: owner = current
    case (generation + 0xFFFF) & 0xFFFF: owner = previous
    default: return nil
    }
    return owner.values.indices.contains(place) ? owner.values[place] : nil
  }
}
