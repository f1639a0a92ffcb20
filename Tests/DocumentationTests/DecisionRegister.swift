/// DECISIONS.md (or its archive) read as a register: its entries, the other
/// headings it has, and its index by topic.
///
/// An entry starts at a line `## D-nnn Title` outside code blocks and runs to
/// the next heading of level one or two. Its field lines (`**Topic:** …`,
/// `**Status:** …`, `**Date:** …`) and its parts (paragraphs starting with
/// `**Context.**`, `**Decision.**`, `**Consequence.**`, `**Rejected.**`)
/// are collected as written, so the checks can say what is missing where.
struct DecisionRegister {
  /// One entry of the register.
  struct Entry {
    /// `D-nnn`.
    let id: String
    let title: String
    /// The line of its heading, counted from 1.
    let line: Int
    /// Field name (`Topic`, `Status`, `Date`) to value, first occurrence.
    var fields: [String: String] = [:]
    /// The parts in the order they appear (`Context`, `Decision`, …).
    var parts: [String] = []

    var topic: String? { fields["Topic"] }
    var status: String? { fields["Status"] }

    /// The id named by a `superseded by D-nnn` status, if that is the status.
    var supersedingID: String? {
      guard let status, status.hasPrefix("superseded by ") else { return nil }
      return String(status.dropFirst("superseded by ".count))
    }
  }

  /// The four parts every entry has, in this order.
  static let requiredParts = ["Context", "Decision", "Consequence", "Rejected"]
  /// The fields every entry has.
  static let requiredFields = ["Topic", "Status", "Date"]

  private(set) var entries: [Entry] = []
  /// Headings of level two that are not entries, with their lines.
  private(set) var otherHeadings: [(line: Int, text: String)] = []
  /// The topics of the `## Index by topic` section, in order, each with the
  /// ids listed under it.
  private(set) var index: [(topic: String, ids: [String])] = []

  init(text: String) {
    var isInCode = false
    var isInIndex = false
    var current: Entry?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, rawLine) in lines.enumerated() {
      let line = String(rawLine)
      if line.hasPrefix("```") { isInCode.toggle() }
      if isInCode { continue }
      if line.hasPrefix("# ") || line.hasPrefix("## ") {
        if let entry = current { entries.append(entry) }
        current = Self.entryHeading(line, line: offset + 1)
        isInIndex = line == "## Index by topic"
        if current == nil, line.hasPrefix("## ") {
          otherHeadings.append((offset + 1, String(line.dropFirst(3))))
        }
      } else if isInIndex {
        readIndexLine(line)
      } else if current != nil {
        Self.read(line, into: &current!)
      }
    }
    if let entry = current { entries.append(entry) }
  }

  /// The entry a heading line opens, or nil when it is no entry heading.
  private static func entryHeading(_ text: String, line: Int) -> Entry? {
    guard text.hasPrefix("## D-") else { return nil }
    let words = text.dropFirst(3).split(separator: " ", maxSplits: 1)
    guard words.count == 2, isID(words[0]) else { return nil }
    return Entry(id: String(words[0]), title: String(words[1]), line: line)
  }

  /// Whether `text` is an id: `D-` and three digits.
  static func isID(_ text: some StringProtocol) -> Bool {
    text.count == 5 && text.hasPrefix("D-") && text.dropFirst(2).allSatisfy(\.isASCIIDigit)
  }

  private static func read(_ line: String, into entry: inout Entry) {
    for field in requiredFields where line.hasPrefix("**\(field):** ") {
      let value = line.dropFirst(field.count + 6).trimmingSpaces
      if entry.fields[field] == nil { entry.fields[field] = value }
    }
    for part in requiredParts where line.hasPrefix("**\(part).**") {
      entry.parts.append(part)
    }
  }

  private mutating func readIndexLine(_ line: String) {
    if line.hasPrefix("### ") {
      index.append((String(line.dropFirst(4)).trimmingSpaces, []))
    } else if line.hasPrefix("- ["), !index.isEmpty {
      let id = line.dropFirst(3).prefix { $0 != "]" }
      index[index.count - 1].ids.append(String(id))
    }
  }

  /// What is wrong with the form of an entry: a field or part missing or
  /// out of order, a date not written `YYYY-MM-DD`, a status that is
  /// neither `accepted` nor `superseded by D-nnn`.
  static func formProblems(of entry: Entry) -> [String] {
    var problems: [String] = []
    let name = "\(entry.id) (line \(entry.line))"
    for field in requiredFields where entry.fields[field] == nil {
      problems.append("\(name) has no **\(field):** line")
    }
    if entry.parts != requiredParts {
      problems.append(
        "\(name) has the parts \(entry.parts), not \(requiredParts) once each in that order")
    }
    if let date = entry.fields["Date"], !isDate(date) {
      problems.append("\(name) has the date \"\(date)\", not YYYY-MM-DD")
    }
    if let status = entry.status, status != "accepted",
      entry.supersedingID.map({ !isID($0) }) ?? true
    {
      problems.append("\(name) has the status \"\(status)\"; write accepted or superseded by D-nnn")
    }
    return problems
  }

  private static func isDate(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isASCIIDigit) }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension StringProtocol {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
