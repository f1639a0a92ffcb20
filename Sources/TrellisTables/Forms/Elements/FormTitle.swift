import Trellis

/// The title label beside a form element's control, in a fixed-width
/// column so the controls of a form line up.
struct FormTitle: Component {
  let title: String
  let width: Double

  var body: some Component {
    Text(title).lineLimit(1).frame(width: .points(width)).tag("label")
  }
}
