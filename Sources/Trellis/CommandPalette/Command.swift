/// Something the user can do from a ``CommandPalette``: a title to search
/// for, an optional detail and shortcut shown beside it, and what it does.
///
/// ```swift
/// let commands = [
///   Command("Open settings", detail: "Preferences") { _ in router.open("settings") },
///   Command("Quit", shortcut: KeyPress("q"), send: QuitApp()),
/// ]
/// ```
public struct Command: Sendable, Identifiable {
  /// Identifies the command among the palette's; the title by default.
  public let id: String
  /// What the user searches for and reads.
  public var title: String
  /// A dimmed line of context after the title (a screen's summary, a file's
  /// folder); not searched.
  public var detail: String?
  /// The key that does the same outside the palette, shown as a reminder.
  public var shortcut: KeyPress?
  /// Runs the command; its context sends actions up the responder chain
  /// from the palette.
  let perform: @MainActor @Sendable (EventContext) -> Void

  /// A command that runs `perform`.
  public init(
    _ title: String, id: String? = nil, detail: String? = nil, shortcut: KeyPress? = nil,
    perform: @escaping @MainActor @Sendable (EventContext) -> Void
  ) {
    self.id = id ?? title
    self.title = title
    self.detail = detail
    self.shortcut = shortcut
    self.perform = perform
  }

  /// A command that sends `action` up the responder chain.
  public init(
    _ title: String, id: String? = nil, detail: String? = nil, shortcut: KeyPress? = nil,
    send action: some ComponentAction
  ) {
    self.init(title, id: id, detail: detail, shortcut: shortcut) { context in
      context.send(action)
    }
  }
}

extension Command {
  /// The commands that match `query`, best first, with where each matched;
  /// all of them, in order, for an empty query. Each command is found by
  /// its title or its id (see ``CommandSearch``). Ties keep the shorter
  /// title first, then the given order.
  public static func search(_ query: String, in commands: [Command]) -> [(
    command: Command, match: FuzzyMatch
  )] {
    CommandSearch(commands).results(for: query)
  }
}
