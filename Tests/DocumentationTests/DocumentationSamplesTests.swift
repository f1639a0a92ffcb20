import Foundation
import Testing

/// Every Swift sample in the README, the DocC articles and the doc comments
/// compiles against the modules as they are: a reader who copies one gets
/// code that builds (given the names its context declares).
@Suite("Documentation samples")
struct DocumentationSamplesTests {
  static let repository = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Documents with at least one Swift sample, relative to the repository root.
  static let documents: [String] = {
    let manager = FileManager.default
    var found = ["README.md", "ARCHITECTURE.md"]
    let sources = repository.appending(path: "Sources")
    let walker = manager.enumerator(atPath: sources.path)
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".swift") || (path.hasSuffix(".md") && path.contains(".docc/")) {
        found.append("Sources/\(path)")
      }
    }
    return found.sorted().filter { !samples(in: $0).isEmpty }
  }()

  static func samples(in document: String) -> [CodeSample] {
    let url = repository.appending(path: document)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return CodeSampleExtractor.samples(in: text, document: document)
  }

  /// The imports a document's samples get without writing them.
  ///
  /// A module's article and doc comments are read in that module's docs:
  /// their samples get the module. A doc comment's fragment also gets the
  /// core, which every module above the core is used with; an article shows
  /// the imports it needs beyond its own module.
  static func defaultImports(of document: String) -> [String] {
    let parts = document.split(separator: "/")
    guard parts.count > 2, parts[0] == "Sources", parts[1].first?.isUppercase == true,
      !parts[1].hasPrefix("C")
    else { return [] }
    let module = String(parts[1])
    if !document.hasSuffix(".swift") || foundationModules.contains(module) { return [module] }
    return [module, "Trellis"]
  }

  /// The modules below the core, which do not use it.
  static let foundationModules: Set<String> = ["TrellisLayout", "TrellisDiff", "Trellis"]

  @Test("The documentation has samples to check")
  func findsSamples() {
    #expect(Self.documents.contains("README.md") || Self.documents.count > 10)
    #expect(Self.documents.contains { $0.hasSuffix(".docc/TablesAndForms.md") })
  }

  /// One document at a time: each case runs the compiler, and a hundred at
  /// once would crowd out the other tests on a small machine.
  @Test("Each document's samples compile", .serialized, arguments: documents)
  func samplesCompile(document: String) async throws {
    let checker = try SwiftTypechecker(repository: Self.repository)
    let program = SampleProgram(
      samples: Self.samples(in: document),
      context: try SampleContext.parts(for: document, repository: Self.repository),
      defaultImports: Self.defaultImports(of: document))
    let name = document.replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: ".", with: "_")
    let result = try await checker.errors(in: program.source, name: name)
    for error in result.errors {
      Issue.record(
        Comment(rawValue: error.description),
        sourceLocation: SourceLocation(
          fileID: "DocumentationTests/\(error.file)",
          filePath: Self.repository.appending(path: error.file).path,
          line: max(1, error.line), column: max(1, error.column)))
    }
  }

  @Test("A sample that does not compile is reported at its document's line")
  func reportsBrokenSample() async throws {
    let document = "Docs/Broken.md"
    let text = "# Broken\n\nSome prose.\n\n```swift\nlet count = 1\nlet name: Int = \"Ada\"\n```\n"
    let samples = CodeSampleExtractor.samples(in: text, document: document)
    let program = SampleProgram(samples: samples, context: [], defaultImports: [])
    let result = try await SwiftTypechecker(repository: Self.repository)
      .errors(in: program.source, name: "Broken")
    let error = try #require(result.errors.first)
    #expect(error.file == document)
    #expect(error.line == 7)
    #expect(error.message.contains("cannot convert"))
  }

  @Test("A sample that uses a module's API compiles")
  func acceptsGoodSample() async throws {
    let text = "```swift\nimport Trellis\n\nlet size = Size(width: 2, height: 3)\n```\n"
    let samples = CodeSampleExtractor.samples(in: text, document: "Docs/Good.md")
    let program = SampleProgram(samples: samples, context: [], defaultImports: [])
    let result = try await SwiftTypechecker(repository: Self.repository)
      .errors(in: program.source, name: "Good")
    #expect(result.errors.isEmpty, "\(result.output)")
  }
}
