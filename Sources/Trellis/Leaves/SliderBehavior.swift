/// A slider: ← and → move it by its step (a twentieth of the range without
/// one); a click sets the value under the pointer. The track spans the
/// control's width and the thumb (``ControlMetrics/sliderThumbLength``)
/// slides along it: at its left end for the minimum, its right end for the
/// maximum. A click puts the thumb's middle under the pointer.
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
      at: point.x, trackLength: control.size.width, attributes: control.attributes,
      in: control.environment)
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

  /// Where the thumb's leading edge sits from the left of a track
  /// `trackLength` long, rounded to `environment`'s grid: 0 at the
  /// minimum, the track less the thumb at the maximum.
  public nonisolated static func thumbOffset(
    _ attributes: Attributes, trackLength: Double, in environment: LayoutEnvironment
  ) -> Double {
    let travel = max(0, trackLength - environment.controlMetrics.sliderThumbLength)
    return environment.rounded(fraction(attributes) * travel)
  }

  /// The value that puts the thumb's middle at `x` on a track
  /// `trackLength` long (the thumb's edge snapped to `environment`'s grid),
  /// snapped to the step when there is one.
  public nonisolated static func value(
    at x: Double, trackLength: Double, attributes: Attributes, in environment: LayoutEnvironment
  ) -> Double {
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    let thumb = environment.controlMetrics.sliderThumbLength
    let travel = trackLength - thumb
    guard travel > 0 else { return snapped(minimum, attributes: attributes) }
    // Half a grid step up, then down to the grid: a click anywhere on a
    // whole cell puts a one-cell thumb on that cell.
    let quantum = environment.pointScale > 0 ? 1 / environment.pointScale : 0
    let edge = environment.roundedDown(x - thumb / 2 + quantum / 2)
    let fraction = min(max(edge, 0), travel) / travel
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
