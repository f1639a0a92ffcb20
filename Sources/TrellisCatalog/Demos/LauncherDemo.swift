import Trellis
import TrellisKit

/// A launcher: three pages of icons with badges, an editing mode, and the
/// arrangement saved on every change.
enum LauncherDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "launcher", title: "Launcher",
      summary: "Pages of icons with badges; Edit moves and removes them"
    ) {
      LauncherPage()
    }
  }

  static let items: [LauncherItem] = {
    let names = [
      ("mail", "Mail", "✉", "3"), ("calendar", "Calendar", "📅", nil),
      ("photos", "Photos", "📷", nil),
      ("music", "Music", "♫", nil), ("maps", "Maps", "🗺", "new"), ("notes", "Notes", "✎", nil),
      ("clock", "Clock", "⏰", nil), ("weather", "Weather", "☀", nil), ("files", "Files", "📁", nil),
      ("terminal", "Terminal", ">_", nil), ("settings", "Settings", "⚙", "1"),
      ("books", "Books", "📚", nil), ("news", "News", "📰", "120"), ("chat", "Chat", "💬", "7"),
      ("games", "Games", "🎮", nil), ("health", "Health", "♥", nil), ("wallet", "Wallet", "💳", nil),
      ("camera", "Camera", "◉", nil), ("store", "Store", "🛒", nil),
      ("podcasts", "Podcasts", "🎙", nil),
      ("tv", "TV", "📺", nil), ("home", "Home", "⌂", nil), ("stocks", "Stocks", "📈", nil),
      ("contacts", "Contacts", "☺", nil), ("radio", "Radio", "📻", nil),
      ("translate", "Translate", "文", nil),
      ("voice", "Voice memo", "🎤", nil), ("compass", "Compass", "🧭", nil),
    ]
    return names.map { LauncherItem(id: $0.0, title: $0.1, glyph: $0.2, badge: $0.3) }
  }()
}

private struct LauncherPage: StatefulComponent {
  struct State: Sendable, Hashable {
    var opened = "nothing yet"
    var saved: LauncherArrangement?
  }

  func initialState() -> State { State() }

  func body(state: State, scope: Scope<State>) -> some Component {
    Stack(spacing: 1, alignment: .stretch) {
      LauncherView(items: LauncherDemo.items, pageSize: 10) { item in
        scope.mutate { $0.opened = item.title }
      }
      .onArrangementChange { arrangement in scope.mutate { $0.saved = arrangement } }
      .key("launcher")
      Text("Opened: \(state.opened)").foregroundColor(.yellow).tag("opened")
      Text(
        state.saved.map {
          "Saved arrangement: \($0.pages.map { String($0.count) }.joined(separator: " + ")) icons"
        }
          ?? "Arrangement not changed yet"
      )
      .foregroundColor(.brightBlack).tag("saved")
    }.scaled()
  }
}
