import Foundation
import Testing

/// DECISIONS.md stays a register: one entry form, unique ids, an index by
/// topic that lists every entry, and superseded entries only in the archive,
/// each naming the entry that replaced it. The rules are in the header of
/// DECISIONS.md.
@Suite("Decision register")
struct DecisionRegisterTests {
  static let registerPath = "DECISIONS.md"
  static let archivePath = "docs/decisions-archive.md"

  /// The topics of the index, as `docs/update-decisions-index.py` orders
  /// them; an entry's topic must be one of them (a new topic is added here
  /// and in the script).
  static let topics = [
    "Modules", "Components", "Layout", "Changesets", "Data source", "Mounting", "Hosting",
    "Input", "Text", "Themes", "Terminal", "Bindings", "Tables", "Presentation", "Media", "Web",
    "Concurrency", "Limits", "Testing", "Tooling", "Naming", "Performance",
  ]

  static func read(_ path: String) throws -> DecisionRegister {
    let url = DocumentationSamplesTests.repository.appending(path: path)
    return DecisionRegister(text: try String(contentsOf: url, encoding: .utf8))
  }

  @Test("Every entry has an id, a topic, a status, a date and the four parts")
  func entriesHaveTheirForm() throws {
    for path in [Self.registerPath, Self.archivePath] {
      let register = try Self.read(path)
      #expect(!register.entries.isEmpty, "\(path) has no entries")
      for entry in register.entries {
        for problem in DecisionRegister.formProblems(of: entry) {
          Issue.record("\(path): \(problem)")
        }
        if let topic = entry.topic, !Self.topics.contains(topic) {
          Issue.record("\(path): \(entry.id) has the topic \"\(topic)\", not one of \(Self.topics)")
        }
      }
    }
  }

  @Test("Ids are unique across the register and the archive")
  func idsAreUnique() throws {
    let entries = try Self.read(Self.registerPath).entries + Self.read(Self.archivePath).entries
    let counts = Dictionary(entries.map { ($0.id, 1) }, uniquingKeysWith: +)
    let repeated = counts.filter { $0.value > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "ids used more than once: \(repeated)")
  }

  @Test("The register holds accepted entries only, and no entry in another form")
  func registerHoldsAcceptedEntries() throws {
    let register = try Self.read(Self.registerPath)
    for entry in register.entries where entry.status != "accepted" {
      Issue.record(
        "\(entry.id) has the status \"\(entry.status ?? "")\": move it to \(Self.archivePath)")
    }
    let sections: Set = ["How to add an entry", "Index by topic"]
    for heading in register.otherHeadings where !sections.contains(heading.text) {
      Issue.record(
        """
        DECISIONS.md line \(heading.line): "## \(heading.text)" is not an entry heading; \
        write "## D-nnn Title" (see "How to add an entry")
        """)
    }
  }

  @Test("The index lists every entry of the register under its topic, and nothing else")
  func indexListsEveryEntry() throws {
    let register = try Self.read(Self.registerPath)
    let listed = register.index.flatMap { topic in topic.ids.map { ($0, topic.topic) } }
    let topicOfListed = Dictionary(listed, uniquingKeysWith: { first, _ in first })
    #expect(listed.count == topicOfListed.count, "an id is listed twice in the index")
    for entry in register.entries where topicOfListed[entry.id] != entry.topic {
      Issue.record(
        """
        \(entry.id) (topic \(entry.topic ?? "none")) is listed under \
        \(topicOfListed[entry.id] ?? "no topic"): run python3 docs/update-decisions-index.py
        """)
    }
    let ids = Set(register.entries.map(\.id))
    for (id, topic) in listed where !ids.contains(id) {
      Issue.record("the index lists \(id) under \(topic), which is no entry of the register")
    }
    #expect(register.index.map(\.topic) == Self.topics.filter(Set(topicOfListed.values).contains))
  }

  @Test("Superseded entries live in the archive and name an existing entry that replaced them")
  func archiveHoldsSupersededEntries() throws {
    let register = try Self.read(Self.registerPath)
    let archive = try Self.read(Self.archivePath)
    let ids = Set((register.entries + archive.entries).map(\.id))
    for entry in archive.entries {
      guard let replacement = entry.supersedingID else {
        Issue.record("\(entry.id) in the archive is not marked superseded by D-nnn")
        continue
      }
      #expect(
        ids.contains(replacement) && replacement != entry.id,
        "\(entry.id) is superseded by \(replacement), which is no other entry")
    }
  }

  @Test("An entry missing a part, a field or a proper date is reported")
  func reportsBrokenEntries() throws {
    let text = """
      ## D-001 Complete
      **Topic:** Layout
      **Status:** accepted
      **Date:** 2026-11-27

      **Context.** c **Decision.** inline does not count.

      **Decision.** d

      **Consequence.** e

      **Rejected.** f

      ```text
      ## D-009 Inside a code block, not an entry
      ```

      ## D-002 Broken
      **Topic:** Layout
      **Status:** replaced
      **Date:** 27 November

      **Decision.** d
      """
    let register = DecisionRegister(text: text)
    #expect(register.entries.map(\.id) == ["D-001", "D-002"])
    #expect(DecisionRegister.formProblems(of: register.entries[0]).isEmpty)
    let problems = DecisionRegister.formProblems(of: register.entries[1])
    #expect(problems.count == 3)
    #expect(problems.contains { $0.contains("parts") })
    #expect(problems.contains { $0.contains("date") })
    #expect(problems.contains { $0.contains("status") })
  }
}
