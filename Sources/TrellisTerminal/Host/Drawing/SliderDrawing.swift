import Trellis

/// A slider: a track across the frame, `━` up to the knob `●` and `─` after
/// it; the knob is bold and inverse when the slider has focus.
enum SliderDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    let frame = view.frame
    guard frame.width > 0 else { return }
    let knob = knobColumn(view.attributes, width: frame.width)
    let row = frame.y + frame.height / 2
    let tint = view.attributes[.tint].map(TerminalColor.init) ?? .default
    canvas.repeatCharacter(
      "━", count: knob, x: frame.x, y: row, style: view.style(foreground: tint))
    canvas.write(
      "●", x: frame.x + knob, y: row,
      style: view.style(foreground: tint, attributes: view.isFocused ? [.bold, .inverse] : []))
    canvas.repeatCharacter(
      "─", count: frame.width - knob - 1, x: frame.x + knob + 1, y: row,
      style: view.style(attributes: .dim))
  }

  /// The knob's column from the frame's left: the value's place in the range.
  static func knobColumn(_ attributes: Attributes, width: Int) -> Int {
    let fraction = fraction(attributes)
    return Int((fraction * Double(max(0, width - 1))).rounded())
  }

  /// The value's place in the range, from 0 to 1.
  static func fraction(_ attributes: Attributes) -> Double {
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    let value = attributes[.doubleValue] ?? minimum
    guard maximum > minimum else { return 0 }
    return min(max((value - minimum) / (maximum - minimum), 0), 1)
  }

  /// The value at a column of a slider `width` cells wide, snapped to the
  /// step when there is one.
  static func value(atColumn column: Int, width: Int, attributes: Attributes) -> Double {
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    let fraction = width > 1 ? Double(min(max(column, 0), width - 1)) / Double(width - 1) : 0
    return snapped(minimum + fraction * (maximum - minimum), attributes: attributes)
  }

  /// `value` clamped to the range and snapped to the step.
  static func snapped(_ value: Double, attributes: Attributes) -> Double {
    let minimum = attributes[.minimum] ?? 0
    let maximum = attributes[.maximum] ?? 1
    var result = value
    if let step = attributes[.step], step > 0 {
      result = minimum + ((result - minimum) / step).rounded() * step
    }
    return min(max(result, minimum), max(minimum, maximum))
  }
}
