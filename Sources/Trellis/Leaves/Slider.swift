import TrellisLayout

/// A slider over a closed range, continuous or in steps.
///
/// ```swift
/// Slider(value: volume, in: 0...10, step: 1) { scope.set($0) }
/// ```
public struct Slider: Component, PrimitiveComponent {
  /// The value shown, clamped to the range and snapped to the step.
  public var value: Double
  /// The range.
  public var range: ClosedRange<Double>
  /// The step; `nil` for a continuous slider.
  public var step: Double?
  let onChange: (@MainActor @Sendable (Double) -> Void)?

  /// Creates a slider.
  public init(
    value: Double, in range: ClosedRange<Double> = 0...1, step: Double? = nil,
    onChange: (@MainActor @Sendable (Double) -> Void)? = nil
  ) {
    self.range = range
    self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    self.onChange = onChange
    self.value = 0
    self.value = snapped(value)
  }

  /// `value` clamped to the range and rounded to the nearest step.
  func snapped(_ value: Double) -> Double {
    var result = min(max(value, range.lowerBound), range.upperBound)
    if let step {
      result = range.lowerBound + ((result - range.lowerBound) / step).rounded() * step
      result = min(result, range.upperBound)
    }
    return result
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .slider)
    view[.doubleValue] = value
    view[.minimum] = range.lowerBound
    view[.maximum] = range.upperBound
    view[.step] = step
    var handlers = EventHandlers()
    if let onChange {
      let slider = self
      handlers.set(.valueChanged) { event, _ in
        if case .valueChanged(let raw) = event { onChange(slider.snapped(raw)) }
      }
    }
    builder.leaf(view: view, handlers: handlers, metricStyle: .slider)
  }
}
