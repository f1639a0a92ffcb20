import TrellisLayout

/// A button with a title per state and an action.
///
/// ```swift
/// Button("Save") { store.save() }
/// Button("Like", send: Liked(postID: post.id))
/// ```
///
/// Hosts draw a button's chrome inside one unit of horizontal padding on
/// each side (a terminal shows `[Save]`).
public struct Button: Component, PrimitiveComponent {
  /// The action: a closure or a typed action sent up the responder chain.
  enum Action: Sendable {
    case closure(@MainActor @Sendable () -> Void)
    case send(any ComponentAction)
  }

  /// The title in the normal state.
  public var title: String
  /// The title while pressed; the normal title when `nil`.
  public var highlightedTitle: String?
  /// The title while disabled; the normal title when `nil`.
  public var disabledTitle: String?
  /// The title while selected; the normal title when `nil`.
  public var selectedTitle: String?
  /// Whether the button ignores taps.
  public var isDisabled: Bool = false
  /// Whether the button shows as selected.
  public var isSelected: Bool = false
  let action: Action

  /// A button that runs `action` on the main actor when tapped.
  public init(_ title: String, action: @escaping @MainActor @Sendable () -> Void) {
    self.title = title
    self.action = .closure(action)
  }

  /// A button that sends `action` up the responder chain when tapped.
  public init(_ title: String, send action: some ComponentAction) {
    self.title = title
    self.action = .send(action)
  }

  /// Sets the titles for the other states.
  public func titles(highlighted: String? = nil, disabled: String? = nil, selected: String? = nil)
    -> Button
  {
    var copy = self
    copy.highlightedTitle = highlighted
    copy.disabledTitle = disabled
    copy.selectedTitle = selected
    return copy
  }

  /// Disables the button: it shows its disabled title and ignores taps.
  public func disabled(_ isDisabled: Bool = true) -> Button {
    var copy = self
    copy.isDisabled = isDisabled
    return copy
  }

  /// Shows the button as selected.
  public func selected(_ isSelected: Bool = true) -> Button {
    var copy = self
    copy.isSelected = isSelected
    return copy
  }

  /// The title shown in the current state.
  var currentTitle: String {
    if isDisabled, let disabledTitle { return disabledTitle }
    if isSelected, let selectedTitle { return selectedTitle }
    return title
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .button)
    view[.title] = title
    view[.highlightedTitle] = highlightedTitle
    view[.disabledTitle] = disabledTitle
    view[.selectedTitle] = selectedTitle
    if isDisabled { view[.disabled] = true }
    if isSelected { view[.selected] = true }
    var handlers = EventHandlers()
    if !isDisabled {
      let action = self.action
      handlers.set(.tap) { _, context in
        switch action {
        case .closure(let run): run()
        case .send(let action): context.send(action)
        }
      }
    }
    // Measure the widest title, so the button keeps its size between states.
    let widest =
      [title, highlightedTitle, disabledTitle, selectedTitle].compactMap { $0 }
      .max { $0.count < $1.count } ?? title
    builder.leaf(
      view: view, text: TextContent(text: StyledText(widest), maxLines: 1), handlers: handlers,
      metricStyle: .button)
  }
}
