// include: Shared/CharacterService.swift
import Trellis
import TrellisPresentation

/// The characters app of TrellisPresentation's samples: its screen's UI
/// protocol, presenter, wireframe and navigator.
@MainActor protocol CharactersUI: LoadingUI, EmptyStateUI, ErrorUI, ListUI {}
extension Screen: CharactersUI {}

@MainActor final class CharactersPresenter: RetryingPresenter {
  weak var ui: (any CharactersUI)?
  let service: CharacterService
  init(service: CharacterService) { self.service = service }
  func retry() {}
}

/// A modal that returns the stars the user gave.
final class RatingScreen: Screen {}

/// Makes each screen with its presenter.
@MainActor final class Wireframe {
  let service = CharacterService()

  func charactersScreen() -> Screen {
    let presenter = CharactersPresenter(service: service)
    let screen = Screen(title: "Characters", presenter: presenter)
    presenter.ui = screen
    return screen
  }
  func seriesScreen() -> Screen { Screen(title: "Series") }
  func detailScreen(for character: Character) -> Screen { Screen(title: character.name) }
}

@MainActor let wireframe = Wireframe()
@MainActor let service = wireframe.service
@MainActor let navigator = Navigator(root: wireframe.charactersScreen())
@MainActor let ratingScreen = RatingScreen(title: "Rate")
