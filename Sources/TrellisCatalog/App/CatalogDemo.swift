public import Trellis

/// One screen of the catalog: a demo of some part of Trellis.
///
/// A demo's screen is an ordinary component. Objects that must outlive a
/// rebuild (a `VirtualList`, a table model changing live) are
/// created once when the demo is made, on the main actor, and captured by
/// ``makeScreen``.
public struct CatalogDemo: Sendable, Identifiable {
  /// The name used on the command line (`--snapshot buttons`).
  public let id: String
  /// The title on the home screen and in the header.
  public let title: String
  /// One line saying what the demo shows.
  public let summary: String
  /// Builds the demo's screen (off the main actor, on every rebuild).
  public let makeScreen: @Sendable () -> AnyComponent
  /// Waits until the demo's content is ready to be shown: data loaded in
  /// the background, say. A snapshot waits for it; the app does not.
  public let prepare: @MainActor @Sendable () async -> Void
  /// Whether the catalog puts the screen in a scroll view, for content
  /// taller than the window; a demo that scrolls by itself (a list) says no.
  public let scrolls: Bool
  /// The Swift file that makes the demo, which its "view source" key
  /// shows; the file calling this initializer by default.
  public let sourceFile: String
  /// Keys that work anywhere on the demo's screen, listed in its footer.
  public let keys: [DemoKey]

  /// Creates a demo.
  public init<Screen: Component>(
    id: String, title: String, summary: String, scrolls: Bool = true,
    sourceFile: String = #filePath, keys: [DemoKey] = [],
    prepare: @escaping @MainActor @Sendable () async -> Void = {},
    @ComponentBuilder screen: @escaping @Sendable () -> Screen
  ) {
    self.id = id
    self.sourceFile = sourceFile
    self.keys = keys
    self.title = title
    self.summary = summary
    self.prepare = prepare
    self.scrolls = scrolls
    self.makeScreen = { AnyComponent(screen()) }
  }
}

/// A key that works anywhere on a demo's screen: it is bound on the
/// screen's top-level view, so it needs no focus.
public struct DemoKey: Sendable {
  /// The key.
  public let key: KeyPress
  /// What the footer calls it.
  public let label: String
  /// What it does.
  public let action: @MainActor @Sendable () -> Void

  /// A key for a demo's screen.
  public init(_ key: KeyPress, _ label: String, action: @escaping @MainActor @Sendable () -> Void) {
    self.key = key
    self.label = label
    self.action = action
  }
}
