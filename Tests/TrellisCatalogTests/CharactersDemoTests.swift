import Foundation
import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

@testable import TrellisCatalog

/// The characters demo driven headless, as a user would.
@MainActor
@Suite("Characters demo: list → detail, modal, states, wiring")
struct CharactersDemoTests {
  let host = HeadlessHost(size: Size(width: 80, height: 24))

  func show(_ wiring: some CharactersWiring) async -> (Navigator, ComponentRoot) {
    let navigator = wiring.makeNavigator()
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Embedded(navigator))
    await settle(navigator)
    return (navigator, root)
  }

  func settle(_ navigator: Navigator) async {
    // The service answers after a yield; then the screen renders.
    for _ in 0..<5 {
      await navigator.visibleScreen.settle()
      await Task.yield()
    }
    await navigator.visibleScreen.settle()
  }

  @Test func listOpensADetailFromTheScreenFileAndAModalRates() async throws {
    let wiring = try CharactersAssembly()
    let (navigator, _) = await show(wiring)
    #expect(host.find(text: "Captain Comet") != nil)
    let row = try #require(host.find(text: "The Quiet Fox"))
    #expect(host.tap(row.id))
    await settle(navigator)
    #expect(navigator.stack.count == 2)
    #expect(host.find(tag: "detail-name")?.text == "The Quiet Fox")
    #expect(host.find(tag: "navigation-back")?.text == "← Characters")
    #expect(host.find(text: "The Quiet Fox #4") != nil)

    #expect(host.tap(tag: "rate"))
    await settle(navigator)
    #expect(navigator.presentedScreens.count == 1)
    #expect(host.tap(tag: "stars-4"))
    await settle(navigator)
    await settle(navigator)
    #expect(navigator.presentedScreens.isEmpty)
    #expect(host.find(text: "★★★★") != nil)

    #expect(host.press(KeyPress(.escape)))
    await settle(navigator)
    #expect(navigator.stack.count == 1)
  }

  @Test func failingServiceShowsAnErrorAndRetryRecovers() async throws {
    let wiring = CharactersServiceLocator()
    let (navigator, _) = await show(wiring)
    wiring.service.mode = .failing
    #expect(host.press(KeyPress("r", modifiers: .control)))
    await settle(navigator)
    #expect(host.find(tag: "error")?.text?.contains("not answering") == true)
    wiring.service.mode = .empty
    #expect(host.tap(tag: "retry"))
    await settle(navigator)
    #expect(host.find(tag: "empty") != nil)
    wiring.service.mode = .normal
    #expect(host.press(KeyPress("r", modifiers: .control)))
    await settle(navigator)
    #expect(host.find(text: "Captain Comet") != nil)
  }

  @Test func tabsKeepTheirStacks() async throws {
    let wiring = try CharactersAssembly()
    let (navigator, _) = await show(wiring)
    let row = try #require(host.find(text: "The Quiet Fox"))
    #expect(host.tap(row.id))
    await settle(navigator)
    #expect(navigator.stack.count == 2)
    #expect(host.tap(tag: "tab-1"))
    await settle(navigator)
    #expect(host.find(text: "Tales of the Meridian") != nil)
    #expect(navigator.selectedTab == 1)
    #expect(host.press(KeyPress("1", modifiers: .alt)))
    await settle(navigator)
    #expect(navigator.selectedTab == 0)
    #expect(navigator.stack.count == 2)
    #expect(host.find(tag: "detail-name")?.text == "The Quiet Fox")
    withExtendedLifetime(wiring) {}
  }

  @Test func bothWiringsBuildTheSameScreens() throws {
    let plain = CharactersServiceLocator()
    let swinject = try CharactersAssembly()
    #expect(plain.charactersScreen().identifier == swinject.charactersScreen().identifier)
    #expect(plain.seriesScreen().title == swinject.seriesScreen().title)
    let hero = SampleData.characters[0]
    #expect(plain.detailScreen(for: hero).identifier == "CharacterDetail")
    #expect(swinject.detailScreen(for: hero).identifier == "CharacterDetail")
    #expect(swinject.service === swinject.service)
  }

  @Test func theScreenFileIsValid() throws {
    let url = try #require(CharactersScreenFile.url)
    #expect(ScreenFileChecker.problems(inFiles: [url.path]).isEmpty)
  }

  @Test("the Swinject wiring resolves on the main actor and names what is missing (issue 27.9)")
  func mainActorContainerGivesTypedErrors() throws {
    let container = MainActorContainer()
    #expect(throws: WiringError.notRegistered(type: "Screen", name: "nowhere")) {
      try container.resolve(Screen.self, name: "nowhere")
    }
    // A factory's failure reaches whoever resolves, typed.
    container.register(Screen.self, name: "needs-a-service") { resolver throws(WiringError) in
      Screen(title: String(describing: try resolver.resolve(CharacterService.self)))
    }
    #expect(throws: WiringError.notRegistered(type: "CharacterService", name: nil)) {
      try container.resolve(Screen.self, name: "needs-a-service")
    }
    // A service kept for the container's life is made once.
    container.register(CharacterService.self, lifetime: .container) { _ in CharacterService() }
    #expect(
      try container.resolve(CharacterService.self) === container.resolve(CharacterService.self))
    container.register(Screen.self, name: "fresh") { _ in Screen(title: "Fresh") }
    #expect(
      try container.resolve(Screen.self, name: "fresh")
        !== container.resolve(Screen.self, name: "fresh"))
  }
}
