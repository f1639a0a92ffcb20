import TrellisLayout

/// An indeterminate activity indicator (a spinner), as large as the host's
/// ``ControlMetrics/activityIndicatorSize``.
public struct ActivityIndicator: Component, PrimitiveComponent {
  /// Whether it animates; a stopped indicator is hidden by hosts.
  public var isAnimating: Bool

  /// Creates an activity indicator.
  public init(isAnimating: Bool = true) {
    self.isAnimating = isAnimating
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .activityIndicator)
    view[.animating] = isAnimating
    builder.leaf(view: view, metricStyle: .activityIndicator)
  }
}

/// A determinate progress bar, from 0 to 1. It fills the width it is
/// given (at least the host's ``ControlMetrics/progressBarMinLength``); it
/// is ``ControlMetrics/progressBarThickness`` high, or a line of the host's
/// text when it has a label.
public struct ProgressBar: Component, PrimitiveComponent {
  /// The progress, clamped to 0…1.
  public var value: Double
  /// A label beside the bar.
  public var label: String?

  /// Creates a progress bar.
  public init(value: Double, label: String? = nil) {
    self.value = value.isNaN ? 0 : min(max(value, 0), 1)
    self.label = label
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .progressBar)
    view[.doubleValue] = value
    view[.label] = label
    var style = Style()
    style.flexGrow = 1
    // A label is text: the bar is then at least a line of it high.
    builder.leaf(style: style, view: view, metricStyle: .progressBar(labelled: label != nil))
  }
}
