public import Trellis

/// The section index beside a table: the entries of
/// ``TableModel/sectionIndexTitles`` down a strip as tall as the table;
/// choosing one scrolls the table there.
///
/// ```swift
/// Stack(.horizontal) {
///   Embedded(table)
///   SectionIndexBar(titles: table.model.sectionIndexTitles) { title in
///     table.scroll(toIndexTitle: title)
///   }
/// }
/// ```
///
/// With more titles than rows the strip is condensed as UIKit condenses
/// it (`A • D • G …`) and every title stays reachable: a click picks the
/// title at that height, and with the bar focused ↑ / ↓ step through every
/// title (see `IndexBarBehavior`).
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

  /// One index bar view, as wide as its widest title and as tall as its
  /// container.
  public var body: some Component {
    let titles = titles
    let onSelect = onSelect
    return IndexBar(titles)
      .on(.segmentSelected) { event, _ in
        if case .segmentSelected(let index) = event, titles.indices.contains(index) {
          onSelect(titles[index])
        }
      }
  }
}
