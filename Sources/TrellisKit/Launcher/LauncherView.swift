public import Trellis

/// A springboard of icons over pages, with a page indicator and an editing
/// mode (NILauncherView).
///
/// ```swift
/// LauncherView(items: apps, arrangement: saved) { item in open(item) }
///   .onArrangementChange { arrangement in save(arrangement) }
/// ```
///
/// - Arrow keys move between icons (the tree's spatial focus), Page Up and
///   Page Down (or the ◀ ▶ buttons) between pages; Enter or a click opens the
///   focused icon.
/// - `e` (or the Edit button) starts editing: Enter or a click picks an icon
///   up (and puts it down); ← and → move the icon picked up (past a page's
///   edge onto the next or previous page), `[` and `]` move it to the
///   previous or next page, Delete or an icon's × button removes it; `e`
///   again ends editing.
/// - The grid wraps to the width it is given, so it takes as many columns
///   as fit and adapts when the terminal is resized; each page holds up to
///   ``pageSize`` icons.
/// - The arrangement is a ``LauncherArrangement`` value reported on every
///   change. One that names icons that no longer exist shows the rest; new
///   items go at the end (see ``LauncherArrangement/resolved(with:pageSize:)``).
///   With no items the launcher says so.
public struct LauncherView: StatefulComponent {
  /// What the launcher remembers between builds.
  public struct State: Sendable, Hashable {
    /// The icons' places.
    public var arrangement: LauncherArrangement
    /// The page shown, from 0.
    public var page: Int
    /// Whether icons are being moved and deleted.
    public var isEditing: Bool
    /// The icon picked up to move while editing, by id.
    public var held: String?
  }

  /// The icons that exist.
  public var items: [LauncherItem]
  /// Where they were, or `nil` for in order.
  public var arrangement: LauncherArrangement?
  /// The most icons on a page.
  public var pageSize: Int
  /// Opens an icon.
  public var open: @MainActor @Sendable (LauncherItem) -> Void
  /// Told each new arrangement, to save it.
  public var arrangementChanged: @MainActor @Sendable (LauncherArrangement) -> Void

  /// A launcher of `items`, placed by `arrangement`, `pageSize` to a page.
  public init(
    items: [LauncherItem], arrangement: LauncherArrangement? = nil, pageSize: Int = 12,
    open: @escaping @MainActor @Sendable (LauncherItem) -> Void
  ) {
    self.items = items
    self.arrangement = arrangement
    self.pageSize = max(1, pageSize)
    self.open = open
    self.arrangementChanged = { _ in }
  }

  /// Calls `handler` with each new arrangement (after a move or a delete).
  public func onArrangementChange(
    _ handler: @escaping @MainActor @Sendable (LauncherArrangement) -> Void
  ) -> LauncherView {
    var copy = self
    copy.arrangementChanged = handler
    return copy
  }

  /// The given arrangement matched against the items; the first page.
  public func initialState() -> State {
    let start = arrangement ?? LauncherArrangement(items: items, pageSize: pageSize)
    return State(
      arrangement: start.resolved(with: items, pageSize: pageSize).arrangement, page: 0,
      isEditing: false, held: nil)
  }

  /// The page's icons, the page indicator and the editing controls.
  public func body(state: State, scope: Scope<State>) -> some Component {
    let arrangement = state.arrangement.resolved(with: items, pageSize: pageSize).arrangement
    let page = min(max(0, state.page), arrangement.pages.count - 1)
    let byID = Dictionary(items.map { ($0.id, $0) }) { first, _ in first }
    let shown = arrangement.pages[page].compactMap { byID[$0] }
    let changed = arrangementChanged
    let edit = LauncherEdit(arrangement: arrangement, scope: scope, changed: changed)
    let grid = Stack(spacing: 1, alignment: .stretch) {
      if items.isEmpty {
        Text("No icons.").foregroundColor(.brightBlack).tag("launcher-empty")
      } else {
        Stack(.horizontal, spacing: 1, alignment: .start, wraps: true) {
          ForEach(shown) { item in
            LauncherIcon(
              item: item, isEditing: state.isEditing, isHeld: state.held == item.id, open: open,
              edit: edit)
          }
        }
        .scaled()
        .tag("launcher-page")
      }
      Stack(.horizontal, spacing: 1, alignment: .center) {
        Button("◀") { scope.mutate { $0.page = max(0, page - 1) } }
          .disabled(page == 0).tag("launcher-previous")
        Text(
          (0..<arrangement.pages.count).map { $0 == page ? "●" : "○" }.joined(separator: " ")
        )
        .tag("launcher-dots")
        Button("▶") { scope.mutate { $0.page = min(arrangement.pages.count - 1, page + 1) } }
          .disabled(page + 1 >= arrangement.pages.count).tag("launcher-next")
        Button(state.isEditing ? "Done" : "Edit") {
          scope.mutate {
            $0.isEditing.toggle()
            $0.held = nil
          }
        }
        .tag("launcher-edit")
        if state.isEditing {
          Text(
            state.held == nil
              ? "Enter picks an icon up · Del removes"
              : "←/→ move · [ ] page · Enter puts down · Del removes"
          )
          .foregroundColor(.brightBlack)
        }
      }
      .scaled()
    }
    // The gaps are steps of the host's spacing scale: a cell on a grid.
    .scaled()
    .keyCommand(KeyPress(.pageDown), "Next page") { _ in
      scope.mutate { $0.page = min(arrangement.pages.count - 1, page + 1) }
    }
    .keyCommand(KeyPress(.pageUp), "Previous page") { _ in
      scope.mutate { $0.page = max(0, page - 1) }
    }
    .keyCommand(KeyPress("e"), state.isEditing ? "Done" : "Edit") { _ in
      scope.mutate {
        $0.isEditing.toggle()
        $0.held = nil
      }
    }
    // Arrows move the icon picked up; otherwise they move focus, so these
    // commands exist only while one is held.
    if state.isEditing, let held = state.held {
      grid
        .keyCommand(KeyPress(.left), "Move back") { _ in edit.apply { $0.move(held, by: -1) } }
        .keyCommand(KeyPress(.right), "Move on") { _ in edit.apply { $0.move(held, by: 1) } }
        .keyCommand(KeyPress("["), "Page before") { _ in
          edit.apply { $0.move(held, toPage: max(0, ($0.position(of: held)?.page ?? 0) - 1)) }
        }
        .keyCommand(KeyPress("]"), "Page after") { _ in
          edit.apply { $0.move(held, toPage: ($0.position(of: held)?.page ?? 0) + 1) }
        }
        .keyCommand(KeyPress(.delete), "Remove") { _ in
          edit.apply { arrangement in
            arrangement.remove(held)
            return nil
          }
        }
    } else {
      grid
    }
  }
}

/// Changes to an arrangement from an icon: applied to the launcher's state
/// (which then shows the icon's page) and reported.
struct LauncherEdit: Sendable {
  let arrangement: LauncherArrangement
  let scope: Scope<LauncherView.State>
  let changed: @MainActor @Sendable (LauncherArrangement) -> Void

  /// Picks `id` up, or puts it down when it is held.
  func toggleHeld(_ id: String) {
    scope.mutate { $0.held = $0.held == id ? nil : id }
  }

  @MainActor
  func apply(_ change: (inout LauncherArrangement) -> Int?) {
    var changedArrangement = arrangement
    let page = change(&changedArrangement)
    let next = changedArrangement
    scope.mutate { state in
      state.arrangement = next
      if let page { state.page = page }
      if let held = state.held, next.position(of: held) == nil { state.held = nil }
    }
    changed(next)
  }
}
