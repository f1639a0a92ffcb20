public import Trellis

/// A row showing one line of title text.
///
/// ```
/// │ Settings                      │
/// ```
public struct TitleCell: Component, Hashable {
  /// The title.
  public var title: String

  /// Creates a title cell.
  public init(_ title: String) { self.title = title }

  /// The cell's layout.
  public var body: some Component {
    Text(title).tag("title")
  }
}
