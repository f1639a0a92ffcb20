import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

struct Hero: Sendable {
  let name: String
  let powers: [Power]
}

struct Power: Sendable {
  let name: String
}

@MainActor
final class ActionLog: ActionPresenter {
  var performed: [String] = []
  func perform(action: String) -> Bool {
    performed.append(action)
    return action != "back"
  }
}

final class HeroScreen: FileScreen {}

@MainActor
@Suite("Storyboard: screens from a file, mixed with code")
struct StoryboardTests {
  static let yaml = """
    initial: hero
    screens:
      - id: hero
        title: Hero
        presenter: ActionLog
        body:
          kind: stack
          spacing: 0
          children:
            - kind: text
              text: bindTo.dataObject.name
              tag: name
            - kind: badge
              text: Avenger
            - kind: card
              title: bindTo.dataObject.name
            - kind: textField
              name: nickname
              placeholder: Nickname
            - kind: button
              title: Save
              action: save
              tag: save
            - kind: table
              sections:
                - header: Static
                  cells:
                    - {kind: valueCell, title: Team, value: Avengers}
              rows: bindTo.dataObject.powers
              cell:
                - kind: titleCell
                  title: bindTo.@cell.dataObject.name
      - type: HeroScreen
        body: {kind: text, text: typed}
    """

  func registry() -> ScreenFileRegistry {
    let registry = ScreenFileRegistry()
    registry.register(component: "card") { properties in
      AnyComponent(Text("[\(properties.text("title"))]").tag("card"))
    }
    registry.register(presenter: "ActionLog") { ActionLog() }
    registry.register(screen: HeroScreen.self)
    return registry
  }

  @Test func instantiatesTheInitialScreenWithBindingsAndCustomComponents() async throws {
    let storyboard = try Storyboard(yaml: Self.yaml, registry: registry())
    let screen = try storyboard.instantiateInitial()
    #expect(screen.identifier == "hero")
    screen.dataObject = Hero(name: "Hulk", powers: [Power(name: "Strength"), Power(name: "Rage")])
    let navigator = Navigator(root: screen)
    let host = mounted(navigator)
    await screen.settle()
    #expect(host.find(tag: "name")?.text == "Hulk")
    #expect(host.find(tag: "card")?.text == "[Hulk]")
    #expect(host.find(text: "Strength") != nil)
    #expect(host.find(text: "Rage") != nil)
    #expect(host.find(text: "Avengers") != nil)
    #expect(host.tap(tag: "save"))
    #expect((screen.presenter as? ActionLog)?.performed == ["save"])
    host.type("Big guy", intoTag: "field-nickname")
    await screen.settle()
    #expect(screen.formValues["nickname"] == .string("Big guy"))
  }

  @Test func identifierDefaultsToTheTypeName() throws {
    let storyboard = try Storyboard(yaml: Self.yaml, registry: registry())
    #expect(storyboard.identifiers == ["hero", "HeroScreen"])
    let typed = try storyboard.instantiate(HeroScreen.self)
    #expect(typed.identifier == "HeroScreen")
    #expect(try storyboard.instantiate("HeroScreen") is HeroScreen)
  }

  @Test func unknownScreenIsATypedError() throws {
    let storyboard = try Storyboard(yaml: Self.yaml, registry: registry())
    #expect(throws: ScreenFileError.self) { try storyboard.instantiate("villain") }
    do {
      _ = try storyboard.instantiate("villain")
    } catch {
      #expect(error.kind == .unknownIdentifier)
      #expect(error.description.contains("no screen 'villain'"))
    }
  }

  @Test func unregisteredNamesAreErrorsAtLoad() {
    #expect(throws: ScreenFileError.self) { try Storyboard(yaml: Self.yaml) }
  }
}
