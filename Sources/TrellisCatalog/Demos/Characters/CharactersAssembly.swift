import Swinject
import TrellisPresentation

/// The same wiring as ``CharactersServiceLocator`` on a Swinject
/// container: each screen and presenter is registered once and resolved
/// with its dependencies.
@MainActor
final class CharactersAssembly: CharactersWiring {
  weak var navigator: Navigator?
  private let container = Container()

  init() {
    let service = CharacterService()
    container.register(CharacterService.self) { _ in service }.inObjectScope(.container)
    container.register(Storyboard.self) { [unowned self] _ in
      MainActor.assumeIsolated {
        let registry = ScreenFileRegistry()
        registry.register(presenter: "CharacterDetailPresenter") { [unowned self] in
          CharacterDetailPresenter { [weak self] in await self?.askRating() }
        }
        return CharactersScreenFile.storyboard(registry: registry)
      }
    }.inObjectScope(.container)
    container.register(Screen.self, name: "characters") { [unowned self] resolver in
      MainActor.assumeIsolated {
        let presenter = CharactersPresenter(service: resolver.resolve(CharacterService.self)!) {
          [weak self] in self?.open($0)
        }
        let screen = Screen(identifier: "characters", title: "Characters", presenter: presenter)
        presenter.ui = screen
        return screen
      }
    }
    container.register(Screen.self, name: "series") { resolver in
      MainActor.assumeIsolated {
        let presenter = SeriesPresenter(service: resolver.resolve(CharacterService.self)!)
        let screen = Screen(identifier: "series", title: "Series", presenter: presenter)
        presenter.ui = screen
        return screen
      }
    }
    container.register(Screen.self, name: "rating") { _ in
      MainActor.assumeIsolated { RatingScreen() }
    }
  }

  var service: CharacterService { container.resolve(CharacterService.self)! }
  var storyboard: Storyboard { container.resolve(Storyboard.self)! }
  func charactersScreen() -> Screen { container.resolve(Screen.self, name: "characters")! }
  func seriesScreen() -> Screen { container.resolve(Screen.self, name: "series")! }
  func ratingScreen() -> Screen { container.resolve(Screen.self, name: "rating")! }

  func detailScreen(for character: MarvelCharacter) -> Screen {
    detail(storyboard: storyboard, character: character)
  }
}
