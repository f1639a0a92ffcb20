/// A searchable list of commands: type a few letters of one, pick it with
/// the arrows, run it with Enter or a click.
///
/// Usually shown by ``Component/commandPalette(_:key:)``, which binds a key
/// (Ctrl-P) on a screen and presents the palette in a modal; a palette can
/// also be placed anywhere as a component. Matching is fuzzy (see
/// ``FuzzyMatch``): "lp" finds "Layout playground", and the matched letters
/// are highlighted. A command is also found by its id (`photo-album`), and
/// spaces, hyphens and underscores in the query are skipped. Each key
/// narrows the last result (see ``CommandSearch``): typing costs time in
/// proportion to the commands still matching, however long the query.
public struct CommandPalette: StatefulComponent {
  /// The commands searched, in the order shown for an empty query.
  public let commands: [Command]
  /// How many matches are listed at most.
  public var limit: Int
  let onRun: (@MainActor @Sendable () -> Void)?
  /// Narrows the last result as the query grows, so a key costs time in
  /// proportion to what still matches (a flood of typed keys cannot keep
  /// the app busy).
  private let search: CommandSearch

  /// The query typed and the highlighted row.
  public struct State: Sendable, Equatable {
    var query = ""
    var selection = 0
  }

  /// A palette over `commands`; `onRun` runs after a command did (a
  /// presenter closes the palette there).
  public init(
    _ commands: [Command], limit: Int = 12, onRun: (@MainActor @Sendable () -> Void)? = nil
  ) {
    self.commands = commands
    self.limit = limit
    self.onRun = onRun
    search = CommandSearch(commands)
  }

  /// An empty query with the first row highlighted.
  public func initialState() -> State { State() }

  /// The query field and the matching commands.
  public func body(state: State, scope: Scope<State>) -> some Component {
    let results = search.results(for: state.query, limit: max(limit, 1))
    let selection = results.isEmpty ? 0 : min(state.selection, results.count - 1)
    let onRun = onRun
    let search = search
    let run: @MainActor @Sendable (Command, EventContext) -> Void = { command, context in
      command.perform(context)
      scope.set(State())
      onRun?()
    }
    let chosen = results.isEmpty ? nil : results[selection].command
    Stack(spacing: 0, alignment: .stretch) {
      TextField("Type to search commands…", text: state.query) { query in
        scope.set(State(query: query, selection: 0))
      }
      .on(.submit) { event, context in
        // Typing may have run ahead of the last render: run the best match
        // for the text submitted unless it is the query the list shows.
        guard case .submit(let submitted) = event else { return }
        let command =
          submitted == state.query
          ? chosen : search.results(for: submitted, limit: 1).first?.command
        if let command { run(command, context) }
      }
      .tag("command-query").autofocus()
      if results.isEmpty {
        Text("No command matches “\(Self.shortened(state.query))”").foregroundColor(.brightBlack)
          .tag("command-none")
      }
      for (index, result) in results.enumerated() {
        CommandRow(command: result.command, match: result.match, isSelected: index == selection)
          .on(.tap) { _, context in run(result.command, context) }
          .key(result.command.id)
      }
    }
    .keyCommand(KeyPress(.down), "Next", isShownInFooter: false) { _ in
      scope.mutate { $0.selection = results.isEmpty ? 0 : (selection + 1) % results.count }
    }
    .keyCommand(KeyPress(.up), "Previous", isShownInFooter: false) { _ in
      scope.mutate {
        $0.selection = results.isEmpty ? 0 : (selection + results.count - 1) % results.count
      }
    }
  }
}

extension CommandPalette {
  /// The longest query echoed in full by "No command matches".
  static let echoedQueryLength = 40

  /// `query`, cut to ``echoedQueryLength`` characters and an ellipsis: a
  /// flood of typed text is not laid out again on every key.
  static func shortened(_ query: String) -> String {
    let head = query.prefix(echoedQueryLength + 1)
    guard head.count > echoedQueryLength else { return query }
    return String(head.dropLast()) + "…"
  }
}

/// One command in the palette: its title with the matched letters
/// highlighted, its detail dimmed, its shortcut on the right.
struct CommandRow: Component {
  let command: Command
  let match: FuzzyMatch
  let isSelected: Bool

  var body: some Component {
    if isSelected {
      content.backgroundColor(.selection).attribute(.selected, true).tag("command-selected")
    } else {
      content.tag("command-\(command.id)")
    }
  }

  private var content: some Component {
    Stack(.horizontal, spacing: 2) {
      Text(highlightedTitle).flex(grow: 0, shrink: 0)
      if let detail = command.detail {
        Text(detail).foregroundColor(isSelected ? nil : .brightBlack).lineLimit(1)
          .flex(grow: 1, shrink: 1)
      } else {
        Spacer()
      }
      if let shortcut = command.shortcut {
        Text(shortcut.displayName).foregroundColor(.brightBlack)
      }
    }
  }

  private var highlightedTitle: StyledText {
    let matched = Set(match.positions)
    var runs: [StyledText.Run] = []
    for (offset, character) in command.title.enumerated() {
      let style = TextStyle(
        bold: matched.contains(offset), foreground: matched.contains(offset) ? .brightYellow : nil)
      if let last = runs.last, last.style == style {
        runs[runs.count - 1] = StyledText.Run(last.text + String(character), style: style)
      } else {
        runs.append(StyledText.Run(String(character), style: style))
      }
    }
    return StyledText(runs: runs)
  }
}
