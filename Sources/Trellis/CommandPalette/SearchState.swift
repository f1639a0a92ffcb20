/// What a ``CommandSearch`` remembers between queries: the last query, its
/// characters to match, and for every searched text still matching the
/// last row of its scoring, so one more character costs one more row.
struct SearchState {
  let index: SearchIndex
  private(set) var query = ""
  /// The query's characters to match (see ``FuzzyCodeTable/needle(_:)``).
  private(set) var needle: [UInt32] = []
  /// Whether the query's last character is in ``needle`` (not a separator).
  private var lastCharacterCounted = false
  /// The keys whose texts hold the whole needle, ascending.
  private var survivors: [Int] = []
  /// The best score of each survivor.
  private var scores: [Int32] = []
  /// Where each survivor's row has its first placement (none before).
  private var starts: [Int] = []
  /// The last scoring row of each survivor, where its text is in the index.
  private var rows: [Int32]

  /// A command's best match: the ranking's unit.
  struct Ranked {
    var command: Int
    var score: Int32
    var isTitle: Bool
    var titleLength: Int

    /// Higher score, then shorter title, then earlier command.
    func isBetter(than other: Ranked) -> Bool {
      if score != other.score { return score > other.score }
      if titleLength != other.titleLength { return titleLength < other.titleLength }
      return command < other.command
    }
  }

  init(index: SearchIndex) {
    self.index = index
    rows = [Int32](repeating: FuzzyScoring.impossible, count: index.codes.count)
  }

  /// Brings the state to `query`: narrowing when it extends the last query,
  /// from scratch otherwise.
  mutating func update(to query: String) {
    guard query != self.query else { return }
    let (newNeedle, lastCounted) = needle(for: query)
    if newNeedle.count >= needle.count, newNeedle.starts(with: needle) {
      for code in newNeedle[needle.count...] { step(code) }
    } else {
      needle = []
      survivors = []
      scores = []
      starts = []
      for code in newNeedle { step(code) }
    }
    self.query = query
    lastCharacterCounted = lastCounted
  }

  /// The needle for `query`, read from only its new characters when it
  /// extends the last query (the last old character is read again: a
  /// combining mark typed after it changes it).
  private func needle(for query: String) -> ([UInt32], Bool) {
    let old = self.query
    let start: String.Index
    var prefix: [UInt32]
    if !old.isEmpty, query.utf8.count > old.utf8.count, query.utf8.starts(with: old.utf8) {
      let lastOld = old.utf8.distance(
        from: old.startIndex, to: old.index(before: old.endIndex))
      start = query.utf8.index(query.startIndex, offsetBy: lastOld)
      prefix = needle
      if lastCharacterCounted { prefix.removeLast() }
    } else {
      start = query.startIndex
      prefix = []
    }
    let tail = query[start...]
    prefix.append(contentsOf: index.table.needle(tail))
    let lastCounted = tail.last.map { !FuzzyScoring.isSeparator($0) } ?? false
    return (prefix, lastCounted)
  }

  /// Adds one character to the needle, keeping the keys that still match.
  private mutating func step(_ code: UInt32) {
    defer { needle.append(code) }
    let level = needle.count
    if level > 0 && survivors.isEmpty { return }
    let index = self.index
    let candidates = level == 0 ? Array(index.keys.indices) : survivors
    var kept: [Int] = []
    var keptScores: [Int32] = []
    var keptStarts: [Int] = []
    let starts = self.starts
    var rows = self.rows
    self.rows = []  // Taken while it is updated, so it is not copied.
    defer { self.rows = rows }
    index.codes.withUnsafeBufferPointer { codes in
      index.bonus.withUnsafeBufferPointer { bonus in
        rows.withUnsafeMutableBufferPointer { rows in
          for (number, key) in candidates.enumerated() {
            let range = index.keys[key].start..<(index.keys[key].start + index.keys[key].width)
            let keyCodes = UnsafeBufferPointer(rebasing: codes[range])
            let keyBonus = UnsafeBufferPointer(rebasing: bonus[range])
            let row = UnsafeMutableBufferPointer(rebasing: rows[range])
            let placed: (best: Int32, first: Int)?
            if level == 0 {
              FuzzyScoring.firstRow(code, codes: keyCodes, bonus: keyBonus, into: row)
              placed = FuzzyScoring.best(of: UnsafeBufferPointer(row)).map {
                ($0, keyCodes.firstIndex(of: code) ?? 0)
              }
            } else {
              placed = FuzzyScoring.advance(
                code, codes: keyCodes, bonus: keyBonus, row: row, start: starts[number])
            }
            guard let placed else { continue }
            kept.append(key)
            keptScores.append(placed.best)
            keptStarts.append(placed.first)
          }
        }
      }
    }
    survivors = kept
    scores = keptScores
    self.starts = keptStarts
  }

  /// The best `limit` commands, best first.
  func ranked(limit: Int) -> [Ranked] {
    var commands: [Ranked] = []
    for (key, score) in zip(survivors, scores) {
      let command = index.keys[key].command
      let isTitle = index.keys[key].isTitle
      if let last = commands.last, last.command == command {
        // A title wins ties with its id: its letters can be highlighted.
        if score > last.score {
          commands[commands.count - 1].score = score
          commands[commands.count - 1].isTitle = isTitle
        }
        continue
      }
      commands.append(
        Ranked(
          command: command, score: score, isTitle: isTitle,
          titleLength: index.titleLengths[command]))
    }
    guard limit < commands.count else { return commands.sorted { $0.isBetter(than: $1) } }
    // Only the best few are shown: keep them in order as the rest go by.
    var top: [Ranked] = []
    top.reserveCapacity(limit + 1)
    for candidate in commands {
      if top.count == limit, let last = top.last, !candidate.isBetter(than: last) { continue }
      var low = 0
      var high = top.count
      while low < high {
        let middle = (low + high) / 2
        if top[middle].isBetter(than: candidate) { low = middle + 1 } else { high = middle }
      }
      top.insert(candidate, at: low)
      if top.count > limit { top.removeLast() }
    }
    return top
  }

  /// The match shown for `ranked`: where its title matched, or only the
  /// score when its id did.
  func match(for ranked: Ranked) -> FuzzyMatch {
    guard ranked.isTitle,
      let (score, positions) = FuzzyScoring.placement(of: needle, in: index.titles[ranked.command])
    else { return FuzzyMatch(score: Int(ranked.score), positions: []) }
    return FuzzyMatch(score: score, positions: positions)
  }
}
