import Testing
import Trellis
import TrellisPresentation
import TrellisTables
import TrellisTesting

/// A presenter that answers pages only when the test says so.
@MainActor
final class SlowPagingPresenter: PagingPresenter, RefreshingPresenter {
  weak var ui: Screen?
  var requests = 0
  var refreshes = 0
  func loadNextPage() { requests += 1 }
  func refresh() { refreshes += 1 }
}

/// The logic of the article's `CharactersPresenter` (PresentersScreensAndNavigation.md),
/// against a service the test controls.
@MainActor
final class ArticlePagingPresenter: RefreshingPresenter, PagingPresenter {
  weak var ui: (any ListUI & LoadingUI & EmptyStateUI & ErrorUI)?
  private let service: ControlledService
  private var nextPage = 0
  /// A reload starts a new list; a page of an older one is dropped.
  private var generation = 0
  private(set) var loading: Task<Void, Never>?
  init(service: ControlledService) { self.service = service }

  func viewDidLoad() { reload() }
  func refresh() { reload() }

  func loadNextPage() {
    guard loading == nil else { return }  // one request at a time
    let page = nextPage
    let list = generation
    loading = Task {
      defer { if list == generation { loading = nil } }
      let items = (try? await service.characters(page: page)) ?? []
      guard list == generation else { return }  // the list was replaced meanwhile
      nextPage = page + 1
      ui?.append(items: items, hasMore: !items.isEmpty)
    }
  }

  private func reload() {
    generation += 1
    let list = generation
    ui?.showLoading()
    loading = Task {
      defer { if list == generation { loading = nil } }
      do {
        let page = try await service.characters(page: 0)
        guard list == generation else { return }
        nextPage = 1
        if page.isEmpty {
          ui?.showEmpty("No characters")
        } else {
          ui?.show(items: page, hasMore: true)
        }
      } catch {
        guard list == generation else { return }
        ui?.showError("The service is not answering")
      }
    }
  }
}

/// Pages of items whose answers the test releases one by one.
@MainActor
final class ControlledService {
  var asked: [Int] = []
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func characters(page: Int) async throws -> [Item] {
    asked.append(page)
    await withCheckedContinuation { waiting.append($0) }
    return page < 3 ? (0..<3).map { Item(name: "P\(page)-\($0)") } : []
  }

  /// Answers the oldest request waiting.
  func answer() { if !waiting.isEmpty { waiting.removeFirst().resume() } }
  var pending: Int { waiting.count }
}

@MainActor
@Suite("Paging: one request at a time")
struct PagingTests {
  /// Issue 32 item 5: rebuilding the loading row (navigation away and
  /// back) while a page is in flight asks no second page.
  @Test func aScreenAsksForOnePageAtATime() async throws {
    let presenter = SlowPagingPresenter()
    let screen = Screen(title: "Items", presenter: presenter)
    presenter.ui = screen
    let navigator = Navigator(root: screen)
    _ = mounted(navigator, size: Size(width: 40, height: 12))
    screen.show(items: [Item(name: "A")], hasMore: true)
    await screen.settle()
    #expect(presenter.requests == 1)
    navigator.push(Screen(title: "Other"))
    navigator.pop()
    await screen.settle()
    #expect(presenter.requests == 1)
    screen.append(items: [Item(name: "B")], hasMore: true)
    await screen.settle()
    #expect(presenter.requests == 2)
    #expect(screen.items.count == 2)
  }

  /// Issue 32 item 5: the article's sample, refreshed while a page is in
  /// flight, shows every page once.
  @Test func theArticlesPresenterAppendsEachPageOnce() async throws {
    let service = ControlledService()
    let presenter = ArticlePagingPresenter(service: service)
    let screen = Screen(title: "Characters", presenter: presenter)
    presenter.ui = screen
    let navigator = Navigator(root: screen)
    _ = mounted(navigator, size: Size(width: 40, height: 30))
    await settle(screen, until: { service.pending == 1 })
    service.answer()  // page 0
    await settle(screen, until: { service.pending == 1 })
    #expect(service.asked == [0, 1])
    presenter.refresh()  // while page 1 is in flight
    await settle(screen, until: { service.pending == 2 })
    service.answer()  // the old list's page 1: dropped
    service.answer()  // the new list's page 0
    await settle(screen, until: { service.pending == 1 })
    service.answer()  // page 1
    await settle(screen, until: { service.pending == 1 })
    await screen.settle()
    let names = screen.items.compactMap { ($0 as? Item)?.name }
    #expect(names == ["P0-0", "P0-1", "P0-2", "P1-0", "P1-1", "P1-2"])
    #expect(Set(names).count == names.count)
  }

  /// Lets the screen render and the service's callers run until
  /// `condition` holds, a bounded number of rounds.
  private func settle(_ screen: Screen, until condition: () -> Bool) async {
    for _ in 0..<50 where !condition() {
      await screen.settle()
      await Task.yield()
    }
  }
}
