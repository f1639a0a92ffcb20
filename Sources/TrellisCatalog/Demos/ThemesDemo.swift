import Trellis

/// The theme the catalog draws with: its palette roles as swatches and the
/// controls in each state, so switching themes (F3) shows what changes.
enum ThemesDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "themes", title: "Themes",
      summary: "The theme's colour roles and every state; F3 switches theme"
    ) {
      ThemesScreen()
    }
  }
}

private struct ThemesScreen: Component {
  /// A role's colour as an edged chip, its name beside it.
  static func swatch(_ role: ColorRole) -> ColorSwatch {
    ColorSwatch(color: .role(role), name: role.rawValue)
  }

  var body: some Component {
    Stack(spacing: 1, alignment: .stretch) {
      Text("Palette").bold()
      // Every role as a chip of its colour, edged so the background's
      // shows on the background.
      Stack(.horizontal, spacing: 2) {
        for role in [ColorRole.foreground, .accent, .muted, .border, .danger] {
          Self.swatch(role)
        }
      }.scaled()
      Stack(.horizontal, spacing: 2) {
        for role in [ColorRole.success, .warning, .background, .selection] {
          Self.swatch(role)
        }
      }.scaled()
      Text("Named colours").bold()
      Stack(.horizontal, spacing: 1, wraps: true) {
        for named in ANSIColor.allCases {
          Text("██").foregroundColor(.named(named)).key(named.description)
        }
      }.scaled()
      Text("States").bold()
      Stack(.horizontal, spacing: 2, wraps: true) {
        Button("Normal") {}.tag("normal")
        Button("Selected") {}.attribute(.selected, true)
        Button("Disabled") {}.attribute(.disabled, true)
        Button("Primary") {}.styleClass("primary")
      }.scaled()
      Stack(.horizontal, spacing: 2) {
        TextField("Placeholder", text: "").frame(characters: 16)
        TextField("Email", text: "not an email").invalid().frame(characters: 16)
      }.scaled()
      Stack(.horizontal, spacing: 2) {
        Toggle("On", isOn: true)
        Toggle("Off", isOn: false).attribute(.disabled, true)
        SegmentedControl(["One", "Two", "Three"], selection: 1)
      }.scaled()
      ProgressBar(value: 0.6, label: "Progress")
      Text(
        "Tab moves the focus through the states; F3 or the command palette (Ctrl-P) switches theme."
      )
      .foregroundColor(.muted)
    }.scaled()
  }
}
