import Trellis
import TrellisPresentation

/// What the detail screen binds to: the character and its rating.
struct CharacterDetail: Sendable {
  let character: MarvelCharacter
  var rating: String
}

/// The detail screen's presenter (the screen comes from `Characters.yaml`):
/// shows the character and asks for a rating in a modal, awaiting its typed
/// result.
@MainActor
final class CharacterDetailPresenter: ActionPresenter {
  weak var ui: FileScreen?
  var character: MarvelCharacter?
  private let rate: @MainActor () async -> Int?

  init(rate: @escaping @MainActor () async -> Int?) {
    self.rate = rate
  }

  func viewDidLoad() {
    guard let character else { return }
    ui?.dataObject = CharacterDetail(character: character, rating: "not rated")
  }

  func perform(action: String) -> Bool {
    guard action == "rate" else { return false }
    Task {
      guard let stars = await rate(), let character else { return }
      ui?.dataObject = CharacterDetail(
        character: character, rating: String(repeating: "★", count: stars))
    }
    return true
  }
}

/// The modal that asks for a rating and hands it back through
/// `Navigator.dismiss(returning:)`.
@MainActor
final class RatingScreen: Screen {
  init() {
    super.init(identifier: "rating", title: "Rate this character")
  }

  override func body() -> AnyComponent? {
    let dismiss: @MainActor @Sendable (Int) -> Void = { [weak self] stars in
      self?.navigator?.dismiss(returning: stars)
    }
    return AnyComponent(
      Stack(spacing: 1) {
        Text("How many stars?")
        Stack(.horizontal, spacing: 1) {
          for stars in 1...5 {
            Button(String(repeating: "★", count: stars)) { dismiss(stars) }.tag("stars-\(stars)")
              .key(stars)
          }
        }.scaled()
        Text("Escape closes without rating.").foregroundColor(.brightBlack)
      }.scaled().padding(steps: EdgeInsets(horizontal: 1, vertical: 1)))
  }
}
