/// The scoring behind ``FuzzyMatch``, by dynamic programming over (query
/// character i, candidate position j): `best[i][j]` is the best score with
/// the query's first i+1 characters placed and the last at j.
///
/// Row i depends only on row i-1, so a search that remembers each
/// candidate's last row adds a typed character in O(candidate length):
/// ``CommandSearch`` narrows that way as the query grows.
enum FuzzyScoring {
  // Scores of the parts of a placement.
  static let matchScore: Int32 = 16
  static let firstCharacterBonus: Int32 = 10
  static let wordStartBonus: Int32 = 8
  static let camelCaseBonus: Int32 = 6
  static let consecutiveBonus: Int32 = 6
  static let gapStartPenalty: Int32 = 3
  static let gapPenalty: Int32 = 1
  /// No placement ends here.
  static let impossible = Int32.min / 4

  /// Whether a query character only separates words (not searched for).
  static func isSeparator(_ character: Character) -> Bool {
    character.isWhitespace || character == "-" || character == "_"
  }

  /// The bonus for a match at a character of class `current` after one of
  /// class `previous` (`nil` at the start): the candidate's first
  /// character, a word's first character, or a capital after a small letter.
  static func boundaryBonus(previous: CharacterClass?, current: CharacterClass) -> Int32 {
    guard let previous else { return firstCharacterBonus }
    if !previous.isLetterOrNumber && current.isLetterOrNumber { return wordStartBonus }
    if previous.isLowercase && current.isUppercase { return camelCaseBonus }
    return 0
  }

  /// Writes row 0 for query character `code` into `row`.
  static func firstRow(
    _ code: UInt32, codes: UnsafeBufferPointer<UInt32>, bonus: UnsafeBufferPointer<Int32>,
    into row: UnsafeMutableBufferPointer<Int32>
  ) {
    for j in 0..<codes.count {
      row[j] =
        codes[j] == code ? matchScore + bonus[j] - Int32(j) * gapPenalty / 2 : impossible
    }
  }

  /// Writes row i (> 0) for query character `code` into `row` from row
  /// i-1 in `previous`; `from`, when given, gets where each placement's
  /// previous character is.
  static func nextRow(
    _ code: UInt32, codes: UnsafeBufferPointer<UInt32>, bonus: UnsafeBufferPointer<Int32>,
    previous: UnsafeBufferPointer<Int32>, into row: UnsafeMutableBufferPointer<Int32>,
    from: UnsafeMutableBufferPointer<Int32>? = nil
  ) {
    // The best earlier placement followed by a gap, kept as `score + k` so
    // the gap's length is subtracted at j.
    var bestBeforeGap = impossible
    var bestBeforeGapAt: Int32 = -1
    for j in 0..<codes.count {
      if j >= 2, previous[j - 2] > impossible,
        previous[j - 2] + Int32(j - 2) * gapPenalty > bestBeforeGap
      {
        bestBeforeGap = previous[j - 2] + Int32(j - 2) * gapPenalty
        bestBeforeGapAt = Int32(j - 2)
      }
      row[j] = impossible
      guard codes[j] == code else { continue }
      var score = impossible
      var origin: Int32 = -1
      if j >= 1, previous[j - 1] > impossible {
        score = previous[j - 1] + consecutiveBonus
        origin = Int32(j - 1)
      }
      if bestBeforeGapAt >= 0 {
        let gapped = bestBeforeGap - Int32(j - 1) * gapPenalty - gapStartPenalty
        if gapped > score {
          score = gapped
          origin = bestBeforeGapAt
        }
      }
      if score > impossible {
        row[j] = score + matchScore + bonus[j]
        from?[j] = origin
      }
    }
  }

  /// Turns row i-1 in `row` into row i for query character `code`, in
  /// place (what a search narrowing as the query grows does for every text
  /// still matching), given `start`, the first position where row i-1 has a
  /// placement (it has none before). Returns the new row's best score and
  /// first placement, or `nil` when it has none (the row is then left
  /// unspecified). The same recurrence as
  /// ``nextRow(_:codes:bonus:previous:into:from:)``, keeping the two
  /// previous entries it still needs as it overwrites them.
  static func advance(
    _ code: UInt32, codes: UnsafeBufferPointer<UInt32>, bonus: UnsafeBufferPointer<Int32>,
    row: UnsafeMutableBufferPointer<Int32>, start: Int
  ) -> (best: Int32, first: Int)? {
    // Most texts lack the character after `start`: no row to compute.
    guard codes[(start + 1)...].contains(code) else { return nil }
    var bestBeforeGap = impossible
    var hasGap = false
    // Row i-1 at j-1 and j-2, read before they are overwritten (nothing
    // before `start`).
    var previous1 = impossible
    var previous2 = impossible
    var best = impossible
    var first = -1
    for j in start..<codes.count {
      if previous2 > impossible, previous2 + Int32(j - 2) * gapPenalty > bestBeforeGap {
        bestBeforeGap = previous2 + Int32(j - 2) * gapPenalty
        hasGap = true
      }
      let old = row[j]
      var value = impossible
      if codes[j] == code {
        var score = previous1 > impossible ? previous1 + consecutiveBonus : impossible
        if hasGap {
          let gapped = bestBeforeGap - Int32(j - 1) * gapPenalty - gapStartPenalty
          if gapped > score { score = gapped }
        }
        if score > impossible {
          value = score + matchScore + bonus[j]
          if value > best { best = value }
          if first < 0 { first = j }
        }
      }
      row[j] = value
      previous2 = previous1
      previous1 = old
    }
    return first >= 0 ? (best, first) : nil
  }

  /// The best score in a row, or `nil` when no placement ends in it.
  static func best(of row: UnsafeBufferPointer<Int32>) -> Int32? {
    var best = impossible
    for value in row where value > best { best = value }
    return best > impossible ? best : nil
  }

  /// The best placement of `needle` in `text`: its score and positions.
  static func placement(of needle: [UInt32], in text: FuzzyText) -> (Int, [Int])? {
    let width = text.codes.count
    guard !needle.isEmpty, needle.count <= width else { return nil }
    var rows = [Int32](repeating: impossible, count: needle.count * width)
    var from = [Int32](repeating: -1, count: needle.count * width)
    text.codes.withUnsafeBufferPointer { codes in
      text.bonus.withUnsafeBufferPointer { bonus in
        rows.withUnsafeMutableBufferPointer { rows in
          from.withUnsafeMutableBufferPointer { from in
            firstRow(needle[0], codes: codes, bonus: bonus, into: rows.slice(0, width))
            for i in 1..<needle.count {
              nextRow(
                needle[i], codes: codes, bonus: bonus,
                previous: UnsafeBufferPointer(rows.slice(i - 1, width)),
                into: rows.slice(i, width), from: from.slice(i, width))
            }
          }
        }
      }
    }
    let last = (needle.count - 1) * width
    var end = -1
    var best = impossible
    for j in 0..<width where rows[last + j] > best {
      best = rows[last + j]
      end = j
    }
    guard end >= 0 else { return nil }
    var positions = [end]
    var j = end
    for i in stride(from: needle.count - 1, to: 0, by: -1) {
      j = Int(from[i * width + j])
      positions.append(j)
    }
    return (Int(best), positions.reversed())
  }
}

extension UnsafeMutableBufferPointer where Element == Int32 {
  /// Row `index` of rows `width` long.
  fileprivate func slice(_ index: Int, _ width: Int) -> UnsafeMutableBufferPointer<Int32> {
    UnsafeMutableBufferPointer(rebasing: self[(index * width)..<((index + 1) * width)])
  }
}
