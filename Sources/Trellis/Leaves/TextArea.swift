import TrellisLayout

/// Multi-line, editable text: a text field whose text wraps.
public struct TextArea: Component, PrimitiveComponent {
  /// The placeholder, shown while the text is empty.
  public var placeholder: String
  /// The text shown.
  public var text: String
  /// The minimum number of lines the area shows.
  public var minLines: Int
  let onChange: (@MainActor @Sendable (String) -> Void)?

  /// Creates a text area showing at least `minLines` lines.
  public init(
    _ placeholder: String, text: String, minLines: Int = 3,
    onChange: (@MainActor @Sendable (String) -> Void)? = nil
  ) {
    self.placeholder = placeholder
    self.text = text
    self.minLines = max(1, minLines)
    self.onChange = onChange
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .textArea)
    view[.placeholder] = placeholder
    view[.value] = text
    var handlers = EventHandlers()
    if let onChange {
      handlers.set(.textChanged) { event, _ in
        if case .textChanged(let value) = event { onChange(value) }
      }
    }
    builder.leaf(
      view: view,
      text: TextContent(text: StyledText(text.isEmpty ? placeholder : text), maxLines: nil),
      handlers: handlers, metricStyle: .textArea(minLines: minLines))
  }
}
