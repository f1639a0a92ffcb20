import TrellisLayout

/// A one-line bar listing the key commands active now, such as
/// `q Quit  ↑↓ Move  Tab Next`: those of the focused view and its ancestors
/// (see ``Component/keyCommand(_:_:isShownInFooter:perform:)``), innermost
/// first. The host fills it in and keeps it current as focus moves.
///
/// ```swift
/// Stack {
///   Inbox().flex(grow: 1)
///   KeyCommandFooter()
/// }
/// .keyCommand(KeyPress("q"), "Quit", send: QuitApp())
/// ```
///
/// The footer stretches across its stack and is one line of the host's
/// text high.
public struct KeyCommandFooter: Component, PrimitiveComponent {
  /// Creates a footer.
  public init() {}

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.flexShrink = 0
    style.alignSelf = .stretch
    builder.leaf(
      style: style, view: ViewDescription(kind: .keyCommandFooter),
      metricStyle: .keyCommandFooter)
  }
}
