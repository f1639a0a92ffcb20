import Foundation
import Testing
import Trellis
import TrellisPresentation
import TrellisTables
import TrellisTesting

/// Issue 32's presenter and navigation seams: what a covered screen, the
/// tab keys, focus after a push and `settle()` do.
@MainActor
@Suite("Navigator seams: covered screens, tab keys, first focus, settle")
struct NavigatorSeamsTests {
  static let profile = """
    screens:
      - id: profile
        title: Profile
        body:
          kind: stack
          children:
            - {kind: text, text: Version one, tag: label}
            - {kind: button, title: Covered, tag: covered-button}
    """

  /// Issue 32 item 1.
  @Test func aHotReloadLeavesTheCoveredScreenUnmounted() async throws {
    let path = FileManagerPath.temporary("Covered.yaml")
    try Self.profile.write(toFile: path, atomically: false, encoding: .utf8)
    let storyboard = try Storyboard(contentsOf: URL(fileURLWithPath: path))
    let navigator = Navigator(root: Screen(title: "Home"))
    let host = mounted(navigator)
    let covered = try storyboard.instantiate("profile")
    covered.title = "Ada"  // set by code: a reload keeps it
    navigator.push(covered)
    let top = Screen(title: "Top") { _ in AnyComponent(Button("On top") {}.tag("top-button")) }
    navigator.push(top)
    await navigator.settle()
    let reloader = try HotReloader(storyboard: storyboard, navigator: navigator)
    defer { reloader.stop() }
    try Self.profile.replacingOccurrences(of: "Version one", with: "Version two")
      .replacingOccurrences(of: "title: Profile", with: "title: Profile 2")
      .write(toFile: path, atomically: false, encoding: .utf8)
    reloader.reload()
    covered.dataObject = ["changed": true]  // any later change of the covered screen too
    await covered.settle()
    await navigator.settle()
    #expect(host.find(tag: "label") == nil)
    #expect(host.find(tag: "covered-button") == nil)
    #expect(host.mountedViews.filter { $0.tag == "screen-content" }.count == 1)
    // Tab cycles only through the top screen's controls.
    for _ in 0..<4 {
      host.focusNext()
      #expect(host.focusedView.flatMap(host.view)?.tag != "covered-button")
    }
    // Uncovered, it shows the reloaded file.
    navigator.pop()
    await navigator.settle()
    #expect(host.find(tag: "label")?.text == "Version two")
    #expect(host.find(tag: "navigation-title")?.text == "Ada")
  }

  /// Issue 32 item 1: the mechanism below the screen — a root's state
  /// update or resize after `unmount()` is built, not mounted.
  @Test func anUnmountedRootDoesNotMountItsNextRender() async {
    let host = HeadlessHost(size: Size(width: 20, height: 4))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: SizeRange(exactly: host.size))
    root.renderSynchronously(Text("Shown").tag("shown"))
    root.unmount()
    root.sizeRange = SizeRange(exactly: Size(width: 30, height: 4))
    await root.settle()
    #expect(host.find(tag: "shown") == nil)
    await root.render(Text("Again").tag("shown"))
    #expect(host.find(tag: "shown")?.text == "Again")
  }

  /// Issue 32 item 2.
  @Test func altDigitsReachEveryTabAndOnlyTabsThatExist() async {
    let titles = (1...5).map { "Tab \($0)" }
    let navigator = Navigator(
      tabs: titles.map { .init(title: $0, root: Screen(title: $0)) })
    let host = mounted(navigator, size: Size(width: 80, height: 12))
    #expect(host.press(KeyPress("5", modifiers: .alt)))
    #expect(navigator.selectedTab == 4)
    #expect(host.press(KeyPress("4", modifiers: .alt)))
    #expect(navigator.selectedTab == 3)
    #expect(!host.press(KeyPress("6", modifiers: .alt)))
    #expect(navigator.selectedTab == 3)
    let tabKeys = host.activeKeyCommands.filter { $0.key.modifiers == .alt }
    #expect(tabKeys.map(\.label) == titles)
  }

  /// Issue 32 item 2: no tab keys without tabs, no refresh key without a
  /// refreshing presenter.
  @Test func aNavigatorWithoutTabsOffersNoTabOrRefreshKeys() async {
    let navigator = Navigator(
      root: Screen(title: "Plain") { _ in AnyComponent(Button("Go") {}) })
    let host = mounted(navigator)
    let keys = host.activeKeyCommands.map(\.key)
    #expect(!keys.contains { $0.modifiers.contains(.alt) })
    #expect(!keys.contains(KeyPress("r", modifiers: .control)))
    #expect(!host.press(KeyPress("1", modifiers: .alt)))
  }

  /// Issue 32 item 2: with nothing focused — a tab whose screen has no
  /// control of its own — Alt-N still switches.
  @Test func altDigitsWorkWithNothingFocused() async {
    let navigator = Navigator(tabs: [
      .init(title: "One", root: Screen(title: "One") { _ in AnyComponent(Text("one")) }),
      .init(title: "Two", root: Screen(title: "Two") { _ in AnyComponent(Text("two")) }),
    ])
    let host = HeadlessHost(size: Size(width: 60, height: 10))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: SizeRange(exactly: host.size))
    root.renderSynchronously(
      Stack(alignment: .stretch) {
        Text("Header")
        Embedded(navigator).tag("navigator")
      })
    host.focus(nil)
    #expect(host.press(KeyPress("2", modifiers: .alt)))
    #expect(navigator.selectedTab == 1)
    navigator.end()
  }

  /// Issue 32 item 8: a pushed screen's first control takes focus, not the
  /// back button.
  @Test func aPushedScreenFocusesItsFirstControl() async throws {
    let navigator = Navigator(root: Screen(title: "Home"))
    let host = mounted(navigator)
    let form = Screen(title: "Form") { _ in
      AnyComponent(
        Stack {
          Text("Name")
          TextField("Name", text: "") { _ in }.tag("name")
        })
    }
    navigator.push(form)
    await navigator.settle()
    let focused = try #require(host.focusedView.flatMap(host.view))
    #expect(focused.tag == "name")
    // The first characters typed reach the field.
    #expect(host.tree.insertText("Ada"))
  }

  /// Issue 32 item 9.
  @Test func rootSettleWaitsForTheScreenOfAnEmbeddedNavigator() async {
    let screen = Screen(title: "Late")
    let navigator = Navigator(root: screen)
    let host = HeadlessHost(size: Size(width: 40, height: 10))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: SizeRange(exactly: host.size))
    root.renderSynchronously(Embedded(navigator))
    screen.showEmpty("Nothing here")
    await root.settle()
    #expect(host.find(tag: "empty")?.text == "Nothing here")
    // Rows are built off the main actor: settling the root waits for them.
    screen.show(items: (0..<3).map { Item(name: "Row \($0)") }, hasMore: false)
    await root.settle()
    #expect(host.find(text: "Row 2") != nil)
    navigator.end()
  }
}

/// Issue 32 item 8: a list screen shown by a tab switch has its list
/// focused with a row highlighted, and Enter opens it.
@MainActor
@Test func aListScreenShownByATabFocusesItsListWithARowHighlighted() async throws {
  func listScreen(_ name: String, _ presenter: PagedPresenter) -> Screen {
    let screen = Screen(title: name, presenter: presenter)
    presenter.ui = screen
    screen.show(items: (0..<3).map { Item(name: "\(name) \($0)") }, hasMore: false)
    return screen
  }
  let first = PagedPresenter()
  let second = PagedPresenter()
  let navigator = Navigator(tabs: [
    .init(title: "One", root: listScreen("One", first)),
    .init(title: "Two", root: listScreen("Two", second)),
  ])
  let host = mounted(navigator, size: Size(width: 40, height: 12))
  await navigator.settle()
  #expect(host.press(KeyPress("2", modifiers: .alt)))
  await navigator.settle()
  let list = try #require(navigator.visibleScreen.table?.list?.listView)
  #expect(host.focusedView == list)
  #expect(navigator.visibleScreen.table?.highlightedPath == ItemPath(section: 0, item: 0))
  #expect(host.press(KeyPress(.enter)))
  #expect(second.selected == ["Two 0"])
}

/// Issue 32 item 8: a tab whose list is still loading when it appears
/// focuses the list once it is loaded (focus waited on the tab bar).
@MainActor
@Test func aListLoadedAfterTheScreenAppearedTakesFocus() async throws {
  let presenter = PagedPresenter()
  let screen = Screen(title: "Later", presenter: presenter)
  presenter.ui = screen
  let navigator = Navigator(tabs: [
    .init(title: "Now", root: Screen(title: "Now")),
    .init(title: "Later", root: screen),
  ])
  let host = mounted(navigator, size: Size(width: 40, height: 12))
  navigator.select(tab: 1)  // shows the spinner (viewDidLoad)
  await navigator.settle()
  #expect(host.focusedView.flatMap(host.view)?.tag == "tab-0")
  screen.show(items: [Item(name: "Loaded")], hasMore: false)
  await navigator.settle()
  let list = try #require(screen.table?.list?.listView)
  #expect(host.focusedView == list)
  #expect(screen.table?.highlightedPath == ItemPath(section: 0, item: 0))
}
