import Trellis
import TrellisPresentation

/// BothamUI's Marvel sample: tabs of characters and series, loading,
/// empty, error with retry, refresh and infinite scroll, a detail screen
/// from a screen file (hot reloaded while the catalog runs), a modal with a
/// typed result. Wired with Swinject.
enum CharactersDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let wiring = CharactersAssembly()
    let navigator = wiring.makeNavigator()
    let reloader = try? HotReloader(storyboard: wiring.storyboard, navigator: navigator)
    let service = wiring.service
    return CatalogDemo(
      id: "characters", title: "Characters",
      summary: "Presenters, screens, navigation and a hot-reloaded screen file", scrolls: false,
      prepare: {
        _ = reloader
        while navigator.isMounted, navigator.visibleScreen.phase == .loading {
          await navigator.visibleScreen.settle()
          await Task.yield()
        }
      }
    ) {
      CharactersFrame(navigator: navigator, service: service)
    }
  }
}

/// The service switch above the navigator, and the navigator.
private struct CharactersFrame: StatefulComponent {
  let navigator: Navigator
  let service: CharacterService

  func initialState() -> Int { 0 }

  func body(state mode: Int, scope: Scope<Int>) -> some Component {
    Stack(spacing: 0, alignment: .stretch) {
      Stack(.horizontal, spacing: 1, alignment: .center) {
        Text("Service").foregroundColor(.brightBlack)
        SegmentedControl(["normal", "empty", "failing"], selection: mode) { [service] index in
          service.mode = CharacterService.Mode(rawValue: index) ?? .normal
          scope.update { _ in index }
        }.tag("service-mode")
        Text("Ctrl-R refresh · Alt-1/2 tabs").foregroundColor(.brightBlack)
      }
      Embedded(navigator).tag("characters-navigator")
    }
  }
}
