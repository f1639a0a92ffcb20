public import Trellis

/// Colours Swift source for reading in the terminal: keywords, types,
/// strings, numbers, comments and attributes, line by line.
///
/// A lexer, not a parser: it knows Swift's tokens (including multi-line
/// strings and nested block comments, which may span lines) but not its
/// grammar, which is all a reader's eye needs.
public enum SwiftHighlighter {
  /// The styles of each kind of token.
  public enum Token: Sendable {
    case keyword, type, string, number, comment, attribute, plain

    var style: TextStyle {
      switch self {
      case .keyword: TextStyle(bold: true, foreground: .magenta)
      case .type: TextStyle(foreground: .cyan)
      case .string: TextStyle(foreground: .red)
      case .number: TextStyle(foreground: .yellow)
      case .comment: TextStyle(foreground: .brightBlack)
      case .attribute: TextStyle(foreground: .brightMagenta)
      case .plain: .plain
      }
    }
  }

  /// The source's lines, each as styled text.
  public static func highlight(_ source: String) -> [StyledText] {
    var lexer = Lexer(Array(source))
    var lines: [[StyledText.Run]] = [[]]
    while let (token, text) = lexer.next() {
      for (index, piece) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        if index > 0 { lines.append([]) }
        if !piece.isEmpty {
          lines[lines.count - 1].append(.init(String(piece), style: token.style))
        }
      }
    }
    return lines.map { StyledText(runs: $0) }
  }

  static let keywords: Set<String> = [
    "actor", "any", "as", "async", "await", "break", "case", "catch", "class", "continue",
    "default", "defer", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
    "final", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
    "let", "mutating", "nil", "nonisolated", "open", "override", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "Self", "some", "static", "struct", "subscript",
    "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]
}

/// Cuts Swift source into tokens.
private struct Lexer {
  private let characters: [Character]
  private var index = 0

  init(_ characters: [Character]) { self.characters = characters }

  mutating func next() -> (SwiftHighlighter.Token, String)? {
    guard index < characters.count else { return nil }
    let start = index
    let character = characters[index]
    let token: SwiftHighlighter.Token
    if starts(with: "//") {
      while index < characters.count, characters[index] != "\n" { index += 1 }
      token = .comment
    } else if starts(with: "/*") {
      skipBlockComment()
      token = .comment
    } else if starts(with: "\"\"\"") {
      index += 3
      while index < characters.count, !starts(with: "\"\"\"") { index += 1 }
      index = min(index + 3, characters.count)
      token = .string
    } else if character == "\"" {
      skipString()
      token = .string
    } else if character.isNumber {
      while index < characters.count,
        characters[index].isNumber || "._xabcdefABCDEF".contains(characters[index])
      { index += 1 }
      token = .number
    } else if character == "@" || character == "#" {
      index += 1
      while index < characters.count, isIdentifier(characters[index]) { index += 1 }
      token = .attribute
    } else if isIdentifier(character) {
      while index < characters.count, isIdentifier(characters[index]) { index += 1 }
      let word = String(characters[start..<index])
      token =
        SwiftHighlighter.keywords.contains(word)
        ? .keyword : (character.isUppercase ? .type : .plain)
    } else {
      index += 1
      token = .plain
    }
    return (token, String(characters[start..<index]))
  }

  private func starts(with prefix: String) -> Bool {
    var offset = index
    for expected in prefix {
      guard offset < characters.count, characters[offset] == expected else { return false }
      offset += 1
    }
    return true
  }

  private func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// A block comment, nested ones included.
  private mutating func skipBlockComment() {
    var depth = 0
    while index < characters.count {
      if starts(with: "/*") {
        depth += 1
        index += 2
      } else if starts(with: "*/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// A one-line string with its escapes, ending at the closing quote or the line.
  private mutating func skipString() {
    index += 1
    while index < characters.count, characters[index] != "\n" {
      if characters[index] == "\\" {
        index += 2
        continue
      }
      index += 1
      if characters[index - 1] == "\"" { return }
    }
    index = min(index, characters.count)
  }
}
