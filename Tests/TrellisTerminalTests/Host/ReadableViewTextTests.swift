import Testing
import Trellis
import TrellisTerminal

/// Issue 29: text that sets no colour of its own, inside a view with a
/// background colour, takes the theme's text or background colour,
/// whichever reads better on that background, in a light theme as in a
/// dark one (a black panel read as black on black in the light theme).
@MainActor
@Suite("Readable text inside a coloured view, on the terminal")
struct ReadableViewTextTests {
  /// A black panel holding plain text, in `theme` on a terminal of `scheme`.
  private func panelText(
    theme: Theme, scheme: TerminalColorScheme, background: Color = .named(.black)
  ) async -> (text: RGB, behind: RGB) {
    let host = TerminalHost(width: 12, height: 2)
    host.theme = theme
    host.colorScheme = scheme
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      Stack { Text("plain").tag("plain") }.backgroundColor(background).tag("panel"))
    let style = host.drawnCells()[0, 0].style
    return (
      scheme.resolve(style.foreground, isForeground: true),
      scheme.resolve(style.background, isForeground: false)
    )
  }

  @Test(
    "text on a black panel reads in the light and dark themes, on light and dark terminals",
    arguments: [Theme.light, Theme.dark], [TerminalColorScheme.light, .dark])
  func blackPanelReads(theme: Theme, scheme: TerminalColorScheme) async {
    let shown = await panelText(theme: theme, scheme: scheme)
    #expect(ContrastRatio.between(shown.text, shown.behind) >= ContrastRatio.readableText)
  }

  @Test("the light theme's white is the text on black; its own text stays on its own background")
  func lightThemeTakesItsBackgroundColour() async {
    let onBlack = await panelText(theme: .light, scheme: .light)
    #expect(onBlack.text == RGB(255, 255, 255))
    let onPage = await panelText(
      theme: .light, scheme: .light, background: .role(.background))
    #expect(onPage.text == RGB(36, 41, 47), "the theme's text colour on its own background")
  }

  @Test(
    "a view with the text colour as its background is not the page, and its text reads",
    arguments: [Theme.light, Theme.dark], [TerminalColorScheme.light, .dark])
  func textColourAsABackgroundIsNotThePage(theme: Theme, scheme: TerminalColorScheme) async {
    // The dark theme gives its text no colour of its own (the terminal's
    // default): as a background, that default was the terminal's page.
    let shown = await panelText(theme: theme, scheme: scheme, background: .role(.foreground))
    let page = await panelText(theme: theme, scheme: scheme, background: .role(.background))
    #expect(shown.behind != page.behind)
    #expect(ContrastRatio.between(shown.text, shown.behind) >= ContrastRatio.readableText)
  }

  @Test("text that sets its own colour keeps it on any background")
  func ownColourWins() async {
    let host = TerminalHost(width: 12, height: 1)
    host.theme = .light
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Stack { Text("red").foregroundColor(.red) }.backgroundColor(.black))
    #expect(host.drawnCells()[0, 0].style.foreground == .ansi(.red))
  }
}
