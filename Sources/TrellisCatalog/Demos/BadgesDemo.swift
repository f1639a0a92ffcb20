import Trellis
import TrellisKit

/// Badges on any component: counts capped at 99+, short text, none at zero.
enum BadgesDemo {
  static func make() -> CatalogDemo {
    CatalogDemo(
      id: "badges", title: "Badges",
      summary: "Counts (capped 99+) and short text on any component"
    ) {
      BadgesPage()
    }
  }
}

private struct BadgesPage: StatefulComponent {
  func initialState() -> Int { 3 }

  func body(state unread: Int, scope: Scope<Int>) -> some Component {
    Stack(spacing: 1, alignment: .start) {
      Text("Inbox").tag("inbox").frame(characters: 16).badge(count: unread)
      Text("Drafts").tag("drafts").frame(characters: 16).badge(count: 0)
      Text("Updates").tag("updates").frame(characters: 16).badge("new", color: .green)
      Button("Mail") {}.tag("mail").frame(characters: 16).badge(count: unread * 40)
      Stack(.horizontal, spacing: 2) {
        Button("+1") { scope.update { $0 + 1 } }.tag("add")
        Button("+50") { scope.update { $0 + 50 } }.tag("add-50")
        Button("Read all") { scope.set(0) }.tag("clear")
      }.scaled()
      Stack(.horizontal, spacing: 1, alignment: .center) {
        Text("Standalone:")
        Badge(count: 7)
        Badge(count: 99)
        Badge(count: 1000)
        Badge(count: 12, cap: 9, color: .blue)
      }.scaled()
    }.scaled()
  }
}
