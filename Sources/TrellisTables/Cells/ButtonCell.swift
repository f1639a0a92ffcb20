public import Trellis

/// A row that acts like a button: a centred, highlighted title. Attach
/// what it does as a tap action (``TableActions``) — or, in a form, it is a
/// ``ButtonElement``.
///
/// ```
/// │           Sign in             │
/// ```
public struct ButtonCell: Component, Hashable {
  /// The title.
  public var title: String
  /// Whether the button is disabled (dimmed; its tap actions still decide
  /// what to do).
  public var isDisabled: Bool

  /// Creates a tap cell.
  public init(_ title: String, isDisabled: Bool = false) {
    self.title = title
    self.isDisabled = isDisabled
  }

  /// The cell's layout.
  public var body: some Component {
    Text(title)
      .bold(!isDisabled)
      .foregroundColor(isDisabled ? .brightBlack : .blue)
      .multilineTextAlignment(.center)
      .tag("button")
  }
}
