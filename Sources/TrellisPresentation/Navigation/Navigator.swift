public import Trellis
public import TrellisBinding

/// Shows screens: a stack per tab (push, pop, Escape goes back), modal
/// screens with a typed result, tabs that keep their stacks, and replacing
/// the root. UIKit's navigation, tab bar and modal presentation in one.
///
/// Place it in a component tree with `Embedded(navigator)` (or mount it
/// directly, as tests do); it shows one screen at a time below a title bar
/// with a back hint, above a tab bar when there are tabs:
///
/// ```swift
/// let navigator = Navigator(tabs: [
///   .init(title: "Characters", root: wireframe.charactersScreen()),
///   .init(title: "Series", root: wireframe.seriesScreen()),
/// ])
/// navigator.push(wireframe.detailScreen(for: character))
/// let rating = await navigator.present(ratingScreen, returning: Int.self)
/// ```
///
/// Each transition calls the presenters in one order: the incoming screen's
/// `viewDidLoad` (first time only), the outgoing `viewWillDisappear`, the
/// incoming `viewWillAppear`, the views swap, the outgoing
/// `viewDidDisappear`, the incoming `viewDidAppear`. Only the screen
/// leaving and the screen arriving are called: popping three screens
/// resumes none of the middle ones. When the navigator leaves the tree (the
/// app quits, its demo is closed) the visible screen disappears; when it is
/// mounted again the screen appears again.
@MainActor
public final class Navigator: Embeddable {
  /// A tab: its title and its root screen.
  public struct Tab {
    /// The title in the tab bar.
    public var title: String
    /// The tab's first screen.
    public var root: Screen

    /// Creates a tab.
    public init(title: String, root: Screen) {
      self.title = title
      self.root = root
    }
  }

  private struct TabStack {
    var title: String
    var screens: [Screen]
  }

  private struct ModalEntry {
    let screen: Screen
    let finish: ((any Sendable)?) -> Void
  }

  /// Keeps the screens' bindings (screen files' `bindTo.` paths) current;
  /// made for the host's view tree when the navigator is first mounted,
  /// unless the app sets its own before. The navigator's own binder files
  /// each failure of a screen file's binding in its screen's
  /// ``FileScreen/bindingProblems``, at the file position that declared it.
  ///
  /// `await navigator.settle()` (and so a component tree's `settle()`
  /// with `Embedded(navigator)`) waits for the visible screen: see
  /// ``Screen/settle()``.
  public var binder: Binder?

  /// Hears every lifecycle call made, after the presenter: for logs and
  /// tests.
  public var lifecycleObserver: (@MainActor (Screen, LifecycleEvent) -> Void)?

  private var tabs: [TabStack]
  /// The selected tab.
  public private(set) var selectedTab = 0
  private var modals: [ModalEntry] = []
  private var mountPoint: (host: any Host, view: ViewID, size: Size)?
  /// Where the last transition's screen was mounted, to tell a swap from a
  /// chrome change.
  private var shown: Screen?

  /// Creates a navigator with one stack starting at `root`.
  public init(root: Screen) {
    tabs = [TabStack(title: root.title, screens: [root])]
    root.navigator = self
  }

  /// Creates a navigator with a tab bar; each tab keeps its own stack.
  public init(tabs: [Tab]) {
    precondition(!tabs.isEmpty, "a navigator needs at least one tab")
    self.tabs = tabs.map { TabStack(title: $0.title, screens: [$0.root]) }
    for tab in tabs { tab.root.navigator = self }
  }

  // MARK: What is shown

  /// The screen on screen: the top modal, or the top of the selected tab's
  /// stack.
  public var visibleScreen: Screen {
    modals.last?.screen ?? tabs[selectedTab].screens[tabs[selectedTab].screens.count - 1]
  }

  /// The selected tab's stack, root first.
  public var stack: [Screen] { tabs[selectedTab].screens }

  /// The modal screens shown, bottom first.
  public var presentedScreens: [Screen] { modals.map(\.screen) }

  /// Every screen the navigator holds: each tab's stack, then the modals.
  public var screens: [Screen] { allScreens() }

  /// The tab titles.
  public var tabTitles: [String] { tabs.map(\.title) }

  /// Whether the navigator is mounted (its screen is on screen).
  public var isMounted: Bool { mountPoint != nil }

  // MARK: Stack

  /// Pushes `screen` on the selected tab's stack and shows it.
  public func push(_ screen: Screen) {
    transition { tabs[selectedTab].screens.append(screen) }
  }

  /// Pops the top screen of the selected tab's stack (not its root) and
  /// returns it.
  @discardableResult
  public func pop() -> Screen? {
    guard tabs[selectedTab].screens.count > 1 else { return nil }
    let top = tabs[selectedTab].screens[tabs[selectedTab].screens.count - 1]
    pop(count: 1)
    return top
  }

  /// Pops `count` screens at once; only the top one disappears and only
  /// the one uncovered appears.
  public func pop(count: Int) {
    let removable = min(max(0, count), tabs[selectedTab].screens.count - 1)
    guard removable > 0 else { return }
    transition { tabs[selectedTab].screens.removeLast(removable) }
  }

  /// Pops back to the root of the selected tab.
  public func popToRoot() { pop(count: tabs[selectedTab].screens.count - 1) }

  /// Loads the visible screen now — its presenter's `viewDidLoad`, once —
  /// so its content can be ready before it appears (a snapshot, a
  /// preloaded tab). Appearing later does not load it again.
  public func preload() {
    let screen = visibleScreen
    screen.navigator = self
    call(screen, .didLoad)
  }

  /// Refreshes the visible screen, if its presenter refreshes: for a key
  /// binding outside the navigator (the screen's own Ctrl-R works only
  /// while focus is inside it).
  public func refresh() {
    (visibleScreen.presenter as? any RefreshingPresenter)?.refresh()
  }

  /// Goes back: dismisses the top modal (with no result), or pops.
  public func back() {
    if !modals.isEmpty {
      dismiss(returning: nil as Never?)
    } else {
      pop()
    }
  }

  // MARK: Modals

  /// Presents `screen` over everything and waits until it is dismissed,
  /// returning the result it was dismissed with (`nil` when cancelled with
  /// Escape, or when the navigator replaced its content).
  ///
  /// ```swift
  /// let stars = await navigator.present(RatingScreen(), returning: Int.self)
  /// ```
  public func present<Result: Sendable>(_ screen: Screen, returning: Result.Type = Result.self)
    async -> Result?
  {
    let value: (any Sendable)? = await withCheckedContinuation { continuation in
      let entry = ModalEntry(screen: screen) { continuation.resume(returning: $0) }
      transition { modals.append(entry) }
    }
    return value as? Result
  }

  /// Presents `screen` without waiting for a result.
  public func present(_ screen: Screen) {
    let entry = ModalEntry(screen: screen) { _ in }
    transition { modals.append(entry) }
  }

  /// Dismisses the top modal screen, handing `result` to whoever awaits
  /// ``present(_:returning:)``.
  public func dismiss<Result: Sendable>(returning result: Result?) {
    guard let entry = modals.last else { return }
    transition { modals.removeLast() }
    entry.finish(result)
  }

  // MARK: Tabs and root

  /// Selects tab `index`; each tab keeps its stack and its screens' state.
  public func select(tab index: Int) {
    guard tabs.indices.contains(index), index != selectedTab || !modals.isEmpty else { return }
    guard modals.isEmpty else { return }
    transition { selectedTab = index }
  }

  /// Replaces the selected tab's whole stack (and any modal) with `screen`.
  public func replaceRoot(with screen: Screen) {
    let cancelled = modals
    transition {
      modals.removeAll()
      tabs[selectedTab].screens = [screen]
    }
    for entry in cancelled { entry.finish(nil) }
  }

  /// Replaces every tab (and any modal).
  public func replaceTabs(with newTabs: [Tab], selecting index: Int = 0) {
    guard !newTabs.isEmpty else { return }
    let cancelled = modals
    transition {
      modals.removeAll()
      tabs = newTabs.map { TabStack(title: $0.title, screens: [$0.root]) }
      selectedTab = min(max(0, index), newTabs.count - 1)
    }
    for entry in cancelled { entry.finish(nil) }
  }

  /// Ends the navigator: the visible screen disappears. Call it before the
  /// app quits if the navigator was mounted by hand (a navigator in a
  /// component tree ends when the tree is unmounted).
  public func end() { unmount() }

  // MARK: Embeddable

  /// Shows the visible screen in `view`: it appears.
  public func mount(host: any Host, in view: ViewID, size: Size) {
    mountPoint = (host, view, size)
    if binder == nil || binder?.tree == nil, let tree = (host as? any ViewTreeHost)?.tree {
      let binder = Binder(tree: tree)
      binder.onFailure = { [weak self, weak tree] failure in
        guard let tree else { return }
        self?.bindingDidFail(failure, in: tree)
      }
      self.binder = binder
    }
    let screen = visibleScreen
    screen.navigator = self
    call(screen, .didLoad)
    call(screen, .willAppear)
    screen.mount(host: host, in: view, size: size, chrome: chrome(for: screen))
    shown = screen
    call(screen, .didAppear)
  }

  /// The view was resized: the screen lays out again, with no lifecycle
  /// calls.
  public func resize(to size: Size) {
    guard let mountPoint else { return }
    self.mountPoint = (mountPoint.host, mountPoint.view, size)
    shown?.update(size: size)
  }

  /// Waits until the visible screen has rendered every change so far,
  /// built and mounted its list's rows and its bindings are current (see
  /// ``Screen/settle()``): so `await root.settle()` on a tree holding
  /// `Embedded(navigator)` waits for the screen too.
  public func settle() async {
    await shown?.settle()
  }

  /// The navigator leaves the screen: the visible screen disappears.
  public func unmount() {
    guard mountPoint != nil, let screen = shown else { return }
    call(screen, .willDisappear)
    screen.unmount()
    mountPoint = nil
    shown = nil
    call(screen, .didDisappear)
  }

  // MARK: Transitions

  /// Changes what the navigator holds and moves the lifecycle from the
  /// screen shown before to the one shown after.
  private func transition(_ change: () -> Void) {
    let before = allScreens()
    change()
    let after = allScreens()
    let incoming = visibleScreen
    incoming.navigator = self
    if let mountPoint, let outgoing = shown {
      if outgoing === incoming {
        outgoing.update(chrome: chrome(for: outgoing))
      } else {
        call(incoming, .didLoad)
        call(outgoing, .willDisappear)
        call(incoming, .willAppear)
        outgoing.unmount()
        incoming.mount(
          host: mountPoint.host, in: mountPoint.view, size: mountPoint.size,
          chrome: chrome(for: incoming))
        shown = incoming
        call(outgoing, .didDisappear)
        call(incoming, .didAppear)
      }
    }
    let kept = Set(after.map(ObjectIdentifier.init))
    for screen in before where !kept.contains(ObjectIdentifier(screen)) {
      screen.invalidate()
      if screen.navigator === self { screen.navigator = nil }
    }
  }

  private func call(_ screen: Screen, _ event: LifecycleEvent) {
    if event == .didLoad, screen.isLoaded { return }
    screen.callLifecycle(event)
    lifecycleObserver?(screen, event)
  }

  private func allScreens() -> [Screen] {
    tabs.flatMap(\.screens) + modals.map(\.screen)
  }

  private func chrome(for screen: Screen) -> NavigationChrome {
    let isModal = modals.last?.screen === screen
    let stack = tabs[selectedTab].screens
    let backTitle = !isModal && stack.count > 1 ? stack[stack.count - 2].title : nil
    return NavigationChrome(
      title: screen.title, backTitle: backTitle.map { $0.isEmpty ? "Back" : $0 },
      isModal: isModal, tabs: isModal ? [] : tabs.map(\.title), selectedTab: selectedTab,
      back: { [weak self] in self?.back() },
      selectTab: { [weak self] index in self?.select(tab: index) })
  }

  /// A binding of the shown screen failed: a screen file's screen records
  /// it at the place in the file that declared the view.
  private func bindingDidFail(_ failure: BindingFailure, in tree: HostViewTree) {
    guard let screen = shown as? FileScreen,
      let location = tree.node(failure.view)?.attributes[.screenFileLocation]
    else { return }
    screen.bindingDidFail(failure, declaredAt: location)
  }

  func screenDidChangeTitle(_ screen: Screen) {
    guard shown != nil else { return }
    shown?.update(chrome: chrome(for: visibleScreen))
  }
}
