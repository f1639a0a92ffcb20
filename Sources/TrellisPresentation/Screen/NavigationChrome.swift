import Trellis

/// What the navigator draws around a screen: a title bar with a back hint
/// and, with tabs, a tab bar. A value, rebuilt whenever navigation changes.
public struct NavigationChrome: Sendable {
  /// The screen's title.
  public var title: String
  /// The title of the screen Escape goes back to, when there is one.
  public var backTitle: String?
  /// Whether the screen is presented modally (Escape dismisses it).
  public var isModal: Bool
  /// The tab titles, empty without tabs.
  public var tabs: [String]
  /// The selected tab.
  public var selectedTab: Int
  /// Goes back (pops, or dismisses a modal).
  let back: @MainActor @Sendable () -> Void
  /// Selects a tab.
  let selectTab: @MainActor @Sendable (Int) -> Void

  init(
    title: String, backTitle: String?, isModal: Bool, tabs: [String], selectedTab: Int,
    back: @escaping @MainActor @Sendable () -> Void,
    selectTab: @escaping @MainActor @Sendable (Int) -> Void
  ) {
    self.title = title
    self.backTitle = backTitle
    self.isModal = isModal
    self.tabs = tabs
    self.selectedTab = selectedTab
    self.back = back
    self.selectTab = selectTab
  }
}

/// The title bar: a back button with its key (`← Characters  Esc`) and the
/// title.
struct TitleBar: Component {
  let chrome: NavigationChrome

  var body: some Component {
    Stack(.horizontal, spacing: 2, alignment: .center) {
      if chrome.isModal {
        Button("✕ Close", action: chrome.back).tag("navigation-back")
        Text("Esc").foregroundColor(.brightBlack)
      } else if let backTitle = chrome.backTitle {
        Button("← \(backTitle)", action: chrome.back).tag("navigation-back")
        Text("Esc").foregroundColor(.brightBlack)
      }
      Text(chrome.title).bold().tag("navigation-title")
    }.scaled()
  }
}

/// The tab bar: one button per tab, the selected one marked; Alt-1 … Alt-9
/// select a tab from anywhere on the screen.
struct TabBar: Component {
  let chrome: NavigationChrome

  var body: some Component {
    Stack(.horizontal, spacing: 2, alignment: .center) {
      for (index, title) in chrome.tabs.enumerated() {
        let marker = index == chrome.selectedTab ? "▸ " : "  "
        Button(marker + title) { chrome.selectTab(index) }.tag("tab-\(index)").key(index)
      }
    }.scaled()
  }
}
