import TrellisLayout

/// The node style a layout primitive made last, and what it was made from.
///
/// A style's rarely set fields (padding, gaps) live in a heap box that copies
/// share. Rows of a list are built from the same components again and again,
/// and each made its own boxes: two allocations a row for a padded stack,
/// freed again when the row's build is released. A primitive that asks its
/// memo gets the style it made last when it is made from equal inputs, so
/// rows made alike share one box. One entry: rows of one list alternate
/// little, and a miss costs what making the style always cost.
final class StyleMemo<Key: Equatable & Sendable>: Sendable {
  private let last = Locked<(key: Key, style: Style)?>(nil)

  /// The style made from `key`: the last one made, when its key is equal,
  /// else `make(key)`, remembered.
  func style(for key: Key, make: (Key) -> Style) -> Style {
    if let hit = last.withLock({ entry in entry.flatMap { $0.key == key ? $0.style : nil } }) {
      return hit
    }
    let style = make(key)
    last.withLock { $0 = (key, style) }
    return style
  }
}
