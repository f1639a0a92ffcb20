/// Asks the app showing the sending component to draw with another
/// ``Theme``: send it from a button, a key binding or a command. The host's
/// app handles it (the terminal's run loop does), redrawing the screen.
///
/// ```swift
/// let light = Button("Light theme", send: SetTheme(.light))
/// ```
public struct SetTheme: ComponentAction, Equatable {
  /// The theme to draw with.
  public var theme: Theme

  /// Creates the action.
  public init(_ theme: Theme) {
    self.theme = theme
  }
}
