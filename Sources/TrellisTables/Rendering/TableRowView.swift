import Trellis

/// The chrome around every row's cell: the accessory, the selection
/// colour, and the tap, detail and Enter-key handlers that report to the
/// table.
struct TableRowView: Component {
  let cell: AnyComponent
  let accessory: Accessory
  let isSelected: Bool
  var isHighlighted = false
  let onTap: @MainActor @Sendable () -> Void
  let onDetail: @MainActor @Sendable () -> Void

  var body: some Component {
    // Only a selected or highlighted row sets a background, so the others
    // keep the table's own.
    if isSelected {
      row.backgroundColor(.selection)
    } else if isHighlighted {
      row.backgroundColor(.brightBlack)
    } else {
      row
    }
  }

  private var row: some Component {
    Stack(.horizontal, spacing: 1, alignment: .center) {
      cell.flex(grow: 1, shrink: 1)
      if accessory.contains(.detail) {
        Text(Accessory.detailGlyph).tag("detail").onTap(onDetail)
      }
      if accessory.contains(.disclosure) {
        Text(Accessory.disclosureGlyph).tag("disclosure")
      }
    }.scaled()
      .padding(steps: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
      .attribute(.selected, isSelected)
      .tag(isHighlighted ? "highlighted-row" : "row")
      .onTap(onTap)
      .on(.key) { event, _ in
        if case .key(let press) = event, press.key == .enter, press.modifiers.isEmpty { onTap() }
      }
  }
}

/// A section header: bold, on its own line.
struct TableHeaderView: Component {
  let title: String
  var body: some Component {
    Text(title).bold().padding(steps: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
      .tag("header")
  }
}

/// A section footer: dim, on its own line.
struct TableFooterView: Component {
  let text: String
  var body: some Component {
    Text(text).foregroundColor(.brightBlack)
      .padding(steps: EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
      .tag("footer")
  }
}
