import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("Themes in the terminal")
struct ThemeDrawingTests {
  static let white = TerminalColor.rgb(255, 255, 255)
  static let ink = TerminalColor.rgb(36, 41, 47)

  /// A screen of a focused button, a tinted divider and danger text.
  struct Sample: Component {
    var body: some Component {
      Stack(alignment: .start) {
        Button("Go") {}.autofocus().frame(width: .points(6))
        Text("oops").foregroundColor(.danger)
        Divider(color: .green).frame(width: .points(4))
      }
    }
  }

  @Test("the light theme paints every cell: its background, its text colour")
  func lightThemePaintsEveryCell() async {
    let screen = HostScreen(width: 10, height: 4)
    screen.host.theme = .light
    await screen.show(Sample())
    let cells = screen.host.drawnCells()
    for row in 0..<cells.height {
      for column in 0..<cells.width {
        let style = cells[column, row].style
        // The focused button is in reverse video: its colours swap on screen.
        #expect(style.background == Self.white, "\(column),\(row)")
      }
    }
    #expect(cells[0, 1].style.foreground == .rgb(207, 34, 46))
    #expect(cells[0, 0].style.foreground == Self.ink)
    #expect(cells[0, 0].style.attributes.contains(.inverse))
  }

  @Test("a tint and a run's own colour win over the theme's look")
  func explicitColoursWinOverTheTheme() async {
    let screen = HostScreen(width: 10, height: 4)
    let theme = Theme(
      name: "red rules",
      rules: [ThemeRule(ThemeSelector(kind: .divider), Look(foreground: .red))])
    screen.host.theme = theme
    await screen.show(Sample())
    let cells = screen.host.drawnCells()
    #expect(cells[0, 2].style.foreground == .ansi(.green))
    #expect(cells[0, 1].style.foreground == .default, "danger has no colour in this palette")
  }

  @Test("a style class picks its rules, over the kind's")
  func styleClassLooks() async {
    let screen = HostScreen(width: 8, height: 2)
    screen.host.theme = Theme(
      name: "classes",
      rules: [
        ThemeRule(ThemeSelector(kind: .button), Look(foreground: .blue)),
        ThemeRule(ThemeSelector(styleClass: "primary"), Look(foreground: .yellow, emphasis: .bold)),
      ])
    await screen.show(
      Stack(alignment: .start) {
        Button("A") {}.styleClass("primary").frame(width: .points(5))
        Button("B") {}.frame(width: .points(5))
      })
    let cells = screen.host.drawnCells()
    #expect(cells[0, 0].style.foreground == .ansi(.yellow))
    #expect(cells[0, 0].style.attributes == .bold)
    #expect(cells[0, 1].style.foreground == .ansi(.blue))
  }

  @Test("changing the theme asks for a frame and redraws")
  func changingTheThemeRedraws() async {
    let screen = HostScreen(width: 10, height: 4)
    await screen.show(Sample())
    #expect(!screen.host.needsDisplay)
    var asked = 0
    screen.host.onNeedsDisplay = { asked += 1 }
    screen.host.theme = .light
    #expect(screen.host.needsDisplay)
    #expect(asked == 1)
    screen.draw()
    #expect(!screen.host.needsDisplay)
    #expect(screen.cell(x: 9, y: 3).style.background == Self.white)
    screen.host.theme = .light
    #expect(!screen.host.needsDisplay, "the same theme again changes nothing")
  }

  @Test("NO_COLOR: no colour reaches the terminal, and focus still shows by emphasis")
  func noColorShowsStatesByEmphasisOnly() async throws {
    #expect(ColorDepth.detect(environment: ["NO_COLOR": "1"]) == .monochrome)
    #expect(
      ColorDepth.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) != .monochrome)
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 10, height: 4), size: TerminalSize(columns: 10, rows: 4),
      capabilities: TerminalCapabilities(colorDepth: .monochrome))
    loop.theme = .light
    #expect(loop.host.theme == Theme.light.withoutColors)
    try await loop.show(Sample())
    let screen = loop.display.backend.cells
    for row in 0..<screen.height {
      for column in 0..<screen.width {
        let style = screen[column, row].style
        #expect(style.foreground == .default && style.background == .default, "\(column),\(row)")
      }
    }
    #expect(screen[0, 0].style.attributes.contains(.inverse), "the focused button")
  }

  /// Two rows, the second selected as tables and the command palette
  /// select theirs.
  struct Rows: Component {
    var body: some Component {
      Stack(alignment: .stretch) {
        Stack { Text("one") }
        Stack(.horizontal) {
          Text("tw")
          Text("o")
        }.backgroundColor(.selection).attribute(.selected, true)
      }
    }
  }

  @Test("a selected row is in the selection colour; with NO_COLOR, in reverse")
  func selectedRowsStayVisibleWithoutColour() async throws {
    let screen = HostScreen(width: 5, height: 2)
    await screen.show(Rows())
    let dark = screen.host.drawnCells()
    #expect(dark[0, 1].style.background == .ansi(.blue))
    #expect(dark[4, 1].style.attributes == [])
    #expect(dark[0, 0].style == CellStyle(background: .default))
    screen.host.theme = .light
    #expect(screen.host.drawnCells()[0, 1].style.background == .rgb(182, 215, 255))

    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 5, height: 2), size: TerminalSize(columns: 5, rows: 2),
      capabilities: TerminalCapabilities(colorDepth: .monochrome))
    try await loop.show(Rows())
    let plain = loop.display.backend.cells
    for column in 0..<5 {
      #expect(plain[column, 1].style.attributes.contains(.inverse), "\(column)")
      #expect(!plain[column, 0].style.attributes.contains(.inverse), "\(column)")
    }
  }

  @Test("a SetTheme action switches the running app's theme")
  func setThemeActionSwitchesTheme() {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 10, height: 4), size: TerminalSize(columns: 10, rows: 4))
    #expect(loop.host.theme == .dark)
    #expect(loop.handle(SetTheme(.light)))
    #expect(loop.theme == .light)
    #expect(loop.host.theme == .light)
  }

  @Test("box borders follow the theme's border style")
  func bordersFollowTheTheme() async {
    let screen = HostScreen(width: 12, height: 5)
    screen.host.theme = Theme(
      name: "rounded",
      rules: [ThemeRule(ThemeSelector(kind: .image, part: .border), Look(border: .rounded))])
    let lines = await screen.show(
      Image(named: "missing", altText: "cat").frame(width: .points(7), height: .points(3)))
    #expect(lines.prefix(3) == ["╭─────╮", "│ cat │", "╰─────╯"])
  }
}
