import Trellis

extension AttributeKey where Value == [String] {
  /// The items a web host gives its key command footers: the active key
  /// commands shown in footers, as `keys, label` pairs one after the other
  /// (what the terminal draws from `HostViewTree/activeKeyCommands`).
  static var footerItems: Self { Self("footerItems") }
}

/// The key command footers of a web host's tree, given the active
/// commands as an attribute the page shows (the terminal's host draws them
/// from the tree at each frame; the page only sees attributes).
@MainActor
struct KeyCommandFooterItems {
  /// The footers in the tree, from the journal's creations.
  private(set) var footers: Set<ViewID> = []

  /// Follows the footers created and destroyed in `journal`; returns
  /// whether one was created.
  mutating func follow(_ journal: ChangeJournal) -> Bool {
    var created = false
    for entry in journal.entries {
      switch entry {
      case .created(let id, let kind, _) where kind == .keyCommandFooter:
        footers.insert(id)
        created = true
      case .destroyed(let id): footers.remove(id)
      default: break
      }
    }
    return created
  }

  /// Sets every footer's items to the tree's active commands.
  func update(_ tree: HostViewTree) {
    guard !footers.isEmpty else { return }
    let items = KeyCommand.footerItems(tree.activeKeyCommands).flatMap { [$0.keys, $0.label] }
    tree.applyObservedValue(for: .footerItems, to: footers) { _ in items }
  }
}
