/// Searches a list of commands as a query is typed, narrowing the previous
/// result instead of starting again: what a ``CommandPalette`` asks on
/// every key.
///
/// Each command is found by its title and by its id (so `photo-album`,
/// the id `catalog --list` prints, finds "Photo album"), ranked as
/// ``Command/search(_:in:)`` ranks. A query that extends the previous one
/// costs time linear in the text of the commands still matching — one step
/// of the scoring per character added, not a new search over the whole
/// query — and a character no command has ends the work for every later
/// key. Any other change (a deletion, an edit in the middle) searches from
/// scratch, which costs one step per query character.
///
/// ```swift
/// let commands = ["Layout", "Long list", "Tables"].map { Command($0) { _ in } }
/// let search = CommandSearch(commands)
/// for query in ["l", "la", "lay"] {
///   let best = search.results(for: query, limit: 12)   // what the palette lists
///   print(best.map(\.command.title))
/// }
/// ```
///
/// Safe to use from any thread; calls are serialised.
public final class CommandSearch: Sendable {
  /// The commands searched, in the order listed for an empty query.
  public let commands: [Command]
  /// Made on the first search.
  private let state: Locked<SearchState?>

  /// An index over `commands`; prepared on the first search.
  public init(_ commands: [Command]) {
    self.commands = commands
    state = Locked(nil)
  }

  /// The commands matching `query`, best first, at most `limit`, with where
  /// each title matched (no positions when only the id matched); all of
  /// them, in order, for a query of nothing but spaces and separators.
  public func results(for query: String, limit: Int = .max) -> [(
    command: Command, match: FuzzyMatch
  )] {
    let commands = self.commands
    let limit = max(0, limit)
    return state.withLock { stored in
      var state = stored ?? SearchState(index: SearchIndex(commands))
      stored = nil  // Updated in place, not copied.
      defer { stored = state }
      state.update(to: query)
      guard !state.needle.isEmpty else {
        return commands.prefix(limit).map { ($0, FuzzyMatch(score: 0, positions: [])) }
      }
      return state.ranked(limit: limit).map { ranked in
        (commands[ranked.command], state.match(for: ranked))
      }
    }
  }
}

/// The commands' titles and ids prepared for matching, one after another in
/// flat arrays.
struct SearchIndex {
  /// One searched text: a command's title or id.
  struct Key {
    var command: Int
    var start: Int
    var width: Int
    var isTitle: Bool
  }

  var keys: [Key] = []
  var codes: [UInt32] = []
  var bonus: [Int32] = []
  var table = FuzzyCodeTable()
  /// Each command's title length in characters, for ranking ties.
  var titleLengths: [Int] = []
  /// Each command's title, prepared.
  var titles: [FuzzyText] = []

  init(_ commands: [Command]) {
    for (index, command) in commands.enumerated() {
      let title = FuzzyText(command.title, table: &table)
      titles.append(title)
      titleLengths.append(title.codes.count)
      add(title, command: index, isTitle: true)
      if command.id != command.title {
        add(FuzzyText(command.id, table: &table), command: index, isTitle: false)
      }
    }
  }

  private mutating func add(_ text: FuzzyText, command: Int, isTitle: Bool) {
    keys.append(
      Key(command: command, start: codes.count, width: text.codes.count, isTitle: isTitle))
    codes.append(contentsOf: text.codes)
    bonus.append(contentsOf: text.bonus)
  }
}
