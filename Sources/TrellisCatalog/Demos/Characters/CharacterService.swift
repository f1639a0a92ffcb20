/// Where the characters come from: the bundled sample data, in pages, with
/// a switch to make it fail or come back empty (the demo's "service").
@MainActor
final class CharacterService {
  /// What the next request does.
  enum Mode: Int, Sendable {
    case normal, empty, failing
  }

  struct Failure: Error, Sendable {
    let message = "The character service is not answering (simulated)."
  }

  var mode: Mode = .normal
  let pageSize: Int
  private let all: [MarvelCharacter]

  init(characters: [MarvelCharacter] = SampleData.characters, pageSize: Int = 50) {
    self.all = characters
    self.pageSize = pageSize
  }

  /// A page of characters and whether more follow.
  func characters(page: Int) async throws(Failure) -> (items: [MarvelCharacter], hasMore: Bool) {
    await Task.yield()
    switch mode {
    case .failing: throw Failure()
    case .empty: return ([], false)
    case .normal:
      let start = min(all.count, page * pageSize)
      let end = min(all.count, start + pageSize)
      return (Array(all[start..<end]), end < all.count)
    }
  }

  /// Every series.
  func series() async throws(Failure) -> [Series] {
    await Task.yield()
    if mode == .failing { throw Failure() }
    return mode == .empty ? [] : SampleData.series
  }
}
