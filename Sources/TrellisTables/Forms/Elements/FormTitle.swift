import Trellis

/// The title label beside a form element's control, in a fixed-width
/// column so the controls of a form line up: `width` characters of the
/// host's text, so the titles have the same room in a browser as on a grid.
struct FormTitle: Component {
  let title: String
  let width: Double

  var body: some Component {
    Text(title).lineLimit(1).tag("label").frame(characters: width)
  }
}
