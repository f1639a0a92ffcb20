/// The position of an item in sectioned data: a section index and an item
/// index inside that section.
///
/// `ItemPath` plays the role of UIKit's `IndexPath` without depending on
/// Foundation, so the same changesets work on every platform. Paths order
/// by section first, then by item:
///
/// ```
/// (0, 0) < (0, 1) < (0, 9) < (1, 0) < (2, 5)
/// ```
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int

  /// The index of the item inside its section.
  public var item: Int

  /// Creates the path of item `item` in section `section`.
  @inlinable
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders paths by section, then by item.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }

  /// The path written as `[section, item]`, e.g. `[2, 5]`.
  public var description: String { "[\(section), \(item)]" }
}
