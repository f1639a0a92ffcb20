public import Trellis

/// A row showing a title on the left and a value on the right.
///
/// ```
/// │ Version                  6.3.1│
/// ```
public struct ValueCell: Component, Hashable {
  /// The title.
  public var title: String
  /// The value, right-aligned.
  public var value: String

  /// Creates a title + value cell.
  public init(_ title: String, value: String) {
    self.title = title
    self.value = value
  }

  /// The cell's layout.
  public var body: some Component {
    Stack(.horizontal, spacing: 1) {
      Text(title).lineLimit(1).flex(grow: 1, shrink: 1).tag("title")
      Text(value).lineLimit(1).foregroundColor(.brightBlack).tag("value")
    }.scaled()
  }
}
