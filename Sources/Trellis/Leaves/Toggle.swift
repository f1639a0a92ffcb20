import TrellisLayout

/// An on/off switch with a label.
///
/// ```swift
/// Toggle("Notifications", isOn: settings.notify) { scope.set($0) }
/// ```
public struct Toggle: Component, PrimitiveComponent {
  /// The label beside the switch.
  public var label: String
  /// Whether the switch is on.
  public var isOn: Bool
  let onChange: (@MainActor @Sendable (Bool) -> Void)?

  /// Creates a switch.
  public init(
    _ label: String, isOn: Bool, onChange: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {
    self.label = label
    self.isOn = isOn
    self.onChange = onChange
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .toggle)
    view[.label] = label
    view[.isOn] = isOn
    var handlers = EventHandlers()
    if let onChange {
      handlers.set(.toggled) { event, _ in
        if case .toggled(let value) = event { onChange(value) }
      }
      // A click flips the switch through its ToggleBehavior; the tap that
      // follows stops here rather than reaching a tappable ancestor.
      handlers.set(.tap) { _, _ in }
    }
    // The switch's chrome before the label is the host's
    // (``ControlMetrics/toggleChromeWidth``).
    builder.leaf(
      view: view, text: TextContent(text: StyledText(label), maxLines: 1), handlers: handlers,
      metricStyle: .toggle)
  }
}
