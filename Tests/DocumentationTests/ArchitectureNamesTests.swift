import Foundation
import Testing

/// ARCHITECTURE.md's walks and new-host checklist name real code: every
/// type, member and path it writes in backticks exists in the repository,
/// so a rename that forgets the document fails here.
@Suite("Architecture names")
struct ArchitectureNamesTests {
  static let repository = DocumentationSamplesTests.repository

  /// Names from outside the repository (the standard library, Observation,
  /// the C library) that the document may use.
  static let external: Set = [
    "AsyncStream", "Task", "withObservationTracking", "poll", "pthread_mutex_t",
  ]

  static func document() throws -> String {
    try String(contentsOf: repository.appending(path: "ARCHITECTURE.md"), encoding: .utf8)
  }

  /// The modules: folders of `Sources/`, which the document names too.
  static func modules() throws -> Set<String> {
    Set(
      try FileManager.default.contentsOfDirectory(
        atPath: repository.appending(path: "Sources").path))
  }

  @Test("Every type and member ARCHITECTURE.md names in backticks is declared in the sources")
  func namesExist() throws {
    let declarations = SwiftDeclarations.read(repository: Self.repository)
    let modules = try Self.modules()
    let symbols = ArchitectureNames.spans(in: try Self.document()).compactMap { span in
      ArchitectureNames.symbol(span.text).map { (span.line, $0) }
    }
    #expect(symbols.count > 200, "the document's names were not found")
    for (line, symbol) in symbols
    where !Self.external.contains(symbol.type ?? symbol.members.first ?? "") {
      var files: [Int]?
      if let type = symbol.type, !modules.contains(type) {
        files = declarations.files(of: type)
        if files?.isEmpty == true {
          Issue.record("ARCHITECTURE.md:\(line): `\(symbol.text)`: no type \(type) in the sources")
          continue
        }
      }
      for member in symbol.members where !declarations.declares(member, in: files) {
        Issue.record(
          "ARCHITECTURE.md:\(line): `\(symbol.text)`: \(member) is not declared\(symbol.type.map { " in \($0)" } ?? "")"
        )
      }
    }
  }

  @Test("Every path ARCHITECTURE.md names in backticks exists")
  func pathsExist() throws {
    let paths = Self.repositoryPaths()
    let spans = ArchitectureNames.spans(in: try Self.document()).filter {
      ArchitectureNames.isPath($0.text)
    }
    #expect(spans.count > 40, "the document's paths were not found")
    for span in spans {
      let pattern =
        "(^|/)"
        + NSRegularExpression.escapedPattern(for: span.text)
        .replacingOccurrences(of: "\\*", with: "[^/]*") + "$"
      let found = paths.contains { $0.range(of: pattern, options: .regularExpression) != nil }
      #expect(found, "ARCHITECTURE.md:\(span.line): no file or folder \(span.text)")
    }
  }

  /// Every file and folder (with a trailing slash) under the repository's
  /// own top-level folders, relative to the repository.
  static func repositoryPaths() -> [String] {
    var paths: [String] = []
    for folder in ["Sources", "Tests", "Fuzz", "Benchmarks", "docs"] {
      paths.append(folder + "/")
      let walker = FileManager.default.enumerator(atPath: repository.appending(path: folder).path)
      while let path = walker?.nextObject() as? String {
        // Build folders and other hidden ones are no part of the sources.
        if path.split(separator: "/").last?.hasPrefix(".") == true {
          walker?.skipDescendants()
          continue
        }
        let isFolder = walker?.fileAttributes?[.type] as? FileAttributeType == .typeDirectory
        paths.append("\(folder)/\(path)\(isFolder ? "/" : "")")
      }
    }
    return paths
  }

  @Test("Names are read from spans as a reader means them")
  func readsNames() {
    let symbol = ArchitectureNames.symbol
    #expect(
      symbol("HostViewTree.handleKey(_:text:)")
        == .init(
          text: "HostViewTree.handleKey(_:text:)", type: "HostViewTree", members: ["handleKey"]))
    #expect(symbol("tree.didDisplay()")?.members == ["didDisplay"])
    #expect(symbol("tree.didDisplay()")?.type == nil)
    #expect(symbol(".setText")?.members == ["setText"])
    #expect(symbol("KeyPress(_:)")?.members == ["init"])
    #expect(symbol("InputEvent.key(KeyEvent)")?.members == ["key"])
    #expect(symbol("let tree = HostViewTree()") == nil)
    #expect(symbol(".on(.key)") == nil)
    #expect(symbol("Host/Drawing/") == nil)
    #expect(ArchitectureNames.isPath("HostViewTree*.swift"))
    let spans = ArchitectureNames.spans(in: "a `One` b\n```\n`Two`\n```\nc `Three.four`")
    #expect(spans.map(\.text) == ["One", "Three.four"])
  }

  @Test("A name the sources do not declare is reported")
  func reportsMissingNames() {
    let declarations = SwiftDeclarations(
      files: ["public final class HostViewTree {\n  public func didDisplay() {}\n}"])
    let files = declarations.files(of: "HostViewTree")
    #expect(files.count == 1)
    #expect(declarations.declares("didDisplay", in: files))
    #expect(!declarations.declares("didDisplayy", in: files))
    #expect(declarations.files(of: "HostViewTreeX").isEmpty)
  }
}
