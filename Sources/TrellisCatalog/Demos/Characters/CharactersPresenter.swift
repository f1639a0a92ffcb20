import TrellisPresentation

/// What the characters list's presenter asks of its screen: the built-in
/// states and a list (a `Screen` is all of these, with no code).
@MainActor
protocol CharactersUI: LoadingUI, EmptyStateUI, ErrorUI, ListUI {}

extension Screen: CharactersUI {}

/// The list of characters: loads the first page, pages on as the list
/// nears its end, refreshes, retries after an error, opens a detail.
@MainActor
final class CharactersPresenter: RetryingPresenter, RefreshingPresenter, PagingPresenter,
  ListPresenter
{
  weak var ui: (any CharactersUI)?
  private let service: CharacterService
  private let open: @MainActor (MarvelCharacter) -> Void
  private var loadedPages = 0
  private var loading = false

  init(service: CharacterService, open: @escaping @MainActor (MarvelCharacter) -> Void) {
    self.service = service
    self.open = open
  }

  func viewDidLoad() { reload() }
  func retry() { reload() }
  func refresh() { reload() }

  func loadNextPage() {
    guard !loading else { return }
    loading = true
    Task {
      defer { loading = false }
      do {
        let page = try await service.characters(page: loadedPages)
        loadedPages += 1
        ui?.append(items: page.items, hasMore: page.hasMore)
      } catch {
        ui?.showError((error as? CharacterService.Failure)?.message ?? "\(error)")
      }
    }
  }

  func didSelect(item: any Sendable) {
    if let character = item as? MarvelCharacter { open(character) }
  }

  private func reload() {
    ui?.showLoading()
    loading = true
    Task {
      defer { loading = false }
      do {
        let page = try await service.characters(page: 0)
        loadedPages = 1
        if page.items.isEmpty {
          ui?.showEmpty("No characters yet. Switch the service back to normal and refresh.")
        } else {
          ui?.show(items: page.items, hasMore: page.hasMore)
        }
      } catch {
        ui?.showError((error as? CharacterService.Failure)?.message ?? "\(error)")
      }
    }
  }
}

/// The series tab: one list, loading, empty and error states.
@MainActor
final class SeriesPresenter: RetryingPresenter, RefreshingPresenter {
  weak var ui: (any CharactersUI)?
  private let service: CharacterService

  init(service: CharacterService) { self.service = service }

  func viewDidLoad() { reload() }
  func retry() { reload() }
  func refresh() { reload() }

  private func reload() {
    ui?.showLoading()
    Task {
      do {
        let series = try await service.series()
        if series.isEmpty {
          ui?.showEmpty("No series.")
        } else {
          ui?.show(items: series, hasMore: false)
        }
      } catch {
        ui?.showError((error as? CharacterService.Failure)?.message ?? "\(error)")
      }
    }
  }
}
