public import Trellis
public import TrellisDiff

// The keyboard of a focused table: a highlighted row that ↑ and ↓ move,
// Enter taps, → taps its detail button.
extension TableView {
  /// Moves the keyboard to a row (`nil` for none) and scrolls it into
  /// view.
  public func highlightRow(at path: ItemPath?) {
    let id = path.flatMap { model.object(at: $0) == nil ? nil : rowID(at: $0) }
    setFlags(selected: selectedID, highlighted: id)
    guard let path, id != nil, let list else { return }
    list.scroll(toVisible: listPath(of: path))
    // The first row of a section brings its header along.
    if path.item == 0 && sections[path.section].model.rowOffset == 1 {
      list.scroll(toVisible: ItemPath(section: path.section, item: 0))
    }
  }

  /// Focus arrived: the keyboard's row shows at once — the one it was on,
  /// or the first row in view — so Enter has a row to open before any
  /// arrow was pressed.
  func listDidTakeFocus() {
    guard highlightedPath == nil, let first = firstVisibleRow() else { return }
    highlightRow(at: first)
  }

  /// Does what a key does when the list has focus (see ``TableView``);
  /// returns whether the key did something. ↑ and ↓ stay in the list at
  /// its first and last rows (Tab leaves it), so an arrow held down does
  /// not carry focus on to the controls around the list.
  @discardableResult
  public func handleKey(_ press: KeyPress) -> Bool {
    guard press.modifiers.isEmpty else { return false }
    switch press.key {
    case .down, .up:
      let step = press.key == .down ? 1 : -1
      guard let current = highlightedPath else {
        guard let first = firstVisibleRow() else { return false }
        highlightRow(at: first)
        return true
      }
      // At an edge the row stays: the key is still the list's.
      highlightRow(at: row(after: current, step: step) ?? current)
      return true
    case .home, .end:
      let target =
        press.key == .home
        ? row(after: nil, step: 1) : row(before: model.sections.count)
      guard let target else { return false }
      highlightRow(at: target)
      return true
    case .enter, .character(" "):
      guard let path = highlightedPath else { return false }
      tapRow(at: path)
      return true
    case .right:
      guard let path = highlightedPath, let object = model.object(at: path),
        actions.actions(for: object).detail != nil
      else { return false }
      tapDetail(at: path)
      return true
    default:
      return false
    }
  }

  /// The next (`step` 1) or previous (-1) row across sections; from `nil`,
  /// the first row.
  func row(after path: ItemPath?, step: Int) -> ItemPath? {
    guard let path else {
      let section = model.sections.firstIndex { !$0.objects.isEmpty }
      return section.map { ItemPath(section: $0, item: 0) }
    }
    let item = path.item + step
    if item >= 0 && item < model.sections[path.section].objects.count {
      return ItemPath(section: path.section, item: item)
    }
    if step > 0 {
      let rest = model.sections.indices.dropFirst(path.section + 1)
      return rest.first { !model.sections[$0].objects.isEmpty }.map {
        ItemPath(section: $0, item: 0)
      }
    }
    return row(before: path.section)
  }

  /// The last row of the sections before `section`.
  func row(before section: Int) -> ItemPath? {
    let earlier = model.sections.indices.prefix(section)
    return earlier.last { !model.sections[$0].objects.isEmpty }.map {
      ItemPath(section: $0, item: model.sections[$0].objects.count - 1)
    }
  }

  /// The first row whose bottom is below the top of the viewport.
  func firstVisibleRow() -> ItemPath? {
    guard let list else { return row(after: nil, step: 1) }
    for listPath in list.mountedPaths {
      let row = ItemPath(
        section: listPath.section,
        item: listPath.item - sections[listPath.section].model.rowOffset)
      guard row.item >= 0, model.object(at: row) != nil else { continue }
      if list.frame(of: listPath).maxY > list.contentOffset { return row }
    }
    return row(after: nil, step: 1)
  }
}
