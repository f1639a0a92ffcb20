/// The logic behind one screen: BothamUI's presenter.
///
/// A presenter owns a UI protocol of its own and talks to its screen only
/// through it, holding the screen weakly so the screen (which keeps its
/// presenter) and the presenter never keep each other alive:
///
/// ```swift
/// @MainActor protocol CharactersUI: LoadingUI, ErrorUI, ListUI {}
///
/// @MainActor final class CharactersPresenter: Presenter, RetryingPresenter {
///   weak var ui: (any CharactersUI)?
///   let service: CharacterService
///   init(service: CharacterService) { self.service = service }
///
///   func viewDidLoad() { load() }
///   func retry() { load() }
///
///   private func load() {
///     ui?.showLoading()
///     Task {
///       do {
///         let characters = try await service.characters(page: 0)
///         ui?.show(items: characters, hasMore: false)
///       } catch {
///         ui?.showError("The service is not answering")
///       }
///     }
///   }
/// }
/// ```
///
/// The navigator calls the lifecycle methods in this order, each exactly
/// once per transition the user sees:
///
/// ```
/// viewDidLoad (once, before the first appearance)
///   → viewWillAppear → viewDidAppear          (the screen comes on screen)
///   → viewWillDisappear → viewDidDisappear    (it leaves: covered, popped, app quit)
///   → viewWillAppear → …                      (it comes back)
/// ```
///
/// A screen passed through — the middle screens when three are popped at
/// once — gets no calls. Every method has an empty default.
@MainActor
public protocol Presenter: AnyObject {
  /// The screen was made and is about to be shown for the first time.
  func viewDidLoad()
  /// The screen is about to come on screen.
  func viewWillAppear()
  /// The screen is on screen.
  func viewDidAppear()
  /// The screen is about to leave the screen.
  func viewWillDisappear()
  /// The screen has left the screen.
  func viewDidDisappear()
}

extension Presenter {
  /// Does nothing.
  public func viewDidLoad() {}
  /// Does nothing.
  public func viewWillAppear() {}
  /// Does nothing.
  public func viewDidAppear() {}
  /// Does nothing.
  public func viewWillDisappear() {}
  /// Does nothing.
  public func viewDidDisappear() {}
}
