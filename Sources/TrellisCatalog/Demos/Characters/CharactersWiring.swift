import Foundation
import TrellisPresentation

/// Builds the characters app's screens with their presenters and
/// dependencies, by initializer injection (BothamUI's wireframe). Two
/// implementations: a plain service locator, and one on Swinject.
@MainActor
protocol CharactersWiring: AnyObject {
  /// The navigator the screens go in (set once it exists).
  var navigator: Navigator? { get set }
  /// The service, shared by every presenter.
  var service: CharacterService { get }
  /// The storyboard the detail screen comes from.
  var storyboard: Storyboard { get }
  func charactersScreen() -> Screen
  func seriesScreen() -> Screen
  func detailScreen(for character: MarvelCharacter) -> Screen
  func ratingScreen() -> Screen
}

extension CharactersWiring {
  /// The navigator with its two tabs.
  func makeNavigator() -> Navigator {
    let navigator = Navigator(tabs: [
      .init(title: "Characters", root: charactersScreen()),
      .init(title: "Series", root: seriesScreen()),
    ])
    self.navigator = navigator
    return navigator
  }

  /// Pushes a character's detail.
  func open(_ character: MarvelCharacter) {
    navigator?.push(detailScreen(for: character))
  }

  /// Presents the rating modal and waits for its answer.
  func askRating() async -> Int? {
    guard let navigator else { return nil }
    return await navigator.present(ratingScreen(), returning: Int.self)
  }
}

/// Where the characters demo's screen file is: the source tree's copy,
/// so editing it while the catalog runs reloads the screen; the bundled
/// text when the sources are not there.
enum CharactersScreenFile {
  static var url: URL? {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Screens/Characters.yaml")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  @MainActor
  static func storyboard(registry: ScreenFileRegistry) -> Storyboard {
    if let url, let storyboard = try? Storyboard(contentsOf: url, registry: registry) {
      return storyboard
    }
    // The fallback declares the same screen, smaller; it always loads.
    let fallback = """
      screens:
        - id: CharacterDetail
          title: Character
          presenter: CharacterDetailPresenter
          body:
            kind: stack
            children:
              - {kind: text, text: bindTo.dataObject.character.name, bold: true, tag: detail-name}
              - {kind: text, text: bindTo.dataObject.character.summary, tag: detail-summary}
              - {kind: button, title: Rate…, action: rate, tag: rate}
      """
    return (try? Storyboard(yaml: fallback, path: "Characters.yaml", registry: registry))!
  }
}

/// The plain way: a service locator that news up each screen with what it
/// needs (BothamUI's sample).
@MainActor
final class CharactersServiceLocator: CharactersWiring {
  weak var navigator: Navigator?
  let service = CharacterService()
  private(set) lazy var storyboard: Storyboard = {
    let registry = ScreenFileRegistry()
    registry.register(presenter: "CharacterDetailPresenter") { [unowned self] in
      CharacterDetailPresenter { [weak self] in await self?.askRating() }
    }
    return CharactersScreenFile.storyboard(registry: registry)
  }()

  func charactersScreen() -> Screen {
    let presenter = CharactersPresenter(service: service) { [weak self] in self?.open($0) }
    let screen = Screen(identifier: "characters", title: "Characters", presenter: presenter)
    presenter.ui = screen
    return screen
  }

  func seriesScreen() -> Screen {
    let presenter = SeriesPresenter(service: service)
    let screen = Screen(identifier: "series", title: "Series", presenter: presenter)
    presenter.ui = screen
    return screen
  }

  func detailScreen(for character: MarvelCharacter) -> Screen {
    detail(storyboard: storyboard, character: character)
  }

  func ratingScreen() -> Screen { RatingScreen() }
}

/// The detail screen from the storyboard, its presenter given the
/// character.
@MainActor
func detail(storyboard: Storyboard, character: MarvelCharacter) -> Screen {
  guard let screen = try? storyboard.instantiate("CharacterDetail") else {
    return Screen(title: character.name)
  }
  screen.title = character.name
  if let presenter = screen.presenter as? CharacterDetailPresenter {
    presenter.ui = screen
    presenter.character = character
  }
  return screen
}
