import Trellis
import TrellisTables

/// The loading row at the end of a list that has more pages. Building its
/// cell — which an on-demand list does only as the row nears the viewport —
/// asks the screen for the next page: the one side effect of a cell build,
/// made harmless by the page number (the screen asks once per page).
struct NextPageRow: TableCellObject {
  /// Which page the row stands for; a new row per page, so each page's row
  /// is built (and asks) once.
  let page: Int
  let request: @MainActor @Sendable (Int) -> Void

  func makeCell(context: CellContext) -> LoadingCell {
    let page = page
    let request = request
    Task { @MainActor in request(page) }
    return LoadingCell("Loading more…")
  }
}
