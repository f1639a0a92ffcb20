import Trellis
import TrellisPresentation

struct CharacterCard: Component {
  let name: String
  var body: some Component { Text(name) }
}

final class AboutPresenter: Presenter {}
