import Trellis

/// One icon of a launcher: its glyph with its badge, and its title as a
/// button that opens it (or, while editing, picks it up to move).
struct LauncherIcon: Component {
  let item: LauncherItem
  let isEditing: Bool
  let isHeld: Bool
  let open: @MainActor @Sendable (LauncherItem) -> Void
  let edit: LauncherEdit

  /// An icon's width, in steps of the host's spacing scale.
  static let width: Double = 14

  var body: some Component {
    let item = item
    let open = open
    let edit = edit
    Stack(spacing: 0, alignment: .center) {
      Text(VisibleControlCharacters.visible(item.glyph)).bold().lineLimit(1)
        .badge(item.badge.flatMap { $0.isEmpty ? nil : $0 })
      Button(isHeld ? "‹\(item.title)›" : item.title) {
        if isEditing { edit.toggleHeld(item.id) } else { open(item) }
      }
      .tag("icon-\(item.id)")
      if isEditing {
        Button("×") {
          edit.apply { arrangement in
            arrangement.remove(item.id)
            return nil
          }
        }.tag("remove-\(item.id)")
      }
    }
    // Steps of the host's spacing scale: 14 cells on a grid.
    .scaled(width: Self.width)
    .key(item.id)
  }
}
