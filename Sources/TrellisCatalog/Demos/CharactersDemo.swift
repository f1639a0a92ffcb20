import Trellis
import TrellisPresentation

/// BothamUI's Marvel sample: tabs of characters and series, loading,
/// empty, error with retry, refresh and infinite scroll, a detail screen
/// from a screen file (hot reloaded while the catalog runs), a modal with a
/// typed result. Wired with Swinject.
enum CharactersDemo {
  @MainActor
  static func make() -> CatalogDemo {
    let summary = "Presenters, screens, navigation and a hot-reloaded screen file"
    let wiring: CharactersAssembly
    do throws(WiringError) {
      wiring = try CharactersAssembly()
    } catch {
      return CatalogDemo(
        id: "characters", title: "Characters", summary: summary,
        page: { Text("The demo could not be wired: \(error)").foregroundColor(.red) })
    }
    let navigator = wiring.makeNavigator()
    let reloader = try? HotReloader(storyboard: wiring.storyboard, navigator: navigator)
    let service = wiring.service
    let prepare: @MainActor @Sendable () async -> Void = {
      _ = reloader
      // Load the first page before the screen is shown, for snapshots.
      navigator.preload()
      for _ in 0..<100 where navigator.visibleScreen.phase == .loading {
        await Task.yield()
      }
    }
    return CatalogDemo(
      id: "characters", title: "Characters", summary: summary, scrolls: false,
      prepare: prepare,
      page: { CharactersFrame(navigator: navigator, service: service, wiring: wiring) })
  }
}

/// The service switch above the navigator, and the navigator.
private struct CharactersFrame: StatefulComponent {
  let navigator: Navigator
  let service: CharacterService
  /// Kept alive by the demo: presenters reach it weakly.
  let wiring: CharactersAssembly

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
      }.scaled()
      Embedded(navigator).tag("characters-navigator")
    }
    // The navigator's keys from anywhere in the demo, its service switch
    // included.
    .keyCommand(KeyPress("r", modifiers: .control), "Refresh") { [navigator] _ in
      navigator.refresh()
    }
    .keyCommand(KeyPress("1", modifiers: .alt), "Characters", isShownInFooter: false) {
      [navigator] _ in navigator.select(tab: 0)
    }
    .keyCommand(KeyPress("2", modifiers: .alt), "Series", isShownInFooter: false) {
      [navigator] _ in navigator.select(tab: 1)
    }
  }
}
