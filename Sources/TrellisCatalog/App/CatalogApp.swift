public import Trellis
import TrellisTerminal

/// The catalog app: a home page listing every demo, and each demo's
/// page with a header leading back home.
///
/// Navigation is state: the id of the open demo (`nil` on the home page)
/// and of the last one opened, which has the focus back home. F3 (or the
/// command palette) switches the app's theme to the next of its
/// ``ThemeCycle``, by sending `SetTheme`.
public struct CatalogApp: StatefulComponent {
  /// The demos listed.
  public let demos: [CatalogDemo]
  /// The demo open at start (`nil` for the home page).
  public let initialDemo: String?
  /// The themes F3 goes through and the one shown; shared with whoever
  /// follows a theme file, so a reloaded theme takes its place in it.
  public let cycle: ThemeCycle
  /// Whether the host can end the app: a terminal can, a browser tab is
  /// closed by its user. Without it the app offers no Quit.
  public let canQuit: Bool

  /// The themes F3 goes through, in order; the first is the one the app
  /// starts with.
  public var themes: [Theme] { cycle.themes }

  /// Creates the app, opening `initialDemo` if given.
  public init(demos: [CatalogDemo], initialDemo: String? = nil, themes: [Theme] = Theme.builtIn) {
    self.init(demos: demos, initialDemo: initialDemo, cycle: ThemeCycle(themes))
  }

  /// Creates the app going through the themes of `cycle`, opening
  /// `initialDemo` if given.
  public init(
    demos: [CatalogDemo], initialDemo: String? = nil, cycle: ThemeCycle, canQuit: Bool = true
  ) {
    self.demos = demos
    self.initialDemo = initialDemo
    self.cycle = cycle
    self.canQuit = canQuit
  }

  /// Which page is open, and which demo was opened last.
  public struct Navigation: Equatable, Sendable {
    /// The open demo's id; `nil` on the home page.
    public var open: String?
    /// The demo opened last, focused when the home page comes back.
    public var lastOpened: String?

    /// Opens `id` (`nil`: the home page), remembering the demo.
    mutating func show(_ id: String?) {
      open = id
      if let id { lastOpened = id }
    }
  }

  /// The home page at first, or the initial demo.
  public func initialState() -> Navigation {
    Navigation(open: initialDemo, lastOpened: initialDemo)
  }

  /// The open page.
  public func body(state: Navigation, scope: Scope<Navigation>) -> some Component {
    // The palette decorates each page's own top-level view, so the
    // page's key commands stay top-level ones that work with nothing focused.
    let show: @MainActor @Sendable (String?) -> Void = { id in scope.mutate { $0.show(id) } }
    // The cycle is read when the key is pressed, not when the page is
    // built: a theme file reloaded since then is sent as last saved.
    let cycle = self.cycle
    let setTheme: @MainActor @Sendable (Int, EventContext) -> Void = { index, context in
      context.send(SetTheme(cycle.select(index)))
    }
    let next: @MainActor @Sendable (EventContext) -> Void = { context in
      context.send(SetTheme(cycle.advance()))
    }
    let commands = commands(open: show, setTheme: setTheme)
    // F3 is kept out of the footers, which stay as they were; the palette
    // lists it.
    if let open = state.open, let demo = demos.first(where: { $0.id == open }) {
      DemoPage(demo: demo) { show(nil) }.key(demo.id)
        .keyCommand(Self.themeKey, "Theme", isShownInFooter: false, perform: next)
        .commandPalette(commands)
    } else {
      HomePage(demos: demos, focusedDemo: state.lastOpened, canQuit: canQuit) { id in show(id) }
        .keyCommand(Self.themeKey, "Theme", isShownInFooter: false, perform: next)
        .commandPalette(commands)
    }
  }

  /// The key that switches to the next theme.
  public static let themeKey = KeyPress(.function(3))

  /// What the command palette offers: every page, each theme, and
  /// quitting.
  func commands(
    open: @escaping @MainActor @Sendable (String?) -> Void,
    setTheme: @escaping @MainActor @Sendable (Int, EventContext) -> Void
  ) -> [Command] {
    [Command("Home", detail: "The list of demos") { _ in open(nil) }]
      + demos.map { demo in
        Command(demo.title, id: demo.id, detail: demo.summary) { _ in open(demo.id) }
      }
      + themes.indices.map { index in
        Command(
          "Theme: \(themes[index].name)", id: "theme-\(themes[index].name)",
          detail: "Draw the catalog with this theme (F3: the next one)"
        ) { context in setTheme(index, context) }
      }
      + (canQuit ? [Command("Quit", detail: "Leave the catalog", send: QuitApp())] : [])
  }
}

/// The list of demos.
///
/// Its sizes are the host's (steps of its spacing, characters of its
/// text), so the page looks the same in a terminal and in a browser.
struct HomePage: Component {
  let demos: [CatalogDemo]
  /// The demo whose button has the focus: the one the user came back
  /// from, else the first.
  let focusedDemo: String?
  /// Whether the page offers Quit (a button and `q`).
  let canQuit: Bool
  let open: @MainActor @Sendable (String) -> Void

  var body: some Component {
    if canQuit {
      page.keyCommand(KeyPress("q"), "Quit", send: QuitApp())
    } else {
      page
    }
  }

  private var page: some Component {
    Stack(spacing: 1) {
      Stack(.horizontal, spacing: 1) {
        Text("Trellis").bold().foregroundColor(.brightGreen)
        Text("catalog").bold()
        Spacer()
        if canQuit { Button("Quit", send: QuitApp()) }
      }.scaled()
      Text("Every built-in component at work. Open a demo with Enter or a click.")
        .foregroundColor(.brightBlack)
      ScrollView {
        Stack(spacing: 0) {
          let focused = demos.contains { $0.id == focusedDemo } ? focusedDemo : demos.first?.id
          for demo in demos {
            Stack(.horizontal, spacing: 2, alignment: .start) {
              // A column as wide as 20 characters of the host's text: the
              // longest title and its button's padding.
              Stack(alignment: .start) {
                Button(demo.title) { open(demo.id) }.tag("open-\(demo.id)")
                  .autofocus(demo.id == focused)
              }.frame(characters: 20)
              Text(demo.summary).flex(grow: 1, shrink: 1)
            }.scaled().key(demo.id)
          }
        }
      }.flex(grow: 1, shrink: 1)
      KeyCommandFooter()
    }.scaled()
      .flex(grow: 1, shrink: 1).padding(steps: EdgeInsets(horizontal: 1, vertical: 0))
  }
}

/// One demo with a header leading back home; F2 shows its source instead
/// (the state), Escape or F2 again goes back to it.
struct DemoPage: StatefulComponent {
  let demo: CatalogDemo
  let goHome: @MainActor @Sendable () -> Void

  func initialState() -> Bool { false }

  func body(state showsSource: Bool, scope: Scope<Bool>) -> some Component {
    demo.keys.reduce(AnyComponent(page(showsSource: showsSource, scope: scope))) {
      page, key in
      AnyComponent(page.keyCommand(key.key, key.label) { _ in key.action() })
    }
  }

  private func page(showsSource: Bool, scope: Scope<Bool>) -> some Component {
    Stack(spacing: 1) {
      // The summary follows the title while it fits, and goes onto its own
      // line in a narrow window rather than squeezing into a sliver.
      Stack(.horizontal, wraps: true) {
        Stack(.horizontal, spacing: 2) {
          Button("← Home", action: goHome).tag("home")
          Text(demo.title).bold()
        }.scaled().padding(steps: EdgeInsets(trailing: 2))
        Text(demo.summary).foregroundColor(.brightBlack)
          .frame(minCharacters: 20).flex(grow: 1, shrink: 1)
      }
      if showsSource {
        SourcePage(file: demo.sourceFile).flex(grow: 1, shrink: 1)
      } else if demo.scrolls {
        ScrollView { demo.makePage() }.flex(grow: 1, shrink: 1)
      } else {
        demo.makePage().flex(grow: 1, shrink: 1)
      }
      KeyCommandFooter()
    }.scaled()
      .flex(grow: 1, shrink: 1).padding(steps: EdgeInsets(horizontal: 1, vertical: 0))
      .keyCommand(KeyPress(.escape), showsSource ? "Back to the demo" : "Home") { _ in
        if showsSource { scope.set(false) } else { goHome() }
      }
      // F2, not a control key: focused text fields use those for editing.
      .keyCommand(KeyPress(.function(2)), showsSource ? "Demo" : "Source") { _ in
        scope.set(!showsSource)
      }
  }
}
