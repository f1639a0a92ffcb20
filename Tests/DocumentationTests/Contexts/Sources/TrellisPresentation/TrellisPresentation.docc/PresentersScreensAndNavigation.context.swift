// include: Shared/CharacterService.swift
import Trellis
import TrellisPresentation

extension ServiceLocator {
  func seriesScreen() -> Screen { Screen(title: "Series") }
}

@MainActor let wireframe = ServiceLocator()
@MainActor let home = Screen(title: "Home")

/// A modal that returns the stars the user gave.
final class RatingScreen: Screen {}

final class DetailPresenter: Presenter {}
final class DetailScreen: FileScreen {}

struct Card: Component {
  let title: String
  var body: some Component { Text(title) }
}
