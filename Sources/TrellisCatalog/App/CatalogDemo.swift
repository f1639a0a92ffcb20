public import Trellis

/// One page of the catalog: a demo of some part of Trellis.
///
/// A demo's page is an ordinary component. Objects that must outlive a
/// rebuild (a `VirtualList`, a table model changing live) are
/// created once when the demo is made, on the main actor, and captured by
/// ``makePage``.
public struct CatalogDemo: Sendable, Identifiable {
  /// The name used on the command line (`--snapshot buttons`).
  public let id: String
  /// The title on the home page and in the header.
  public let title: String
  /// One line saying what the demo shows.
  public let summary: String
  /// Builds the demo's page (off the main actor, on every rebuild).
  public let makePage: @Sendable () -> AnyComponent
  /// Waits until the demo's content is ready to be shown: data loaded in
  /// the background, say. A snapshot waits for it; the app does not.
  public let prepare: @MainActor @Sendable () async -> Void
  /// Whether the catalog puts the page in a scroll view, for content
  /// taller than the window; a demo that scrolls by itself (a list) says no.
  public let scrolls: Bool
  /// The Swift file that makes the demo, which its "view source" key
  /// shows; the file calling this initializer by default.
  public let sourceFile: String
  /// Keys that work anywhere on the demo's page, listed in its footer.
  public let keys: [DemoKey]

  /// Creates a demo.
  public init<Page: Component>(
    id: String, title: String, summary: String, scrolls: Bool = true,
    sourceFile: String = #filePath, keys: [DemoKey] = [],
    prepare: @escaping @MainActor @Sendable () async -> Void = {},
    @ComponentBuilder page: @escaping @Sendable () -> Page
  ) {
    self.id = id
    self.sourceFile = sourceFile
    self.keys = keys
    self.title = title
    self.summary = summary
    self.prepare = prepare
    self.scrolls = scrolls
    self.makePage = { AnyComponent(page()) }
  }

  /// The old name of ``makePage``: "screen" now means only a presentation
  /// screen (TrellisPresentation's `Screen`).
  @available(*, deprecated, renamed: "makePage")
  public var makeScreen: @Sendable () -> AnyComponent { makePage }
}

/// A key that works anywhere on a demo's page: it is bound on the
/// page's top-level view, so it needs no focus.
public struct DemoKey: Sendable {
  /// The key.
  public let key: KeyPress
  /// What the footer calls it.
  public let label: String
  /// What it does.
  public let action: @MainActor @Sendable () -> Void

  /// A key for a demo's page.
  public init(_ key: KeyPress, _ label: String, action: @escaping @MainActor @Sendable () -> Void) {
    self.key = key
    self.label = label
    self.action = action
  }
}
