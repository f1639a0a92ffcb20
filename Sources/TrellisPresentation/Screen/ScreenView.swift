import Trellis

/// The component a ``Screen`` shows: the chrome around the content area,
/// and in it the loading, empty and error states, the list or the screen's
/// own component. Built from the screen's values on every change.
struct ScreenView: Component {
  /// The tag of the content area (between the title bar and the tab bar),
  /// where focus lands first.
  static let contentTag = "screen-content"
  let chrome: NavigationChrome?
  let phase: ScreenPhase
  let content: AnyComponent?
  let list: (any Embeddable)?
  let retry: (@MainActor @Sendable () -> Void)?
  let refresh: (@MainActor @Sendable () -> Void)?
  let refreshKey: KeyPress
  let isRefreshing: Bool

  var body: some Component {
    if let chrome, chrome.isModal || chrome.backTitle != nil {
      withKeys(frame).keyCommand(KeyPress(.escape), chrome.isModal ? "Close" : "Back") { _ in
        chrome.back()
      }
    } else {
      withKeys(frame)
    }
  }

  private var frame: some Component {
    Stack(spacing: 0, alignment: .stretch) {
      if let chrome {
        TitleBar(chrome: chrome).padding(steps: EdgeInsets(horizontal: 0, vertical: 0))
      }
      if isRefreshing {
        Stack(.horizontal, spacing: 1) {
          ActivityIndicator()
          Text("Refreshing…").foregroundColor(.brightBlack)
        }.scaled().tag("refreshing")
      }
      stateContent.flex(grow: 1, shrink: 1).tag(Self.contentTag)
      if let chrome, chrome.tabs.count > 1 { TabBar(chrome: chrome) }
    }
    .flex(grow: 1, shrink: 1)
  }

  /// The screen's keys: the refresh key for a refreshing presenter, and
  /// Alt-1 … Alt-9 for the tabs there are (none without a tab bar).
  private func withKeys(_ base: some Component) -> AnyComponent {
    var result = AnyComponent(base)
    if let refresh {
      result = AnyComponent(result.keyCommand(refreshKey, "Refresh") { _ in refresh() })
    }
    guard let chrome, chrome.tabs.count > 1 else { return result }
    for index in chrome.tabs.indices.prefix(9) {
      let key = KeyPress(.character(Character(String(index + 1))), modifiers: .alt)
      result = AnyComponent(
        result.keyCommand(key, chrome.tabs[index], isShownInFooter: false) { _ in
          chrome.selectTab(index)
        })
    }
    return result
  }

  @ComponentBuilder private var stateContent: some Component {
    Stack(spacing: 1, alignment: .stretch) {
      switch phase {
      case .loading:
        Center {
          Stack(.horizontal, spacing: 1) {
            ActivityIndicator()
            Text("Loading…")
          }.scaled()
        }.flex(grow: 1, shrink: 1).tag("loading")
      case .empty(let message):
        Center {
          Stack(spacing: 1, alignment: .center) {
            Text(message).foregroundColor(.brightBlack).tag("empty")
            if let refresh { Button("Refresh", action: refresh).tag("refresh") }
          }.scaled()
        }.flex(grow: 1, shrink: 1)
      case .error(let message):
        Center {
          Stack(spacing: 1, alignment: .center) {
            Text(message).foregroundColor(.red).tag("error")
            if let retry { Button("Retry", action: retry).tag("retry").autofocus() }
          }.scaled()
        }.flex(grow: 1, shrink: 1)
      case .content:
        if let content { content.flex(grow: 1, shrink: 1) }
        if let list { Embedded(list).tag("list") }
      }
    }.scaled()
  }
}
