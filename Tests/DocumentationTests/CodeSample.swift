/// One ```` ```swift ```` block of the documentation: an article's, the
/// README's or a doc comment's.
struct CodeSample: Sendable, Equatable {
  /// The document, relative to the repository root (`README.md`,
  /// `Sources/Trellis/Leaves/Text.swift`).
  let document: String
  /// The 1-based line of the document that holds the sample's first line of code.
  let line: Int
  /// The sample's lines, without the fences and the doc-comment slashes.
  let lines: [String]

  /// A run of the sample's lines that a reader takes as one thing: a
  /// declaration (which belongs at file scope) or statements.
  struct Part: Equatable {
    /// The document's line of the part's first line.
    let line: Int
    let lines: [String]
    let isDeclaration: Bool
  }

  /// The sample cut where a line at the left margin starts something new:
  /// a type, function or import is a declaration; anything else (`let`, a
  /// call, an expression) is a statement.
  var parts: [Part] {
    var parts: [Part] = []
    var start = 0
    var current: [String] = []
    func close() {
      guard !current.isEmpty else { return }
      parts.append(
        Part(line: line + start, lines: current, isDeclaration: Self.declares(current)))
    }
    for (index, text) in lines.enumerated() {
      let continues = current.last.map(Self.isAttributeOnly) ?? false
      if Self.startsItem(text) && !continues {
        close()
        start = index
        current = []
      }
      current.append(text)
    }
    close()
    return parts
  }

  private static func startsItem(_ line: String) -> Bool {
    guard let first = line.first else { return false }
    let word = line.prefix { $0.isLetter }
    return (first.isLetter || first == "@" || first == "_" || first == "#")
      && !continuationKeywords.contains(String(word))
  }

  /// Words at the margin that go on with the statement above them.
  private static let continuationKeywords: Set<String> = [
    "case", "default", "else", "catch", "where",
  ]

  private static func isAttributeOnly(_ line: String) -> Bool {
    line.hasPrefix("@") && !line.contains(" ") && !line.contains("{")
  }

  /// Whether an item declares something, looking past its attributes.
  private static func declares(_ item: [String]) -> Bool {
    let words = item.joined(separator: " ").split(separator: " ")
    guard let keyword = words.first(where: { !$0.hasPrefix("@") }) else { return false }
    return declarationKeywords.contains(String(keyword))
  }

  private static let declarationKeywords: Set<String> = [
    "import", "struct", "enum", "class", "final", "actor", "protocol", "extension", "func",
    "typealias", "public", "private", "fileprivate", "internal", "nonisolated",
  ]
}
