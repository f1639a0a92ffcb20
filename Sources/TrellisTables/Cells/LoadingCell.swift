public import Trellis

/// A row saying that more is loading: a spinner and a title.
///
/// ```
/// │ ⠋ Loading…                    │
/// ```
public struct LoadingCell: Component, Hashable {
  /// The text beside the spinner.
  public var title: String

  /// Creates a loading cell.
  public init(_ title: String = "Loading…") { self.title = title }

  /// The cell's layout.
  public var body: some Component {
    Stack(.horizontal, spacing: 1, alignment: .center) {
      ActivityIndicator().tag("spinner")
      Text(title).foregroundColor(.brightBlack).tag("title")
    }.scaled()
  }
}
