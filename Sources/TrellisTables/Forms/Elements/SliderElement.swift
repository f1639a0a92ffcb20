public import Trellis

/// A slider with its title beside it and its value after it.
///
/// ```
/// │ Volume      ━━━━━●━━━━━━  40  │
/// ```
public struct SliderElement: FormElement {
  /// The identifier.
  public let id: String
  /// The label beside the slider.
  public var title: String
  /// The initial value.
  public var value: Double
  /// The values the slider spans.
  public var range: ClosedRange<Double>
  /// The step values snap to, if any.
  public var step: Double?
  /// The rules the value must follow.
  public var validators: [FormValidator]
  /// The width of the label column, in characters of the host's text.
  public var titleWidth: Double

  /// Creates a slider element.
  public init(
    id: String, title: String, value: Double, in range: ClosedRange<Double> = 0...1,
    step: Double? = nil, validators: [FormValidator] = [], titleWidth: Double = 12
  ) {
    self.id = id
    self.title = title
    self.value = value
    self.range = range
    self.step = step
    self.validators = validators
    self.titleWidth = titleWidth
  }

  /// The initial value.
  public var initialValue: FormValue { .number(value) }

  /// The label, the slider and its value.
  public func makeCell(field: FormField, form: Form) -> some Component {
    let id = id
    let current = field.value.number ?? value
    return Stack(.horizontal, spacing: 1) {
      FormTitle(title: title, width: titleWidth)
      Slider(value: current, in: range, step: step) { form.setValue(.number($0), for: id) }
        .flex(grow: 1, shrink: 1)
        .identifier(id)
      Text(NumberElement.format(current)).tag("value")
    }.scaled()
  }
}
