public import Trellis
import TrellisBinding
public import TrellisTables

/// A screen: the view-controller analogue that shows a component tree for
/// its presenter, inside a ``Navigator``.
///
/// A screen gives its presenter, with no code of its own, a spinner
/// (``LoadingUI``), an empty state (``EmptyStateUI``), an error with a
/// Retry button (``ErrorUI``), pull-to-refresh (the refresh key, Ctrl-R by
/// default, or the wheel pulled past the top of the list) and a list
/// through TrellisTables' models and cell factory with infinite scroll
/// (``ListUI``). Its own content is a component:
///
/// ```swift
/// let presenter = CharactersPresenter(service: service)
/// let screen = Screen(title: "Characters", presenter: presenter)
/// presenter.ui = screen           // weak: the screen keeps its presenter
/// navigator.push(screen)
/// ```
///
/// Subclass it to add methods of a presenter's own UI protocol, or to
/// override ``body()``. The screen keeps its component state while it is
/// covered (its `ComponentRoot` is unmounted, not dropped), so a screen
/// that comes back shows what it showed, with focus where it was.
@MainActor
open class Screen: LoadingUI, EmptyStateUI, ErrorUI, ListUI, NavigatingUI {
  /// The screen's identifier: in a screen file, or its type's name.
  public let identifier: String
  /// The title shown in the title bar and as the back hint of the screen
  /// pushed over it.
  public var title: String {
    didSet { navigator?.screenDidChangeTitle(self) }
  }
  /// The presenter, kept alive by the screen.
  public let presenter: (any Presenter)?
  /// The navigator showing the screen.
  public internal(set) weak var navigator: Navigator?
  /// What the content area shows.
  public private(set) var phase: ScreenPhase = .content
  /// Whether a refresh is running (a line above the content says so).
  public private(set) var isRefreshing = false
  /// The key that refreshes a ``RefreshingPresenter``'s screen.
  public var refreshKey = KeyPress("r", modifiers: .control)
  /// Finds the cells of the list's items.
  public var cellFactory = CellFactory()
  /// The list's table, once items were shown.
  public private(set) var table: TableView?
  /// Whether ``Presenter/viewDidLoad()`` was called.
  public private(set) var isLoaded = false
  /// Whether the screen is on screen (between did appear and will
  /// disappear, inclusive).
  public private(set) var isVisible = false
  /// The pages requested so far by the list's loading row.
  public private(set) var requestedPages = 0

  private let content: (@MainActor (Screen) -> AnyComponent)?
  private var listModel = MutableTableModel()
  private var hasMore = false
  private var page = 0
  private var root: ComponentRoot?
  private var mountPoint: (host: any Host, container: ViewID)?
  /// Whether the views are on screen: a covered screen renders nothing
  /// until it is mounted again (which renders what changed meanwhile).
  private var isMounted = false
  private var chrome: NavigationChrome?
  private var renderTask: Task<Void, Never>?
  private var savedFocus: Int?
  /// The chrome control (back button, tab) focus landed on because the
  /// content had no control yet; the content's first control takes focus
  /// from it once there is one, unless the user moved focus meanwhile.
  private var provisionalFocus: ViewID?
  /// Whether items were shown: the screen has a list, made (in the host's
  /// environment) once the screen is mounted.
  private var showsList = false

  /// Creates a screen for `presenter` (which may be `nil`), showing
  /// `content` in its content area while it is in the ``ScreenPhase/content``
  /// phase. The identifier defaults to the screen's type name.
  public init(
    identifier: String? = nil, title: String = "", presenter: (any Presenter)? = nil,
    content: (@MainActor (Screen) -> AnyComponent)? = nil
  ) {
    self.identifier = identifier ?? String(describing: Self.self)
    self.title = title
    self.presenter = presenter
    self.content = content
  }

  /// The screen's own content; the default is the `content` closure given
  /// at creation. Override it in a subclass.
  open func body() -> AnyComponent? {
    content?(self)
  }

  /// Renders the screen again (after a value ``body()`` reads changed).
  public func setNeedsRender() {
    // A covered screen is rendered when it comes back (see `mount`).
    guard isMounted, let root, renderTask == nil else { return }
    renderTask = Task { @MainActor [weak self] in
      guard let self else { return }
      self.renderTask = nil
      await root.render(self.makeView())
      guard let tree = self.tree else { return }
      self.listDidMount(tree: tree)
      // The focused view went away (a state replaced it): the tree hands
      // focus to a neighbour when the change was local (a row removed, a
      // button disabled), else focus moves to the screen's first control
      // rather than nowhere, so the screen's keys keep working.
      if tree.focusedView == nil { tree.syncFocus() }
      if tree.focusedView == nil || tree.node(tree.focusedView!) == nil {
        tree.focus(self.firstControl())
      } else if self.provisionalFocus != nil, tree.focusedView == self.provisionalFocus {
        // Focus waited on the chrome while the content (a spinner) had no
        // control; the content's first control (the loaded list) takes it.
        if let content = self.firstControl(), self.isInContent(content, tree: tree) {
          tree.focus(content)
          self.provisionalFocus = nil
        }
      } else {
        self.provisionalFocus = nil  // the user moved focus
      }
    }
  }

  /// Waits until every change so far is rendered, and the list's rows are
  /// built and mounted.
  public func settle() async {
    while let task = renderTask { await task.value }
    await root?.settle()
    await table?.settle()
    // Rows built may have asked for a page, and the page changed the view.
    await Task.yield()
    while let task = renderTask { await task.value }
    await root?.settle()
    await navigator?.binder?.settle()
  }

  // MARK: Built-in UI

  /// Shows the spinner; with rows on screen, a refresh line instead.
  public func showLoading() {
    if showsList, !listModel.model.isEmpty, phase == .content {
      isRefreshing = true
    } else {
      phase = .loading
    }
    setNeedsRender()
  }

  /// Hides the spinner and the refresh line.
  public func hideLoading() {
    isRefreshing = false
    if phase == .loading { phase = .content }
    setNeedsRender()
  }

  /// Shows `message` in place of the content.
  public func showEmpty(_ message: String) {
    isRefreshing = false
    phase = .empty(message)
    setNeedsRender()
  }

  /// Shows `message` with a Retry button for a ``RetryingPresenter``.
  public func showError(_ message: String) {
    isRefreshing = false
    phase = .error(message)
    setNeedsRender()
  }

  /// Shows the screen's own content again.
  public func showContent() {
    phase = .content
    setNeedsRender()
  }

  /// Shows `items` in the list, replacing what it showed.
  public func show(items: [any Sendable], hasMore: Bool = false) {
    page += 1
    self.hasMore = hasMore
    var objects = items
    if hasMore { objects.append(nextPageRow()) }
    listModel = MutableTableModel(list: objects)
    showsList = true
    phase = .content
    isRefreshing = false
    if let table {
      let model = listModel.model
      Task { await table.reset(to: model) }
    } else if mountPoint?.host != nil {
      table = makeTable()
    }
    setNeedsRender()
  }

  /// Adds `items` at the end of the list (a next page), replacing the
  /// loading row.
  public func append(items: [any Sendable], hasMore: Bool = false) {
    guard let table else { return show(items: items, hasMore: hasMore) }
    page += 1
    var objects = items
    if self.hasMore, listModel.model.rowCount > 0 {
      let last = ItemPath(section: 0, item: listModel.model.rowCount - 1)
      if let removal = try? listModel.remove(at: last) {
        try? table.applySynchronously(removal, to: listModel.model)
      }
    }
    self.hasMore = hasMore
    if hasMore { objects.append(nextPageRow()) }
    let insertion = listModel.append(objects)
    try? table.applySynchronously(insertion, to: listModel.model)
  }

  /// The objects the list shows, without the loading row.
  public var items: [any Sendable] {
    listModel.model.sections.flatMap(\.objects).filter { !($0 is NextPageRow) }
  }

  // MARK: Lifecycle, called by the navigator

  func callLifecycle(_ event: LifecycleEvent) {
    switch event {
    case .didLoad:
      guard !isLoaded else { return }
      isLoaded = true
      presenter?.viewDidLoad()
    case .willAppear: presenter?.viewWillAppear()
    case .didAppear:
      isVisible = true
      presenter?.viewDidAppear()
    case .willDisappear: presenter?.viewWillDisappear()
    case .didDisappear:
      isVisible = false
      presenter?.viewDidDisappear()
    }
  }

  /// Mounts the screen's views into `container` (its first frame is built
  /// on the main actor, at once), restoring focus where it was.
  func mount(host: any Host, in container: ViewID, size: Size, chrome: NavigationChrome) {
    self.chrome = chrome
    if root == nil || mountPoint?.container != container
      || mountPoint.map({ $0.host !== host }) == true
    {
      root?.invalidate()
      root = ComponentRoot(host: host, container: container, sizeRange: SizeRange(exactly: size))
      root?.responder = presenter as? any ActionResponder
      mountPoint = (host, container)
    }
    if table == nil, showsList { table = makeTable() }
    root?.sizeRange = SizeRange(exactly: size)
    isMounted = true
    root?.renderSynchronously(makeView())
    restoreFocus()
  }

  /// Gives the screen a new chrome (a tab or the title changed) or size.
  func update(chrome: NavigationChrome? = nil, size: Size? = nil) {
    if let chrome { self.chrome = chrome }
    if let size, isMounted { root?.sizeRange = SizeRange(exactly: size) }
    setNeedsRender()
  }

  /// Unmounts the views, remembering focus; the component state stays.
  func unmount() {
    saveFocus()
    isMounted = false
    renderTask?.cancel()
    renderTask = nil
    root?.unmount()
  }

  /// Releases the views and state for good.
  func invalidate() {
    isMounted = false
    renderTask?.cancel()
    renderTask = nil
    root?.invalidate()
    root = nil
    mountPoint = nil
  }

  // MARK: Rendering

  private func makeView() -> ScreenView {
    var retry: (@MainActor @Sendable () -> Void)?
    if let retrying = presenter as? any RetryingPresenter {
      retry = { retrying.retry() }
    }
    var refresh: (@MainActor @Sendable () -> Void)?
    if let refreshing = presenter as? any RefreshingPresenter {
      refresh = { refreshing.refresh() }
    }
    return ScreenView(
      chrome: chrome, phase: phase, content: body(), list: table, retry: retry,
      refresh: refresh, refreshKey: refreshKey, isRefreshing: isRefreshing)
  }

  /// The list's table, laid out at the width of the view it is embedded
  /// in and in its host's units: made once the screen knows its host
  /// (items shown before it is mounted wait in the list's model).
  private func makeTable() -> TableView {
    var actions = TableActions()
    actions.onTap((any Sendable).self) { [weak self] object, _ in
      if object is NextPageRow { return .deselect }
      if let list = self?.presenter as? any ListPresenter { list.didSelect(item: object) }
      return .deselect
    }
    return TableView(model: listModel.model, factory: cellFactory, actions: actions)
  }

  private func nextPageRow() -> NextPageRow {
    NextPageRow(page: page) { [weak self] page in self?.nextPageRowNeared(page) }
  }

  /// Asks for the next page once per loading row, however often the row
  /// is built again (scrolled back, remounted after navigation): a list has
  /// one request in flight at a time, since the next row comes with the
  /// answer (`append`).
  private func nextPageRowNeared(_ page: Int) {
    guard page == self.page, hasMore, page > requestedPages,
      let paging = presenter as? any PagingPresenter
    else { return }
    requestedPages = page
    paging.loadNextPage()
  }

  /// Registers the wheel pulled past the top of the list as a refresh.
  func listDidMount(tree: HostViewTree) {
    guard let listView = table?.list?.listView,
      let refreshing = presenter as? any RefreshingPresenter
    else { return }
    tree.overscrollHandlers[listView] = { delta in
      if delta.y < 0 { refreshing.refresh() }
    }
  }

  // MARK: Focus

  private var tree: HostViewTree? { (mountPoint?.host as? any ViewTreeHost)?.tree }

  private func focusableViews() -> [ViewID] {
    guard let tree, let container = mountPoint?.container else { return [] }
    return tree.focusableViews.filter { id in
      var current = tree.node(id)?.parent
      while let parent = current {
        if parent == container { return true }
        current = tree.node(parent)?.parent
      }
      return false
    }
  }

  /// Focuses the screen's control with `tag`; returns whether it has one.
  @discardableResult
  func focusControl(tagged tag: String) -> Bool {
    guard let tree,
      let id = focusableViews().first(where: { tree.node($0)?.attributes[.tag] == tag })
    else { return false }
    tree.focus(id)
    return true
  }

  private func saveFocus() {
    guard let focused = tree?.focusedView else {
      savedFocus = nil
      return
    }
    savedFocus = focusableViews().firstIndex(of: focused)
  }

  private func restoreFocus() {
    guard let tree else { return }
    if let table, table.list != nil { listDidMount(tree: tree) }
    let views = focusableViews()
    if let savedFocus, savedFocus < views.count {
      tree.focus(views[savedFocus])
    } else if let focused = tree.focusedView, views.contains(focused) {
      return
    } else {
      let first = firstControl()
      tree.focus(first)
      provisionalFocus = first.flatMap { isInContent($0, tree: tree) ? nil : $0 }
    }
  }

  /// Where focus lands on a screen shown for the first time: its first
  /// control, as a view controller's first responder — not the title
  /// bar's back button or the tab bar, which the first typed characters
  /// would otherwise reach; those only when the content has no control.
  private func firstControl() -> ViewID? {
    let views = focusableViews()
    guard let tree, let content = views.first(where: { isInContent($0, tree: tree) }) else {
      return views.first
    }
    return content
  }

  private func isInContent(_ id: ViewID, tree: HostViewTree) -> Bool {
    var current: ViewID? = id
    while let view = current, view != mountPoint?.container {
      if tree.node(view)?.attributes[.tag] == ScreenView.contentTag { return true }
      current = tree.node(view)?.parent
    }
    return false
  }
}
