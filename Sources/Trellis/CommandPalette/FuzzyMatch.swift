/// How well a search query matches a candidate, and where: the scoring a
/// command palette or a quick-open list ranks by.
///
/// The query's characters must appear in the candidate in order (case is
/// ignored, and so are the query's spaces); among all such placements the
/// best one wins. A match scores more when its characters start words
/// (`o`, `l` in "Open Layout"), run on without gaps, or start the
/// candidate, so "ol" ranks "Open Layout" above "Tools".
///
/// ```swift
/// let match = FuzzyMatch(query: "lay", in: "Layout playground")
/// match?.positions   // [0, 1, 2]
/// ```
public struct FuzzyMatch: Sendable, Hashable {
  /// The score: higher is better. Only comparable between matches of the
  /// same query.
  public let score: Int
  /// The offsets of the matched characters in the candidate, ascending, in
  /// `Character`s (grapheme clusters).
  public let positions: [Int]

  /// Matches `query` against `candidate`; nil when the query's characters
  /// do not all appear in order. An empty query matches with score 0.
  public init?(query: String, in candidate: String) {
    let needle = query.filter { !$0.isWhitespace }.map { $0.lowercased() }
    guard !needle.isEmpty else {
      score = 0
      positions = []
      return
    }
    let characters = Array(candidate)
    guard needle.count <= characters.count,
      let (score, positions) = Self.bestPlacement(of: needle, in: characters)
    else { return nil }
    self.score = score
    self.positions = positions
  }

  // Scores of the parts of a placement.
  private static let matchScore = 16
  private static let firstCharacterBonus = 10
  private static let wordStartBonus = 8
  private static let camelCaseBonus = 6
  private static let consecutiveBonus = 6
  private static let gapStartPenalty = 3
  private static let gapPenalty = 1

  /// The best placement by dynamic programming over (query character,
  /// candidate position), O(query × candidate): `best[i][j]` is the best
  /// score with the query's first i+1 characters placed and the last at j.
  private static func bestPlacement(of needle: [String], in characters: [Character]) -> (
    Int, [Int]
  )? {
    let lower = characters.map { $0.lowercased() }
    let bonus = characters.indices.map { boundaryBonus(at: $0, in: characters) }
    let width = characters.count
    let impossible = Int.min / 4
    var best = [[Int]](repeating: [Int](repeating: impossible, count: width), count: needle.count)
    var from = [[Int]](repeating: [Int](repeating: -1, count: width), count: needle.count)
    for i in needle.indices {
      // The best earlier placement of character i-1 followed by a gap,
      // kept as `score + k` so the gap's length is subtracted at j.
      var bestBeforeGap = impossible
      var bestBeforeGapAt = -1
      for j in i..<width {
        if i > 0, j >= 2, best[i - 1][j - 2] > impossible,
          best[i - 1][j - 2] + (j - 2) * gapPenalty > bestBeforeGap
        {
          bestBeforeGap = best[i - 1][j - 2] + (j - 2) * gapPenalty
          bestBeforeGapAt = j - 2
        }
        guard lower[j] == needle[i] else { continue }
        let own = matchScore + bonus[j]
        if i == 0 {
          best[i][j] = own - j * gapPenalty / 2
          continue
        }
        var score = impossible
        if j >= 1, best[i - 1][j - 1] > impossible {
          score = best[i - 1][j - 1] + consecutiveBonus
          from[i][j] = j - 1
        }
        if bestBeforeGapAt >= 0 {
          let gapped = bestBeforeGap - (j - 1) * gapPenalty - gapStartPenalty
          if gapped > score {
            score = gapped
            from[i][j] = bestBeforeGapAt
          }
        }
        if score > impossible { best[i][j] = score + own }
      }
    }
    let last = needle.count - 1
    guard let end = best[last].indices.max(by: { best[last][$0] < best[last][$1] }),
      best[last][end] > impossible
    else { return nil }
    var positions = [end]
    var j = end
    for i in stride(from: last, to: 0, by: -1) {
      j = from[i][j]
      positions.append(j)
    }
    return (best[last][end], positions.reversed())
  }

  /// The bonus for a match at `index`: the candidate's first character, a
  /// word's first character, or an upper-case letter after a lower-case one.
  private static func boundaryBonus(at index: Int, in characters: [Character]) -> Int {
    guard index > 0 else { return firstCharacterBonus }
    let previous = characters[index - 1]
    let current = characters[index]
    if !previous.isLetter && !previous.isNumber && (current.isLetter || current.isNumber) {
      return wordStartBonus
    }
    if previous.isLowercase && current.isUppercase { return camelCaseBonus }
    return 0
  }
}
