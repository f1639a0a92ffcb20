public import Trellis

/// The section index beside a table: one tappable line per entry of
/// ``TableModel/sectionIndexTitles``; choosing one scrolls the table there.
///
/// ```swift
/// Stack(.horizontal) {
///   HostView(…)                                   // the table's container
///   SectionIndexBar(titles: model.sectionIndexTitles) { title in table.scroll(toIndexTitle: title) }
/// }
/// ```
public struct SectionIndexBar: Component {
  /// The entries, top to bottom.
  public let titles: [String]
  /// Called with the chosen entry.
  public let onSelect: @MainActor @Sendable (String) -> Void

  /// Creates an index bar.
  public init(titles: [String], onSelect: @escaping @MainActor @Sendable (String) -> Void) {
    self.titles = titles
    self.onSelect = onSelect
  }

  /// The entries in a column.
  public var body: some Component {
    let onSelect = onSelect
    return Stack(alignment: .center) {
      ForEach(titles) { title in
        Text(title).foregroundColor(.blue).tag("index").identifier("index-" + title)
          .onTap { onSelect(title) }.key(title)
      }
    }
  }
}
