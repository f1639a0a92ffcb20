/// Finds the Swift code samples of a document: fenced ```` ```swift ````
/// blocks in Markdown, and the same blocks inside `///` comments of a Swift
/// source file.
enum CodeSampleExtractor {
  /// The samples of a document, given its text.
  ///
  /// A `.swift` document contributes the blocks of its doc comments; any
  /// other document is read as Markdown.
  static func samples(in text: String, document: String) -> [CodeSample] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if document.hasSuffix(".swift") {
      return fencedSamples(in: lines.map(docCommentText), document: document)
    }
    return fencedSamples(in: lines, document: document)
  }

  /// A doc comment line's text without its slashes, or nil for any other line.
  private static func docCommentText(_ line: String) -> String? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("///"), !trimmed.hasPrefix("////") else { return nil }
    let text = trimmed.dropFirst(3)
    return String(text.first == " " ? text.dropFirst() : text)
  }

  private static func fencedSamples(in lines: [String?], document: String) -> [CodeSample] {
    var samples: [CodeSample] = []
    var open: (line: Int, indent: Int, code: [String])?
    for (index, line) in lines.enumerated() {
      guard let line else {
        open = nil  // a doc comment ended without closing its fence
        continue
      }
      let indent = line.prefix { $0 == " " }.count
      let fence = line.dropFirst(indent)
      if var current = open {
        if fence == "```" {
          samples.append(CodeSample(document: document, line: current.line, lines: current.code))
          open = nil
        } else {
          current.code.append(String(line.dropFirst(min(indent, current.indent))))
          open = current
        }
      } else if fence == "```swift" {
        open = (line: index + 2, indent: indent, code: [])
      }
    }
    return samples
  }
}
