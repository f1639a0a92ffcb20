import Trellis

/// A colour's chip and its name, the chip edged in the theme's border
/// colour so it shows on any background: on the theme's own background a
/// plain chip of the background colour was invisible (issue 29).
///
/// ```
/// ▕███▏ background
/// ```
///
/// The edges are text (the one-eighth blocks `▕` and `▏`, hugging the
/// chip), so they take no more room than a character on a terminal and
/// look the same in a browser.
struct ColorSwatch: Component {
  /// The colour shown, as a background.
  let color: Color
  /// Its name, shown beside it.
  let name: String

  var body: some Component {
    Stack(.horizontal, spacing: 1) {
      Stack(.horizontal, spacing: 0) {
        Text("▕").foregroundColor(.role(.border)).tag("edge-\(name)")
        Stack {}.frame(characters: 3, lines: 1).backgroundColor(color).tag("chip-\(name)")
        Text("▏").foregroundColor(.role(.border)).tag("edge-\(name)")
      }
      Text(name).tag("name-\(name)")
    }
    .scaled()
    .tag("swatch-\(name)")
    .key(name)
  }
}
