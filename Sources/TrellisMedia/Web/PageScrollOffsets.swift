internal import Synchronization
internal import Trellis

/// Where each page of a ``WebView``'s history was scrolled to, by history
/// index, so going back or forward shows a page where it was left, while a
/// newly opened page starts at its top.
///
/// Kept outside the state's values: scrolling records here without a new
/// render of the page.
final class PageScrollOffsets: Sendable, Equatable {
  private let offsets = Locked([Int: Point]())

  /// The offset page `index` was left at (`.zero`: its top).
  func offset(at index: Int) -> Point {
    offsets.withLock { $0[index] } ?? .zero
  }

  /// Records that page `index` is scrolled to `offset`.
  func record(_ offset: Point, at index: Int) {
    offsets.withLock { $0[index] = offset }
  }

  /// Forgets the pages from `index` on: a new page replaces them.
  func forget(from index: Int) {
    offsets.withLock { offsets in offsets = offsets.filter { $0.key < index } }
  }

  /// One web view has one record: any two compare equal, so the state's
  /// equality is about what the page shows.
  static func == (lhs: PageScrollOffsets, rhs: PageScrollOffsets) -> Bool { true }
}
