import Foundation

/// The names a Markdown document writes in backticks, sorted into the kinds
/// a test can check against the repository: paths (`Session/InputReader.swift`,
/// `Host/Drawing/`) and Swift names (`HostViewTree`,
/// `HostViewTree.handleKey(_:text:)`, `tree.didDisplay()`, `.setText`).
/// Spans with spaces (code), attributes (`@Observable`) and markup
/// (`<input>`) are not names and are left out.
enum ArchitectureNames {
  /// A Swift name: the type it starts with, if it starts with one, and the
  /// members after it (an initialiser call is the member `init`).
  struct Symbol: Equatable {
    let text: String
    let type: String?
    let members: [String]
  }

  /// The spans in backticks outside fenced code blocks, with their lines.
  static func spans(in text: String) -> [(line: Int, text: String)] {
    var found: [(Int, String)] = []
    var isInCode = false
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        isInCode.toggle()
        continue
      }
      if isInCode { continue }
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      for index in stride(from: 1, to: parts.count - 1, by: 2) {
        found.append((offset + 1, String(parts[index])))
      }
    }
    return found
  }

  /// Whether a span names a path: it has a slash or a file extension.
  static func isPath(_ span: String) -> Bool {
    !span.contains(" ") && (span.contains("/") || span.hasSuffix(".swift") || span.hasSuffix(".md"))
  }

  /// The Swift name a span writes, or nil when it is no name.
  static func symbol(_ span: String) -> Symbol? {
    guard !span.contains(" "), !isPath(span) else { return nil }
    var rest = Substring(span)
    if rest.hasSuffix(")") {
      // A call or a signature: `f(_:to:)`, `InputEvent.key(KeyEvent)`.
      guard let open = rest.firstIndex(of: "(") else { return nil }
      let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
      guard inside.allSatisfy({ $0.isLetter || $0.isNumber || "_:".contains($0) }) else {
        return nil
      }
      rest = rest[..<open]
    }
    let isMember = rest.hasPrefix(".")
    if isMember { rest = rest.dropFirst() }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.allSatisfy(isIdentifier) else { return nil }
    let startsWithType = !isMember && parts[0].first?.isUppercase == true
    var members = Array(parts.dropFirst(startsWithType ? 1 : 0))
    if !isMember, !startsWithType, parts.count > 1 {
      members.removeFirst()  // an instance (`tree.rootView`): its members are checked
    }
    if startsWithType, members.isEmpty, span.hasSuffix(")") { members = ["init"] }
    return Symbol(text: span, type: startsWithType ? parts[0] : nil, members: members)
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

/// What the Swift sources of the repository declare, file by file: the
/// types each file declares or extends, and the member names it declares
/// (functions, properties, enum cases, `init` for initialisers).
struct SwiftDeclarations {
  private var typeFiles: [String: [Int]] = [:]
  private var members: [Set<String>] = []

  init(files: [String]) {
    for (index, text) in files.enumerated() {
      for type in Self.matches(Self.typePattern, in: text) {
        typeFiles[type, default: []].append(index)
      }
      var names = Set(Self.matches(Self.memberPattern, in: text))
      for list in Self.matches(Self.casePattern, in: text) {
        names.formUnion(list.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      }
      if text.range(of: "\\binit[?!]?\\(", options: .regularExpression) != nil {
        names.insert("init")
      }
      members.append(names)
    }
  }

  /// Every `.swift` file under `Sources/` and `Tests/`.
  static func read(repository: URL) -> SwiftDeclarations {
    var texts: [String] = []
    for folder in ["Sources", "Tests"] {
      let root = repository.appending(path: folder)
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let path = walker?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        if let text = try? String(contentsOf: root.appending(path: path), encoding: .utf8) {
          texts.append(text)
        }
      }
    }
    return SwiftDeclarations(files: texts)
  }

  /// The files (by index) that declare or extend `type`.
  func files(of type: String) -> [Int] { typeFiles[type] ?? [] }

  /// Whether `member` is declared in one of `files`, or in any file when
  /// `files` is nil.
  func declares(_ member: String, in files: [Int]? = nil) -> Bool {
    guard let files else { return members.contains { $0.contains(member) } }
    return files.contains { members[$0].contains(member) }
  }

  private static let typePattern = try! NSRegularExpression(
    pattern:
      "\\b(?:class|struct|enum|protocol|actor|typealias|extension)\\s+([A-Za-z_][A-Za-z0-9_]*)")
  private static let memberPattern = try! NSRegularExpression(
    pattern: "\\b(?:func|var|let)\\s+([A-Za-z_][A-Za-z0-9_]*)")
  private static let casePattern = try! NSRegularExpression(pattern: "\\bcase\\s([^\\n=]*)")

  /// The first capture group of each match of `pattern` in `text`.
  private static func matches(_ pattern: NSRegularExpression, in text: String) -> [String] {
    let range = NSRange(text.startIndex..., in: text)
    return pattern.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
