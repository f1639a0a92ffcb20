import PropertyBased
import Testing
import Trellis

@Suite("Fuzzy matching")
struct FuzzyMatchTests {
  @Test("a query matches exactly when its letters appear in order, ignoring case and spaces")
  func matchesSubsequences() async {
    await propertyCheck(
      input: Gen.letterOrNumber.string(of: 0...12), Gen.int(in: 0...1000)
    ) { candidate, seed in
      // Pick a subsequence of the candidate by the seed's bits.
      let characters = Array(candidate)
      let picked = characters.indices.filter { (seed >> ($0 % 10)) & 1 == 1 }
      let query = String(picked.map { characters[$0] }).uppercased()
      let match = FuzzyMatch(query: query, in: candidate)
      #expect(match != nil)
      if let match {
        #expect(match.positions.count == query.count)
        #expect(match.positions == match.positions.sorted())
        #expect(Set(match.positions).count == match.positions.count)
        for (position, letter) in zip(match.positions, query) {
          #expect(characters[position].lowercased() == letter.lowercased())
        }
      }
    }
  }

  @Test("a query with a letter the candidate lacks, or too many letters, does not match")
  func rejectsNonSubsequences() async {
    await propertyCheck(input: Gen.letterOrNumber.string(of: 0...12)) { candidate in
      #expect(FuzzyMatch(query: candidate + "€", in: candidate) == nil)
      #expect(
        FuzzyMatch(query: candidate + candidate + "x", in: candidate) == nil || candidate.isEmpty)
    }
    #expect(FuzzyMatch(query: "ba", in: "ab") == nil)
  }

  @Test("word starts and unbroken runs rank above scattered letters")
  func ranking() throws {
    let wordStarts = try #require(FuzzyMatch(query: "lp", in: "Layout playground"))
    let scattered = try #require(FuzzyMatch(query: "lp", in: "Help"))
    #expect(wordStarts.score > scattered.score)
    #expect(wordStarts.positions == [0, 7])

    let run = try #require(FuzzyMatch(query: "form", in: "Forms"))
    let spread = try #require(FuzzyMatch(query: "form", in: "File or menu"))
    #expect(run.score > spread.score)

    let camel = try #require(FuzzyMatch(query: "tv", in: "TableView"))
    #expect(camel.positions == [0, 5])
  }

  @Test("an empty query matches everything with no positions")
  func emptyQuery() {
    #expect(FuzzyMatch(query: "", in: "Anything")?.positions == [])
    #expect(FuzzyMatch(query: "  ", in: "")?.score == 0)
  }

  @Test("searching commands ranks by score, keeps the given order for an empty query")
  func search() {
    let commands = ["Text", "Tables", "Layout playground", "Long list"].map {
      Command($0) { _ in }
    }
    #expect(Command.search("", in: commands).map(\.command.title) == commands.map(\.title))
    #expect(Command.search("ta", in: commands).first?.command.title == "Tables")
    #expect(Command.search("lp", in: commands).map(\.command.title) == ["Layout playground"])
    #expect(Command.search("zzz", in: commands).isEmpty)
  }
}
