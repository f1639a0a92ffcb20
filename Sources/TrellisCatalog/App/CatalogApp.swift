public import Trellis
import TrellisTerminal

/// The catalog app: a home screen listing every demo, and each demo's
/// screen with a header leading back home.
///
/// Navigation is state: the id of the open demo (`nil` on the home screen).
public struct CatalogApp: StatefulComponent {
  /// The demos listed.
  public let demos: [CatalogDemo]
  /// The demo open at start (`nil` for the home screen).
  public let initialDemo: String?

  /// Creates the app, opening `initialDemo` if given.
  public init(demos: [CatalogDemo], initialDemo: String? = nil) {
    self.demos = demos
    self.initialDemo = initialDemo
  }

  /// The home screen at first, or the initial demo.
  public func initialState() -> String? { initialDemo }

  /// The open screen.
  public func body(state open: String?, scope: Scope<String?>) -> some Component {
    if let open, let demo = demos.first(where: { $0.id == open }) {
      DemoScreen(demo: demo) { scope.update { _ in nil } }
    } else {
      HomeScreen(demos: demos) { id in scope.update { _ in id } }
    }
  }
}

/// The list of demos.
struct HomeScreen: Component {
  let demos: [CatalogDemo]
  let open: @MainActor @Sendable (String) -> Void

  var body: some Component {
    Stack(spacing: 1) {
      Stack(.horizontal, spacing: 1) {
        Text("Trellis").bold().foregroundColor(.brightGreen)
        Text("catalog").bold()
        Spacer()
        Button("Quit", send: QuitApp())
      }
      Text("Every built-in component at work. Open a demo with Enter or a click.")
        .foregroundColor(.brightBlack)
      ScrollView {
        Stack(spacing: 0) {
          for (index, demo) in demos.enumerated() {
            Stack(.horizontal, spacing: 2, alignment: .start) {
              Stack(alignment: .start) {
                Button(demo.title) { open(demo.id) }.tag("open-\(demo.id)")
                  .autofocus(index == 0)
              }.frame(width: .points(16))
              Text(demo.summary).flex(grow: 1, shrink: 1)
            }.key(demo.id)
          }
        }
      }.flex(grow: 1, shrink: 1)
      KeyBindingFooter()
    }
    .flex(grow: 1, shrink: 1).padding(horizontal: 1, vertical: 0)
    .keyBinding(KeyPress("q"), "Quit", send: QuitApp())
  }
}

/// One demo with a header leading back home.
struct DemoScreen: Component {
  let demo: CatalogDemo
  let goHome: @MainActor @Sendable () -> Void

  var body: some Component {
    Stack(spacing: 1) {
      // The summary follows the title while it fits, and goes onto its own
      // line in a narrow window rather than squeezing into a sliver.
      Stack(.horizontal, wraps: true) {
        Stack(.horizontal, spacing: 2) {
          Button("← Home", action: goHome).tag("home")
          Text(demo.title).bold()
        }.padding(EdgeInsets(trailing: 2))
        Text(demo.summary).foregroundColor(.brightBlack).flex(grow: 1, shrink: 1)
          .frame(minWidth: .points(20))
      }
      if demo.scrolls {
        ScrollView { demo.makeScreen() }.flex(grow: 1, shrink: 1)
      } else {
        demo.makeScreen().flex(grow: 1, shrink: 1)
      }
      KeyBindingFooter()
    }
    .flex(grow: 1, shrink: 1).padding(horizontal: 1, vertical: 0)
    .keyBinding(KeyPress(.escape), "Home") { _ in goHome() }
  }
}
