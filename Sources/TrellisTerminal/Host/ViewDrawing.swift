import Trellis

/// Picks the drawing for a view's kind. Containers, scroll views, lists and
/// kinds this host does not know draw nothing of their own (their background
/// and children still draw). A column row is drawn by the host from the
/// columns its node decoded, never through here.
enum ViewDrawing {
  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    switch view.kind {
    case .text: TextDrawing.draw(view, on: &canvas)
    case .button: ButtonDrawing.draw(view, on: &canvas)
    case .divider: DividerDrawing.draw(view, on: &canvas)
    case .badge: BadgeDrawing.draw(view, on: &canvas)
    case .progressBar: ProgressBarDrawing.draw(view, on: &canvas)
    case .activityIndicator: ActivityIndicatorDrawing.draw(view, on: &canvas)
    case .toggle: ToggleDrawing.draw(view, on: &canvas)
    case .slider: SliderDrawing.draw(view, on: &canvas)
    case .segmentedControl: SegmentedControlDrawing.draw(view, on: &canvas)
    case .textField: TextFieldDrawing.draw(view, on: &canvas)
    case .textArea: TextAreaDrawing.draw(view, on: &canvas)
    case .datePicker: DatePickerDrawing.draw(view, on: &canvas)
    case .image: ImageDrawing.draw(view, on: &canvas)
    default: break
    }
  }
}
