public import Trellis

/// A row showing a bold title with a dimmer subtitle below it.
///
/// ```
/// │ Ada Lovelace                  │
/// │ +44 20 7946 0000              │
/// ```
public struct SubtitleCell: Component, Hashable {
  /// The title.
  public var title: String
  /// The line below the title.
  public var subtitle: String

  /// Creates a subtitle cell.
  public init(_ title: String, subtitle: String) {
    self.title = title
    self.subtitle = subtitle
  }

  /// The cell's layout.
  public var body: some Component {
    Stack {
      Text(title).bold().tag("title")
      Text(subtitle).foregroundColor(.brightBlack).tag("subtitle")
    }
  }
}
