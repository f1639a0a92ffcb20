/// A component with a ``Modal`` presented over it (see
/// ``Component/presenting(_:)``).
///
/// The modal is added after the component as an out-of-flow sibling, so
/// presenting and dismissing it never moves or rebuilds the component's
/// own views, and modifiers applied to the result still apply to the
/// component.
public struct Presenting<Base: Component, Presented: Component>: Component, PrimitiveComponent {
  /// The component presenting.
  public let base: Base
  /// The modal, when presented.
  public let presented: Presented?

  func reduce(into builder: inout TreeBuilder) {
    // `.onAction` handlers applied to the result must hear the modal's
    // actions too, though the modal is the base's sibling.
    let actionHandlers = builder.pendingActionHandlers
    builder.add(base)
    guard let presented else { return }
    if !actionHandlers.isEmpty {
      var decoration = Decoration()
      decoration.actionHandlers = actionHandlers
      builder.decorate(decoration)
    }
    builder.add(presented)
  }
}

extension Component {
  /// Presents `modal` over this component while it is not `nil`.
  ///
  /// ```swift
  /// Inbox().presenting(
  ///   state.sharing
  ///     ? Modal(.sheet, title: "Share", dismiss: CloseShare()) { ShareTargets() }
  ///     : nil)
  /// ```
  public func presenting<C: Component, A: Component>(_ modal: Modal<C, A>?)
    -> Presenting<Self, Modal<C, A>>
  {
    Presenting(base: self, presented: modal)
  }

  /// Presents a dialog over this component while `isPresented` is true: a
  /// centred box with a title, `content`, and `actions` (buttons) in a row
  /// at its bottom. See ``Modal``.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the dialog shows.
  ///   - title: The title in the box's top border.
  ///   - dismissesOnBackdropTap: Whether a tap outside the box dismisses it.
  ///   - onDismiss: Runs when the user dismisses the dialog (Escape, or a
  ///     backdrop tap when allowed); set `isPresented` to false in it. With
  ///     none, only the dialog's own controls close it.
  ///   - content: The dialog's content.
  ///   - actions: Buttons, right-aligned along the bottom.
  public func modal<C: Component, A: Component>(
    isPresented: Bool, title: String? = nil, dismissesOnBackdropTap: Bool = false,
    onDismiss: (@MainActor @Sendable () -> Void)? = nil,
    @ComponentBuilder content: () -> C, @ComponentBuilder actions: () -> A
  ) -> Presenting<Self, Modal<C, A>> {
    presenting(
      isPresented
        ? Modal(
          .dialog, title: title, dismissesOnBackdropTap: dismissesOnBackdropTap,
          onDismiss: onDismiss, content: content, actions: actions) : nil)
  }

  /// Presents a dialog without buttons over this component while
  /// `isPresented` is true; see
  /// ``modal(isPresented:title:dismissesOnBackdropTap:onDismiss:content:actions:)``.
  public func modal<C: Component>(
    isPresented: Bool, title: String? = nil, dismissesOnBackdropTap: Bool = false,
    onDismiss: (@MainActor @Sendable () -> Void)? = nil, @ComponentBuilder content: () -> C
  ) -> Presenting<Self, Modal<C, EmptyComponent>> {
    presenting(
      isPresented
        ? Modal(
          .dialog, title: title, dismissesOnBackdropTap: dismissesOnBackdropTap,
          onDismiss: onDismiss, content: content) : nil)
  }

  /// Presents a sheet along the bottom edge, the full width of this
  /// component, while `isPresented` is true. See ``Modal``.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet shows.
  ///   - title: The title in the sheet's top border.
  ///   - dismissesOnBackdropTap: Whether a tap above the sheet dismisses it.
  ///   - onDismiss: Runs when the user dismisses the sheet (Escape, or a
  ///     backdrop tap when allowed); set `isPresented` to false in it.
  ///   - content: The sheet's content.
  public func sheet<C: Component>(
    isPresented: Bool, title: String? = nil, dismissesOnBackdropTap: Bool = true,
    onDismiss: (@MainActor @Sendable () -> Void)? = nil, @ComponentBuilder content: () -> C
  ) -> Presenting<Self, Modal<C, EmptyComponent>> {
    presenting(
      isPresented
        ? Modal(
          .sheet, title: title, dismissesOnBackdropTap: dismissesOnBackdropTap,
          onDismiss: onDismiss, content: content) : nil)
  }
}
