import Foundation
import PropertyBased
import Testing
import Trellis
import TrellisWeb

/// Themes as CSS: custom properties and rules written from typed values
/// only.
@Suite("Theme style sheets")
struct ThemeStyleSheetTests {
  @Test("palette colours become custom properties from their typed values")
  func paletteFromTypedColours() {
    var theme = Theme(name: "custom")
    theme.palette[.accent] = .rgb(red: 1, green: 2, blue: 255)
    theme.palette[.border] = .role(.accent)
    theme.palette[.danger] = .named(.brightRed)
    let css = ThemeStyleSheet.css(for: theme, scheme: .dark)
    #expect(css.contains("color-scheme: dark;"))
    #expect(css.contains("--t-accent: #0102ff;"))
    // A role naming a role takes its colour; a named colour its shade.
    #expect(css.contains("--t-border: #0102ff;"))
    #expect(css.contains("--t-danger: \(WebPalette.color(of: .brightRed, in: .dark));"))
    // Roles the theme leaves to the host: the page's own for the scheme.
    #expect(css.contains("--t-background: \(WebPalette.color(of: .background, in: .dark));"))
    #expect(
      ThemeStyleSheet.css(for: theme, scheme: .light).contains(
        "--t-background: \(WebPalette.color(of: .background, in: .light));"))
  }

  @Test(
    "a themed border is drawn by an overlay over the view's edge: no room taken from its children")
  func bordersTakeNoRoom() {
    let theme = Theme(
      name: "boxed",
      rules: [
        ThemeRule(
          ThemeSelector(styleClass: "card"),
          Look(background: .accent, border: .rounded, borderColor: .role(.border)))
      ])
    let css = ThemeStyleSheet.css(for: theme, scheme: .light)
    let view = #"#trellis-root :where(.t-view[data-style-class="card"])"#
    #expect(
      css.contains(
        "\(view) { background-color: var(--t-accent); border-radius: 6px; }"))
    #expect(
      css.contains(
        "\(view)::before { content: \"\"; position: absolute; inset: 0; pointer-events: none;"
          + " border-radius: inherit; border-style: solid; border-width: 1px;"
          + " border-color: var(--t-border); }"))
  }

  @Test("rules become CSS rules over kind, style class and state classes, in the theme's order")
  func rulesInThemeOrder() throws {
    let theme = Theme(
      name: "rules",
      rules: [
        ThemeRule(
          ThemeSelector(kind: .button, states: .focused), Look(background: .accent)),
        ThemeRule(
          ThemeSelector(kind: .button), Look(foreground: .rgb(red: 0, green: 128, blue: 0))),
        ThemeRule(
          ThemeSelector(styleClass: "primary"), Look(emphasis: [.bold, .underline])),
        ThemeRule(ThemeSelector(kind: .textField, part: .placeholder), Look(foreground: .muted)),
      ])
    let css = ThemeStyleSheet.css(for: theme, scheme: .light)
    let plain = try #require(css.range(of: "#trellis-root :where(.t-button) { color: #008000; }"))
    let focused = try #require(
      css.range(
        of: "#trellis-root :where(.t-button.t-focused) { background-color: var(--t-accent); }"))
    // The focused rule is stronger: it comes later, whatever the file's order.
    #expect(plain.upperBound < focused.lowerBound)
    #expect(
      css.contains(
        #"#trellis-root :where(.t-view[data-style-class="primary"]) { font-weight: bold; "#
          + "font-style: normal; text-decoration-line: underline; opacity: 1; }"))
    #expect(
      css.contains("#trellis-root :where(.t-textField)::placeholder { color: var(--t-muted); }"))
  }

  @Test("a style class holding markup or a URL is escaped inside a CSS string, never CSS text")
  func styleClassEscaped() {
    let hostile = "</style><script>alert(1)</script>\"] * { background: url(javascript:alert(1)) }"
    let theme = Theme(
      name: "</style>",
      rules: [ThemeRule(ThemeSelector(styleClass: hostile), Look(emphasis: .bold))])
    let css = ThemeStyleSheet.css(for: theme, scheme: .light)
    #expect(!css.contains("<"))
    #expect(!css.contains("url("))
    #expect(!css.contains("javascript:"))
    #expect(css.contains(#"[data-style-class="\3c \2f style\3e \3c script\3e alert\28 1\29 "#))
    // One rule for it, closed where the generator closes it.
    #expect(css.components(separatedBy: "{").count == css.components(separatedBy: "}").count)
  }

  @Test("any style class stays inside its CSS string: only safe characters and hex escapes")
  func styleClassEscapingProperty() async {
    let pool =
      (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + Array("\u{2028}é漢😀")
    let characters = Gen.element(of: pool)
    await propertyCheck(count: 500, input: characters.array(of: 0...40)) { letters in
      let name = String(letters.compactMap { $0 })
      let theme = Theme(
        name: "p", rules: [ThemeRule(ThemeSelector(styleClass: name), Look(emphasis: .bold))])
      let css = ThemeStyleSheet.css(for: theme, scheme: .light)
      let selector = css.split(separator: "\n").first { $0.contains("data-style-class") }
      let quoted = selector?.firstMatch(of: /data-style-class="([^"]*)"\]\)/)?.1
      #expect(quoted != nil, "\(name.debugDescription)")
      let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_\\ ")
      #expect(quoted.map { $0.allSatisfy(allowed.contains) } == true)
    }
  }

  @Test("a theme's scheme: from its background's lightness, else the page's")
  func schemeOfTheme() {
    #expect(WebColorScheme.of(.light, fallback: .dark) == .light)
    #expect(WebColorScheme.of(.dark, fallback: .dark) == .dark)
    #expect(WebColorScheme.of(.dark, fallback: .light) == .light)
    let night = Theme(name: "night", palette: [.background: .rgb(red: 10, green: 20, blue: 30)])
    #expect(WebColorScheme.of(night, fallback: .light) == .dark)
  }
}
