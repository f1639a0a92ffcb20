import TrellisLayout

/// A single-line text field, with a placeholder, optional secure entry and
/// editing events.
///
/// The field shows `text`; keep the text in state and update it from
/// `onChange`:
///
/// ```swift
/// TextField("Name", text: name) { newName in scope.set(newName) }
/// ```
public struct TextField: Component, PrimitiveComponent {
  /// The placeholder, shown while the text is empty.
  public var placeholder: String
  /// The text shown.
  public var text: String
  /// Whether typed characters are hidden.
  public var isSecure: Bool = false
  let onChange: (@MainActor @Sendable (String) -> Void)?
  var onSubmit: (@MainActor @Sendable (String) -> Void)?
  var onEditingChanged: (@MainActor @Sendable (Bool) -> Void)?

  /// Creates a text field.
  public init(
    _ placeholder: String, text: String,
    onChange: (@MainActor @Sendable (String) -> Void)? = nil
  ) {
    self.placeholder = placeholder
    self.text = text
    self.onChange = onChange
  }

  /// Hides typed characters (passwords).
  public func secure(_ isSecure: Bool = true) -> TextField {
    var copy = self
    copy.isSecure = isSecure
    return copy
  }

  /// Runs `action` with the text when the user submits (presses return).
  public func onSubmit(_ action: @escaping @MainActor @Sendable (String) -> Void) -> TextField {
    var copy = self
    copy.onSubmit = action
    return copy
  }

  /// Runs `action` with `true` when editing begins and `false` when it ends.
  public func onEditingChanged(_ action: @escaping @MainActor @Sendable (Bool) -> Void)
    -> TextField
  {
    var copy = self
    copy.onEditingChanged = action
    return copy
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .textField)
    view[.placeholder] = placeholder
    view[.value] = text
    if isSecure { view[.secure] = true }
    var handlers = EventHandlers()
    let text = self.text
    if let onChange {
      handlers.set(.textChanged) { event, _ in
        if case .textChanged(let value) = event { onChange(value) }
      }
    }
    if let onSubmit {
      handlers.set(.submit) { event, _ in
        if case .submit(let value) = event { onSubmit(value) }
      }
    }
    if let onEditingChanged {
      handlers.set(.editingBegan) { _, _ in onEditingChanged(true) }
      handlers.set(.editingEnded) { _, _ in onEditingChanged(false) }
    }
    // At least the host's least width, and a line high even when empty.
    let shown = text.count >= placeholder.count ? text : placeholder
    builder.leaf(
      view: view, text: TextContent(text: StyledText(shown), maxLines: 1), handlers: handlers,
      metricStyle: .textField)
  }
}
