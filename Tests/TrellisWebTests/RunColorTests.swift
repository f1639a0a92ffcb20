import Foundation
import Testing
import Trellis
import TrellisWeb

/// Issue 29: a run's colour (and a view's background or tint) reaches the
/// page as a typed class (`t-fg-accent`, `t-bg-yellow`, `t-tint-red`) that
/// the page's style sheet styles from the theme's custom properties, so it
/// follows the theme and the scheme; a highlight with no text colour of its
/// own gets the theme's foreground or background, whichever reads on it.
@Suite("Run colours on the web: typed classes styled from the theme")
struct RunColorTests {
  static let colorNames =
    ColorRole.allCases.map(\.rawValue) + ANSIColor.allCases.map(\.description)

  @Test("every role and named colour's run, background and tint class takes the theme's variable")
  func colourClassesTakeTheThemesVariables() async throws {
    let server = try MediaTestServer.make { _ in }
    try await MediaTestServer.run(server) { _, port in
      let (css, status, _) = try await MediaTestServer.get("/trellis.css", port: port)
      #expect(status == 200)
      let sheet = String(decoding: css, as: UTF8.self)
      for name in Self.colorNames {
        #expect(
          sheet.contains(
            "#trellis-root .t-fg-\(name), #trellis-root .t-tint-\(name) { color: var(--t-\(name)); }"
          ), "\(name)")
        #expect(
          sheet.contains("#trellis-root .t-bg-\(name) { background-color: var(--t-\(name)); }"),
          "\(name)")
      }
      // Both schemes' highlights are readable before the theme's sheet comes.
      #expect(sheet.contains(readable("yellow", "foreground")))
      #expect(sheet.contains("@media (prefers-color-scheme: dark)"))
      #expect(sheet.contains(readable("yellow", "background")))
      // A button or field inside a coloured view paints its own background,
      // so it sets its own text colour rather than inheriting the view's.
      #expect(
        sheet.contains(
          "button.t-view, input.t-fill, textarea.t-fill, .t-badge, .t-dialog, .t-sheet {\n"
            + "  color: var(--t-foreground, #000); }"))
      // The page's scroll bar is as wide as the web's metrics say (content
      // is laid out beside it, a row keeps its last step free for it).
      #expect(sheet.contains(".t-scroller::-webkit-scrollbar { width: 8px; height: 8px; }"))
      #expect(ControlMetrics.webPixels.scrollBarWidth == 8)
    }
  }

  private func readable(_ background: String, _ text: String) -> String {
    "#trellis-root .t-bg-\(background):not([data-fg]):not([data-tint]) "
      + "{ color: var(--t-\(text)); }"
  }

  @Test("a highlight's text follows the scheme: the colour that reads on its background in each")
  func highlightReadsInEitherScheme() {
    // Light: the page's dark text reads on its olive yellow; dark: the
    // light text would not read on the bright yellow, the dark page colour does.
    let light = ThemeStyleSheet.css(for: Theme(name: "page"), scheme: .light)
    let dark = ThemeStyleSheet.css(for: Theme(name: "page"), scheme: .dark)
    #expect(light.contains(readable("yellow", "foreground")))
    #expect(dark.contains(readable("yellow", "background")))
    #expect(dark.contains(readable("black", "foreground")), "light text on black in dark")
    #expect(light.contains(readable("black", "background")), "white text on black in light")
    for name in Self.colorNames {
      #expect(light.contains(".t-bg-\(name):not([data-fg]):not([data-tint])"), "\(name)")
    }
  }

  @Test("a theme's own palette decides which of its colours reads on a background")
  func themesPaletteDecides() {
    var theme = Theme(name: "night")
    theme.palette[.background] = .rgb(red: 0, green: 0, blue: 0)
    theme.palette[.foreground] = .rgb(red: 255, green: 255, blue: 255)
    theme.palette[.accent] = .rgb(red: 255, green: 255, blue: 0)
    theme.palette[.warning] = .rgb(red: 0, green: 0, blue: 128)
    let css = ThemeStyleSheet.css(for: theme, scheme: WebColorScheme.of(theme, fallback: .light))
    #expect(css.contains(readable("accent", "background")), "black on the theme's yellow accent")
    #expect(css.contains(readable("warning", "foreground")), "white on its navy warning")
    #expect(css.contains("--t-accent: #ffff00;"))
  }

  @Test("a view's background gives the views inside it readable text; chrome keeps its own")
  func viewBackgroundGivesReadableText() {
    // The rule is no longer for runs alone: a view (`.t-view`) with a
    // background class and no text colour takes it too, and passes it on.
    let light = ThemeStyleSheet.css(for: .light, scheme: .light)
    #expect(!light.contains(":not(.t-view)"))
    #expect(light.contains(readable("black", "background")), "the light theme's white on black")
    #expect(light.contains(readable("background", "foreground")))
    let dark = ThemeStyleSheet.css(for: .dark, scheme: .dark)
    #expect(dark.contains(readable("black", "foreground")))
  }
}
