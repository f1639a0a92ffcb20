import TrellisLayout

/// A dialog or sheet shown over the rest of the screen, which it dims.
///
/// Present one with ``Component/modal(isPresented:title:dismissesOnBackdropTap:onDismiss:content:actions:)``,
/// ``Component/sheet(isPresented:title:dismissesOnBackdropTap:onDismiss:content:)``
/// or, for full control (a typed dismiss action, a sheet with actions),
/// ``Component/presenting(_:)``:
///
/// ```swift
/// Inbox(mails).modal(isPresented: state.isConfirming, title: "Delete?",
///                    onDismiss: { scope.set(false) }) {
///   Text("Delete \(count) messages?")
/// } actions: {
///   Button("Cancel") { scope.set(false) }
///   Button("Delete", send: DeleteSelected())
/// }
/// ```
///
/// While a modal is shown, hosts keep the user inside it: keyboard focus
/// moves to its first focusable view and Tab cycles within it, taps outside
/// its panel never reach the views behind, key commands outside it are
/// inactive, and focus returns where it was when the modal closes.
/// Escape dismisses it — runs `onDismiss` or sends the dismiss action — as
/// does a tap on the backdrop when `dismissesOnBackdropTap` is set. A modal
/// without a dismissal must be answered through its own controls.
///
/// The modal is laid out in the space of the component it is attached to:
/// attach it to your screen's top-level component, so that is the screen.
/// Hosts draw its backdrop over the whole screen and its panel above
/// everything else.
public struct Modal<Content: Component, Actions: Component>: Component, PrimitiveComponent {
  /// Dialog or sheet.
  public var style: ModalStyle
  /// The title in the panel's top border, if any.
  public var title: String?
  /// Whether a tap on the backdrop (outside the panel) dismisses the modal.
  public var dismissesOnBackdropTap: Bool
  /// The panel's content.
  public let content: Content
  /// The panel's buttons, in a row along its bottom edge, right-aligned.
  public let actions: Actions
  let dismissal: ModalDismissal?

  /// A modal that runs `onDismiss` when the user dismisses it (Escape, or a
  /// backdrop tap when allowed); with no `onDismiss` the user must answer
  /// it through its controls.
  public init(
    _ style: ModalStyle = .dialog, title: String? = nil, dismissesOnBackdropTap: Bool = false,
    onDismiss: (@MainActor @Sendable () -> Void)? = nil,
    @ComponentBuilder content: () -> Content, @ComponentBuilder actions: () -> Actions
  ) {
    self.style = style
    self.title = title
    self.dismissesOnBackdropTap = dismissesOnBackdropTap
    self.dismissal = onDismiss.map(ModalDismissal.closure)
    self.content = content()
    self.actions = actions()
  }

  /// A modal that sends `dismiss` up the responder chain when the user
  /// dismisses it (Escape, or a backdrop tap when allowed).
  public init(
    _ style: ModalStyle = .dialog, title: String? = nil, dismissesOnBackdropTap: Bool = false,
    dismiss: some ComponentAction,
    @ComponentBuilder content: () -> Content, @ComponentBuilder actions: () -> Actions
  ) {
    self.style = style
    self.title = title
    self.dismissesOnBackdropTap = dismissesOnBackdropTap
    self.dismissal = .send(dismiss)
    self.content = content()
    self.actions = actions()
  }

  func reduce(into builder: inout TreeBuilder) {
    if let dismissal {
      // Escape is a command, so footers show it and hosts that resolve
      // commands themselves find it.
      var escape = Decoration()
      escape.keyCommands = [
        KeyCommandHandler(command: KeyCommand(KeyPress(.escape), "Close")) { context in
          dismissal.run(context)
        }
      ]
      builder.decorate(escape)
    }
    builder.openNode(
      style: backdropStyle, view: ViewDescription(kind: .modalBackdrop),
      handlers: backdropHandlers)
    var panel = ViewDescription(kind: style == .dialog ? .dialog : .sheet)
    panel[.title] = title
    var swallowTaps = EventHandlers()
    // Taps inside the panel that no control handles stop here instead of
    // reaching the backdrop (which may dismiss).
    swallowTaps.set(.tap) { _, _ in }
    builder.openNode(
      style: panelStyle, view: panel, handlers: swallowTaps,
      metricStyle: style == .dialog ? .dialog(title: title) : .sheet)
    builder.add(content)
    if Actions.self != EmptyComponent.self {
      var row = Style()
      row.flexDirection = .row
      row.justifyContent = .flexEnd
      row.flexShrink = 0
      builder.openNode(style: row, metricStyle: .modalActions)
      builder.add(actions)
      builder.closeNode()
    }
    builder.closeNode()
    builder.closeNode()
  }

  private var backdropStyle: Style {
    var style = Style()
    style.positionType = .absolute
    style.position = EdgeDimensions(all: .points(0))
    style.flexDirection = .column
    switch self.style {
    case .dialog:
      style.justifyContent = .center
      style.alignItems = .center
    case .sheet:
      style.justifyContent = .flexEnd
      style.alignItems = .stretch
    }
    return style
  }

  /// The panel keeps room for a host's chrome (a terminal's border and
  /// title): its padding and least width are the host's
  /// (``ControlMetrics/dialogHorizontalPadding`` and the others).
  private var panelStyle: Style {
    var panel = Style()
    panel.flexDirection = .column
    panel.flexShrink = 0
    if style == .dialog { panel.maxWidth = .percent(90) }
    return panel
  }

  private var backdropHandlers: EventHandlers {
    var handlers = EventHandlers()
    let dismissal = self.dismissal
    let tapDismisses = dismissesOnBackdropTap
    // The backdrop always takes taps and keys, so nothing behind the modal
    // gets them, even in hosts that know nothing of modals.
    handlers.set(.tap) { _, context in
      if tapDismisses { dismissal?.run(context) }
    }
    handlers.set(.key) { _, _ in }
    return handlers
  }
}

extension Modal where Actions == EmptyComponent {
  /// A modal without buttons that runs `onDismiss` when the user dismisses
  /// it.
  public init(
    _ style: ModalStyle = .dialog, title: String? = nil, dismissesOnBackdropTap: Bool = false,
    onDismiss: (@MainActor @Sendable () -> Void)? = nil,
    @ComponentBuilder content: () -> Content
  ) {
    self.init(
      style, title: title, dismissesOnBackdropTap: dismissesOnBackdropTap, onDismiss: onDismiss,
      content: content, actions: { EmptyComponent() })
  }

  /// A modal without buttons that sends `dismiss` up the responder chain
  /// when the user dismisses it.
  public init(
    _ style: ModalStyle = .dialog, title: String? = nil, dismissesOnBackdropTap: Bool = false,
    dismiss: some ComponentAction, @ComponentBuilder content: () -> Content
  ) {
    self.init(
      style, title: title, dismissesOnBackdropTap: dismissesOnBackdropTap, dismiss: dismiss,
      content: content, actions: { EmptyComponent() })
  }
}
