import Trellis

/// One item of a grid line: its cell, then its accessory; taps on the cell
/// and on the detail button report to the grid.
struct GridCellView: Component {
  let cell: AnyComponent
  let accessory: Accessory
  let onTap: @MainActor @Sendable () -> Void
  let onDetail: @MainActor @Sendable () -> Void

  var body: some Component {
    Stack(.horizontal, alignment: .center) {
      cell.flex(grow: 1, shrink: 1)
      if accessory.contains(.detail) {
        Text(Accessory.detailGlyph).tag("detail").onTap(onDetail)
      }
      if accessory.contains(.disclosure) {
        Text(Accessory.disclosureGlyph).tag("disclosure")
      }
    }
    .tag("item")
    .onTap(onTap)
  }
}
