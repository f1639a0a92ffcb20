import PropertyBased
import Testing

@testable import Trellis

/// What searching every command from scratch for `query` gives: each
/// command's better match of title and id, ranked by score, then title
/// length, then order — the rule ``CommandSearch`` must keep while it
/// narrows.
private func searchedFromScratch(_ query: String, in commands: [Command]) -> [String] {
  let ranked = commands.enumerated().compactMap { index, command -> (Int, Int, Command)? in
    let scores = [command.title, command.id].compactMap {
      FuzzyMatch(query: query, in: $0)?.score
    }
    return scores.max().map { (index, $0, command) }
  }
  return ranked.sorted { lhs, rhs in
    if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
    if lhs.2.title.count != rhs.2.title.count { return lhs.2.title.count < rhs.2.title.count }
    return lhs.0 < rhs.0
  }.map(\.2.id)
}

@Suite("Command search")
struct CommandSearchTests {
  @Test("narrowing as a query is typed, edited and deleted ranks as a search from scratch does")
  func incrementalEqualsFromScratch() async {
    let word = Gen.letterOrNumber.string(of: 1...8)
    let title = word.array(of: 1...3).map { $0.joined(separator: " ") }
    await propertyCheck(
      input: title.array(of: 1...8), Gen.int(in: 0...1_000_000)
    ) { titles, seed in
      let commands = titles.enumerated().map { index, title in
        Command(title, id: "\(title.lowercased())-\(index)") { _ in }
      }
      let search = CommandSearch(commands)
      // Type a query from the titles' own letters, now and then deleting.
      let letters = Array(titles.joined(separator: "-"))
      var query = ""
      var state = UInt64(seed)
      for _ in 0..<12 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let pick = Int(state >> 33)
        if pick % 5 == 0, !query.isEmpty {
          query.removeLast()
        } else {
          query.append(letters[pick % letters.count])
        }
        let narrowed = search.results(for: query).map(\.command.id)
        let expected =
          query.allSatisfy { $0.isWhitespace || $0 == "-" || $0 == "_" }
          ? commands.map(\.id) : searchedFromScratch(query, in: commands)
        #expect(narrowed == expected, "query \(query.debugDescription)")
      }
    }
  }

  @Test("a limited search lists the best of the full ranking, in order")
  func limitKeepsTheBest() {
    let commands = (0..<200).map { Command("Open file \($0)") { _ in } }
    let search = CommandSearch(commands)
    for query in ["o", "of", "ofi", "of1", "of19"] {
      let all = Command.search(query, in: commands).map(\.command.title)
      #expect(search.results(for: query, limit: 12).map(\.command.title) == Array(all.prefix(12)))
    }
  }

  @Test("a command is found by its id, ignoring hyphens, spaces and underscores (issue 32.28)")
  func findsCommandsByID() {
    let commands = [
      Command("Home") { _ in },
      Command("Photo album", id: "photo-album") { _ in },
      Command("Licence query", id: "licence-query") { _ in },
      Command("Attributed", id: "attributed-text") { _ in },
    ]
    for query in ["photo-album", "photo album", "photoalbum", "photo_album", "PHOTO-ALBUM"] {
      #expect(Command.search(query, in: commands).first?.command.id == "photo-album", "\(query)")
    }
    // Found only by its id: listed, with no letters of its title highlighted.
    let byID = Command.search("attributed-text", in: commands)
    #expect(byID.map(\.command.id) == ["attributed-text"])
    #expect(byID.first?.match.positions == [])
    // Found by its title: the title's letters are highlighted.
    #expect(Command.search("photo-album", in: commands).first?.match.positions.count == 10)
  }

  @Test("a character no command has ends the search: later keys find nothing")
  func unmatchedCharacterEndsTheSearch() {
    let commands = ["Text", "Tables"].map { Command($0) { _ in } }
    let search = CommandSearch(commands)
    var query = "t"
    #expect(search.results(for: query).count == 2)
    query += "€"
    #expect(search.results(for: query).isEmpty)
    for _ in 0..<5_000 { query += "a" }
    #expect(search.results(for: query).isEmpty)
    // Deleting back to a matching query finds them again.
    #expect(search.results(for: "ta").map(\.command.title) == ["Tables"])
  }

  @Test("a flood of typed text is echoed by “No command matches” cut to 40 characters")
  func longQueryIsEchoedShortened() {
    #expect(CommandPalette.shortened("photo") == "photo")
    let flood = String(repeating: "a", count: 5_000)
    #expect(CommandPalette.shortened(flood) == String(repeating: "a", count: 40) + "…")
    #expect(CommandPalette.shortened(String(flood.prefix(40))) == String(flood.prefix(40)))
  }
}
