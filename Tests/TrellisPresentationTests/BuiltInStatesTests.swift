import Testing
import Trellis
import TrellisPresentation
import TrellisTables
import TrellisTesting

struct Item: Sendable, TableCellObject {
  let name: String
  func makeCell(context: CellContext) -> TitleCell { TitleCell(name) }
}

/// A presenter of a paged list, driven by the test.
@MainActor
final class PagedPresenter: RetryingPresenter, RefreshingPresenter, PagingPresenter,
  ListPresenter
{
  weak var ui: Screen?
  var events: [String] = []
  var selected: [String] = []
  var pageSize = 30
  var pages = 3

  func viewDidLoad() { ui?.showLoading() }
  func retry() { events.append("retry") }
  func refresh() { events.append("refresh") }
  func loadNextPage() {
    events.append("nextPage")
    let loaded = ui?.items.count ?? 0
    let page = (0..<pageSize).map { Item(name: "Item \(loaded + $0)") }
    ui?.append(items: page, hasMore: (loaded + pageSize) / pageSize < pages)
  }
  func didSelect(item: any Sendable) {
    if let item = item as? Item { selected.append(item.name) }
  }
}

@MainActor
@Suite("Screen: loading, empty, error, refresh, infinite scroll and lists with no screen code")
struct BuiltInStatesTests {
  func make() -> (Screen, PagedPresenter, HeadlessHost) {
    let presenter = PagedPresenter()
    let screen = Screen(title: "Items", presenter: presenter)
    presenter.ui = screen
    let host = mounted(Navigator(root: screen), size: Size(width: 40, height: 12))
    return (screen, presenter, host)
  }

  @Test func loadingThenEmptyThenError() async {
    let (screen, presenter, host) = make()
    await screen.settle()
    #expect(host.find(text: "Loading…") != nil)
    #expect(host.findAll(kind: .activityIndicator).count == 1)
    screen.showEmpty("No characters")
    await screen.settle()
    #expect(host.find(tag: "empty")?.text == "No characters")
    screen.showError("The service failed")
    await screen.settle()
    #expect(host.find(tag: "error")?.text == "The service failed")
    #expect(host.tap(tag: "retry"))
    #expect(presenter.events == ["retry"])
  }

  @Test func refreshKeyAndWheelPastTheTop() async throws {
    let (screen, presenter, host) = make()
    screen.show(items: (0..<5).map { Item(name: "Item \($0)") }, hasMore: false)
    await screen.settle()
    #expect(host.press(KeyPress("r", modifiers: .control)))
    #expect(presenter.events == ["refresh"])
    let list = try #require(host.findAll(kind: .list).first)
    let frame = try #require(host.absoluteFrame(of: list.id))
    #expect(host.tree.wheel(Point(x: 0, y: -3), at: Point(x: frame.minX + 1, y: frame.minY + 1)))
    #expect(presenter.events == ["refresh", "refresh"])
    // While rows are shown, loading again is a refresh line above them.
    screen.showLoading()
    await screen.settle()
    #expect(host.find(tag: "refreshing") != nil)
    #expect(host.find(text: "Item 0") != nil)
  }

  @Test func infiniteScrollAsksForTheNextPageNearTheEnd() async throws {
    let (screen, presenter, host) = make()
    presenter.loadNextPage()
    await screen.settle()
    // One page fills the viewport: nothing more is asked yet.
    #expect(presenter.events == ["nextPage"])
    #expect(host.find(text: "Item 0") != nil)
    let list = try #require(host.findAll(kind: .list).first)
    host.scroll(list.id, to: Point(x: 0, y: 25))
    await screen.settle()
    #expect(presenter.events == ["nextPage", "nextPage"])
    #expect(screen.items.count == 60)
    host.scroll(list.id, to: Point(x: 0, y: 55))
    await screen.settle()
    #expect(screen.items.count == 90)
    // The last page has no loading row and asks for nothing more.
    host.scroll(list.id, to: Point(x: 0, y: 90))
    await screen.settle()
    #expect(presenter.events.count == 3)
    #expect(host.find(text: "Loading more…") == nil)
  }

  @Test func choosingARowTellsThePresenter() async throws {
    let (screen, presenter, host) = make()
    screen.show(items: [Item(name: "Hulk"), Item(name: "Thor")], hasMore: false)
    await screen.settle()
    let thor = try #require(host.find(text: "Thor"))
    #expect(host.tap(thor.id))
    #expect(presenter.selected == ["Thor"])
  }
}

/// A presenter tested with no host at all, through a fake of its UI.
@MainActor
protocol GreetingUI: AnyObject {
  func showLoading()
  func show(greeting: String)
}

@MainActor
final class GreetingPresenter: Presenter {
  weak var ui: (any GreetingUI)?
  let name: String
  init(name: String) { self.name = name }
  func viewDidLoad() { ui?.showLoading() }
  func viewDidAppear() { ui?.show(greeting: "Hello, \(name)") }
}

@MainActor
final class FakeGreetingUI: GreetingUI {
  var calls: [String] = []
  func showLoading() { calls.append("loading") }
  func show(greeting: String) { calls.append(greeting) }
}

@MainActor
@Test func presentersAreTestedThroughAFakeUI() {
  let ui = FakeGreetingUI()
  let presenter = GreetingPresenter(name: "Ada")
  presenter.ui = ui
  presenter.viewDidLoad()
  presenter.viewDidAppear()
  #expect(ui.calls == ["loading", "Hello, Ada"])
}
