import Trellis

/// Picks the drawing for a view's kind. Containers, scroll views, lists and
/// kinds this host does not know draw nothing of their own (their background
/// and children still draw). A column row is drawn by the host from the
/// columns its node decoded, never through here.
enum ViewDrawing {
  /// A kind's drawing.
  typealias Drawing = (DrawnView, inout Canvas) -> Void

  /// The drawing of views of `kind`, or `nil` for kinds with nothing of
  /// their own to draw (a node of such a kind skips building the view
  /// description a drawing reads).
  static func drawing(for kind: ViewKind) -> Drawing? {
    switch kind {
    case .text: { TextDrawing.draw($0, on: &$1) }
    case .button: { ButtonDrawing.draw($0, on: &$1) }
    case .divider: { DividerDrawing.draw($0, on: &$1) }
    case .badge: { BadgeDrawing.draw($0, on: &$1) }
    case .progressBar: { ProgressBarDrawing.draw($0, on: &$1) }
    case .activityIndicator: { ActivityIndicatorDrawing.draw($0, on: &$1) }
    case .toggle: { ToggleDrawing.draw($0, on: &$1) }
    case .slider: { SliderDrawing.draw($0, on: &$1) }
    case .segmentedControl: { SegmentedControlDrawing.draw($0, on: &$1) }
    case .textField: { TextFieldDrawing.draw($0, on: &$1) }
    case .textArea: { TextAreaDrawing.draw($0, on: &$1) }
    case .datePicker: { DatePickerDrawing.draw($0, on: &$1) }
    case .indexBar: { IndexBarDrawing.draw($0, on: &$1) }
    case .image: { ImageDrawing.draw($0, on: &$1) }
    default: nil
    }
  }

  static func draw(_ view: DrawnView, on canvas: inout Canvas) {
    drawing(for: view.kind)?(view, &canvas)
  }
}
