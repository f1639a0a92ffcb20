import Foundation

/// What a document's samples take as given: the names a fragment uses but
/// does not declare (`host`, `presenter`, a `Post` type), written as Swift
/// in `Contexts/`, beside the path of the document they serve.
///
/// `Sources/TrellisTables/TrellisTables.docc/TablesAndForms.md` finds its
/// context in `Contexts/Sources/TrellisTables/TrellisTables.docc/TablesAndForms.context.swift`.
/// A context can take in shared parts with a line `// include: Shared/Mail.swift`.
enum SampleContext {
  /// One file of a context.
  struct Part {
    /// The file, relative to the repository root.
    let file: String
    let lines: [String]
  }

  /// The context file that serves a document, relative to the repository root.
  static func file(for document: String) -> String {
    let stem = (document as NSString).deletingPathExtension
    return "\(folder)/\(stem).context.swift"
  }

  /// The parts of a document's context: its file and what it includes, in
  /// order, each once; empty when the document needs no context.
  static func parts(for document: String, repository: URL) throws -> [Part] {
    var parts: [Part] = []
    var seen = Set<String>()
    func load(_ file: String) throws {
      guard seen.insert(file).inserted else { return }
      let url = repository.appending(path: file)
      guard FileManager.default.fileExists(atPath: url.path) else {
        if file != Self.file(for: document) {
          throw MissingInclude(file: file, document: document)
        }
        return
      }
      let lines = try String(contentsOf: url, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for line in lines where line.hasPrefix(includePrefix) {
        try load("\(folder)/\(line.dropFirst(includePrefix.count))")
      }
      parts.append(Part(file: file, lines: lines))
    }
    try load(Self.file(for: document))
    return parts
  }

  /// A context names an include that does not exist.
  struct MissingInclude: Error, CustomStringConvertible {
    let file: String
    let document: String
    var description: String { "\(file), included by the context of \(document), does not exist" }
  }

  static let folder = "Tests/DocumentationTests/Contexts"
  private static let includePrefix = "// include: "
}
