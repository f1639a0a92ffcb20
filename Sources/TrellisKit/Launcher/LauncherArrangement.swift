/// Which icons a ``LauncherView`` shows on which page, in order: a value an
/// app saves (it is `Codable`) and gives back on the next start.
///
/// ```swift
/// import Foundation
///
/// let data = try JSONEncoder().encode(arrangement)
/// let restored = try JSONDecoder().decode(LauncherArrangement.self, from: data)
/// ```
///
/// An arrangement names items by id. When it is shown with the items an app
/// has now (``resolved(with:pageSize:)``), ids that no longer exist are left
/// out (and reported in ``Resolution/missing``), and items it does not name
/// go after the last icon, on new pages as needed — an icon is never lost
/// and a stale arrangement never fails.
public struct LauncherArrangement: Hashable, Sendable, Codable {
  /// The ids on each page, in order.
  public var pages: [[String]]

  /// An arrangement of `pages`.
  public init(pages: [[String]]) {
    self.pages = pages
  }

  /// `items` in order, `pageSize` to a page.
  public init(items: [LauncherItem], pageSize: Int) {
    let size = max(1, pageSize)
    pages = stride(from: 0, to: items.count, by: size).map { start in
      items[start..<min(items.count, start + size)].map(\.id)
    }
  }

  /// An arrangement matched against the items that exist.
  public struct Resolution: Hashable, Sendable {
    /// The arrangement with missing ids dropped, new items added and empty
    /// pages removed (one empty page when there are no items).
    public var arrangement: LauncherArrangement
    /// Ids the arrangement named that match no item.
    public var missing: [String]
  }

  /// This arrangement matched against `items`: see the type's overview.
  /// New items fill the last page up to `pageSize`, then new pages.
  public func resolved(with items: [LauncherItem], pageSize: Int) -> Resolution {
    let known = Set(items.map(\.id))
    var seen: Set<String> = []
    var missing: [String] = []
    var pages: [[String]] = []
    for page in self.pages {
      var kept: [String] = []
      for id in page {
        if !known.contains(id) {
          missing.append(id)
        } else if seen.insert(id).inserted {
          kept.append(id)
        }
      }
      if !kept.isEmpty { pages.append(kept) }
    }
    let size = max(1, pageSize)
    for item in items where !seen.contains(item.id) {
      seen.insert(item.id)
      if let last = pages.last, last.count < size {
        pages[pages.count - 1].append(item.id)
      } else {
        pages.append([item.id])
      }
    }
    if pages.isEmpty { pages = [[]] }
    return Resolution(arrangement: LauncherArrangement(pages: pages), missing: missing)
  }

  /// Where `id` is: its page and index, or `nil`.
  public func position(of id: String) -> (page: Int, index: Int)? {
    for (page, ids) in pages.enumerated() {
      if let index = ids.firstIndex(of: id) { return (page, index) }
    }
    return nil
  }

  /// Moves `id` one place back (`-1`) or on (`+1`): past a page's end it
  /// goes to the start of the next page, before a page's start to the end
  /// of the previous one. Returns the page it is on.
  @discardableResult
  public mutating func move(_ id: String, by step: Int) -> Int? {
    guard let (page, index) = position(of: id) else { return nil }
    let target = index + (step < 0 ? -1 : 1)
    if pages[page].indices.contains(target) {
      pages[page].swapAt(index, target)
      return page
    }
    if step < 0, page > 0 {
      pages[page].remove(at: index)
      pages[page - 1].append(id)
      return removeEmptyPages(keeping: page - 1)
    }
    if step > 0, page + 1 < pages.count {
      pages[page].remove(at: index)
      pages[page + 1].insert(id, at: 0)
      return removeEmptyPages(keeping: page + 1)
    }
    if step > 0, pages[page].count > 1 {
      // Past the last page's end: a new page.
      pages[page].remove(at: index)
      pages.append([id])
      return pages.count - 1
    }
    return page
  }

  /// Moves `id` to the end of page `page` (a new page when it is one past
  /// the last). Returns the page it is on.
  @discardableResult
  public mutating func move(_ id: String, toPage page: Int) -> Int? {
    guard let (from, index) = position(of: id), page >= 0, page <= pages.count, page != from
    else { return position(of: id)?.page }
    pages[from].remove(at: index)
    if page == pages.count { pages.append([]) }
    pages[page].append(id)
    return removeEmptyPages(keeping: page)
  }

  /// Removes `id`; empty pages go.
  public mutating func remove(_ id: String) {
    guard let (page, index) = position(of: id) else { return }
    pages[page].remove(at: index)
    removeEmptyPages(keeping: 0)
  }

  /// Drops empty pages (keeping one); returns where page `keeping` went.
  @discardableResult
  private mutating func removeEmptyPages(keeping page: Int) -> Int {
    let before = pages[..<min(page, pages.count)].filter(\.isEmpty).count
    pages.removeAll(where: \.isEmpty)
    if pages.isEmpty { pages = [[]] }
    return min(max(0, page - before), pages.count - 1)
  }
}
