import TrellisLayout

/// The part of a built-in control's style that comes from the host's
/// ``ControlMetrics`` and text measurer, resolved at layout time: a
/// component is built once for any host, and only layout knows the host's
/// units. A size is filled in only where the node's style leaves it `auto`,
/// so a `.frame(…)` on the control still wins; padding and the gaps of a
/// modal's chrome are the control's own.
enum MetricStyle: Sendable, Hashable {
  /// A switch: its chrome before the label.
  case toggle
  /// A button: padding around the title.
  case button
  /// A badge: padding around the text.
  case badge
  /// A slider: its track's length and thickness.
  case slider
  /// A date picker: as wide as a value of `mode`, one line high.
  case datePicker(DatePickerMode)
  /// An activity indicator: its size.
  case activityIndicator
  /// A progress bar: its least length and thickness, and a line of text
  /// high when it has a label beside it.
  case progressBar(labelled: Bool)
  /// A divider: its thickness across `axis`.
  case divider(Axis)
  /// A key-command footer: one line high.
  case keyCommandFooter
  /// A text field: the least width, and one line even when empty.
  case textField
  /// A text area: the least width and `minLines` lines.
  case textArea(minLines: Int)
  /// A dialog's panel: padding for its frame, at least as wide as its
  /// title and the frame around it.
  case dialog(title: String?)
  /// A sheet's panel: padding for its frame.
  case sheet
  /// The row of a modal's actions: spaced apart and from the content.
  case modalActions
  /// An index bar: as wide as its widest title (at least a space).
  case indexBar(titles: [String])
  /// A scroll view: room for its bar beside its content, across `axis`.
  case scrollView(Axis)
  /// A composite's lengths in steps of the host's spacing scale
  /// (``ControlMetrics/spacingStep``).
  case scaled(ScaledLengths)

  /// Sets what this control takes from `environment` in `style`.
  func apply(to style: inout Style, in environment: LayoutEnvironment) {
    let metrics = environment.controlMetrics
    switch self {
    case .toggle:
      style.padding.left = .points(metrics.toggleChromeWidth)
    case .button:
      style.padding.horizontal = .points(metrics.buttonPadding)
    case .badge:
      style.padding.horizontal = .points(metrics.badgePadding)
    case .slider:
      fill(&style.width, metrics.sliderLength)
      fill(&style.height, metrics.sliderThickness)
    case .datePicker(let mode):
      fill(
        &style.width,
        environment.textMeasurer.lineWidth(of: metrics.datePickerTemplates[mode])
          + metrics.datePickerChromeWidth)
      fill(&style.height, environment.lineHeight)
    case .activityIndicator:
      fill(&style.width, metrics.activityIndicatorSize.width)
      fill(&style.height, metrics.activityIndicatorSize.height)
    case .progressBar(let labelled):
      fill(&style.minWidth, metrics.progressBarMinLength)
      let thickness = metrics.progressBarThickness
      fill(&style.height, labelled ? max(thickness, environment.lineHeight) : thickness)
    case .divider(let axis):
      if axis == .horizontal {
        fill(&style.height, metrics.dividerThickness)
      } else {
        fill(&style.width, metrics.dividerThickness)
      }
    case .keyCommandFooter:
      fill(&style.height, environment.lineHeight)
    case .textField:
      fill(&style.minWidth, metrics.textInputMinWidth)
      fill(&style.minHeight, environment.lineHeight)
    case .textArea(let minLines):
      fill(&style.minWidth, metrics.textInputMinWidth)
      fill(&style.minHeight, Double(minLines) * environment.lineHeight)
    case .dialog(let title):
      style.padding.horizontal = .points(metrics.dialogHorizontalPadding)
      style.padding.vertical = .points(metrics.dialogVerticalPadding)
      if let title {
        fill(
          &style.minWidth,
          environment.textMeasurer.lineWidth(of: title) + metrics.dialogTitleChromeWidth)
      }
    case .sheet:
      style.padding.horizontal = .points(metrics.sheetHorizontalPadding)
      style.padding.top = .points(metrics.sheetTopPadding)
    case .modalActions:
      style.gap = Gap(all: .points(metrics.modalActionSpacing))
      style.margin.top = .points(metrics.modalActionSpacing)
    case .indexBar(let titles):
      let measurer = environment.textMeasurer
      let widest = titles.map { measurer.lineWidth(of: $0) }.max() ?? 0
      fill(&style.width, max(widest, measurer.lineWidth(of: " ")))
    case .scrollView(let axis):
      guard metrics.scrollBarWidth > 0 else { return }
      if axis == .vertical {
        style.padding.right = .points(metrics.scrollBarWidth)
      } else {
        style.padding.bottom = .points(metrics.scrollBarWidth)
      }
    case .scaled(let lengths):
      lengths.apply(to: &style, in: environment)
    }
  }

  private func fill(_ dimension: inout Dimension, _ value: Double) {
    if dimension == .auto { dimension = .points(value) }
  }
}
