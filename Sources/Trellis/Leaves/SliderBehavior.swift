/// A slider: ← and → move it by its step (a twentieth of the range without
/// one); a click sets the value under the pointer. The track spans the
/// control's width: its first column is the minimum, its last the maximum.
public struct SliderBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// ← and → move the value by a step.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.isPlain, key.key == .left || key.key == .right else { return nil }
    let attributes = control.attributes
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    let step = attributes[.step] ?? (maximum - minimum) / 20
    let value = attributes[.doubleValue] ?? minimum
    let next = Self.snapped(value + (key.key == .right ? step : -step), attributes: attributes)
    return control.send(.valueChanged(next)) { $0[.doubleValue] = next }
  }

  /// A click sets the value under the pointer.
  public func handleClick(at point: Point, in control: ControlContext) -> Bool {
    let value = Self.value(
      atColumn: Int(point.x), width: Int(control.size.width), attributes: control.attributes)
    return control.send(.valueChanged(value)) { $0[.doubleValue] = value }
  }

  /// ``SemanticInput/setValue(_:)`` sets the value, snapped to the step as
  /// an arrow key's is; a value outside the range (or not a number) is
  /// refused, not clamped, so a host that disagrees with the range hears so.
  public func perform(_ input: SemanticInput, in control: ControlContext)
    throws(SemanticInputError) -> Bool
  {
    guard case .setValue(let requested) = input else { throw control.unsupported(input) }
    let minimum = control.attributes[.minimum] ?? 0
    let maximum = max(minimum, control.attributes[.maximum] ?? 1)
    guard requested.isFinite, (minimum...maximum).contains(requested) else {
      throw control.outOfRange(input, allowed: "\(minimum)...\(maximum)")
    }
    let value = Self.snapped(requested, attributes: control.attributes)
    return control.send(.valueChanged(value)) { $0[.doubleValue] = value }
  }

  /// The value's place in the range, from 0 to 1.
  public nonisolated static func fraction(_ attributes: Attributes) -> Double {
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    let value = attributes[.doubleValue] ?? minimum
    guard maximum > minimum else { return 0 }
    return min(max((value - minimum) / (maximum - minimum), 0), 1)
  }

  /// The knob's column from the left of a slider `width` columns wide.
  public nonisolated static func knobColumn(_ attributes: Attributes, width: Int) -> Int {
    Int((fraction(attributes) * Double(max(0, width - 1))).rounded())
  }

  /// The value at a column of a slider `width` columns wide, snapped to the
  /// step when there is one.
  public nonisolated static func value(atColumn column: Int, width: Int, attributes: Attributes)
    -> Double
  {
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    let fraction = width > 1 ? Double(min(max(column, 0), width - 1)) / Double(width - 1) : 0
    return snapped(minimum + fraction * (maximum - minimum), attributes: attributes)
  }

  /// `value` clamped to the range and snapped to the step.
  public nonisolated static func snapped(_ value: Double, attributes: Attributes) -> Double {
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    var result = value
    if let step = attributes[.step], step > 0 {
      result = minimum + ((result - minimum) / step).rounded() * step
    }
    return min(max(result, minimum), max(minimum, maximum))
  }
}
