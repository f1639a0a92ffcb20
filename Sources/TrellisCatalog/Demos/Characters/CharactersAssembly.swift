import TrellisPresentation

/// The same wiring as ``CharactersServiceLocator`` on a Swinject
/// container: each screen and presenter is registered once and resolved
/// with its dependencies.
///
/// The container is a ``MainActorContainer``: factories are `@MainActor`,
/// resolution happens on the main actor (the compiler checks it: this
/// class is `@MainActor`), and a missing registration is a typed
/// ``WiringError`` — shown on the screen it was to make, never a crash.
@MainActor
final class CharactersAssembly: CharactersWiring {
  weak var navigator: Navigator?
  let service: CharacterService
  let storyboard: Storyboard
  private let container = MainActorContainer()

  /// Registers every service and screen, then resolves the shared ones.
  ///
  /// - Throws: ``WiringError`` if a shared service cannot be made.
  init() throws(WiringError) {
    container.register(CharacterService.self, lifetime: .container) { _ in CharacterService() }
    container.register(Storyboard.self, lifetime: .container) { resolver in
      let registry = ScreenFileRegistry()
      registry.register(presenter: "CharacterDetailPresenter") { [weak resolver] in
        CharacterDetailPresenter { [weak resolver] in
          await (try? resolver?.resolve(CharactersAssembly.self))?.askRating()
        }
      }
      return CharactersScreenFile.storyboard(registry: registry)
    }
    container.register(Screen.self, name: "characters") { resolver throws(WiringError) in
      let wiring = try resolver.resolve(CharactersAssembly.self)
      let presenter = CharactersPresenter(service: try resolver.resolve(CharacterService.self)) {
        [weak wiring] in wiring?.open($0)
      }
      let screen = Screen(identifier: "characters", title: "Characters", presenter: presenter)
      presenter.ui = screen
      return screen
    }
    container.register(Screen.self, name: "series") { resolver throws(WiringError) in
      let presenter = SeriesPresenter(service: try resolver.resolve(CharacterService.self))
      let screen = Screen(identifier: "series", title: "Series", presenter: presenter)
      presenter.ui = screen
      return screen
    }
    container.register(Screen.self, name: "rating") { _ in RatingScreen() }
    service = try container.resolve(CharacterService.self)
    storyboard = try container.resolve(Storyboard.self)
    // Presenters reach the wiring (to open screens) weakly, through the container.
    container.register(CharactersAssembly.self) { [weak self] _ throws(WiringError) in
      guard let self else { throw .notRegistered(type: "CharactersAssembly", name: nil) }
      return self
    }
  }

  func charactersScreen() -> Screen { screen("characters", title: "Characters") }
  func seriesScreen() -> Screen { screen("series", title: "Series") }
  func ratingScreen() -> Screen { screen("rating", title: "Rating") }

  func detailScreen(for character: MarvelCharacter) -> Screen {
    detail(storyboard: storyboard, character: character)
  }

  /// The screen registered as `name`; when it cannot be made, a screen
  /// titled `title` that says why.
  private func screen(_ name: String, title: String) -> Screen {
    do throws(WiringError) {
      return try container.resolve(Screen.self, name: name)
    } catch {
      let screen = Screen(title: title)
      screen.showError("This screen could not be made: \(error)")
      return screen
    }
  }
}
