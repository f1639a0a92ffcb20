/// How well a search query matches a candidate, and where: the scoring a
/// command palette or a quick-open list ranks by.
///
/// The query's characters must appear in the candidate in order (case is
/// ignored, and so are the query's spaces, hyphens and underscores, which
/// only separate words); among all such placements the
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
    var table = FuzzyCodeTable()
    let text = FuzzyText(candidate, table: &table)
    let needle = table.needle(query)
    guard !needle.isEmpty else {
      self.init(score: 0, positions: [])
      return
    }
    guard let (score, positions) = FuzzyScoring.placement(of: needle, in: text) else {
      return nil
    }
    self.init(score: score, positions: positions)
  }

  /// A match with this score and these positions.
  init(score: Int, positions: [Int]) {
    self.score = score
    self.positions = positions
  }
}
