import Foundation
import Testing

/// The module graph as the sources and the manifest state it: cheap checks
/// that fail when a change crosses a boundary the architecture draws.
///
/// ```
/// Trellis ◀── TrellisTerminalBackend ◀── TrellisTerminal (host, app)
///    ▲                 ▲
///    └── TrellisMedia ◀┴── TrellisTerminalGraphics (kitty, iTerm2, sixel)
/// ```
@Suite("Module boundaries")
struct ModuleBoundaryTests {
  static let repository = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The modules that make up the terminal.
  static let terminalModules: Set<String> = [
    "TrellisTerminal", "TrellisTerminalBackend", "TrellisTerminalGraphics", "CTrellisTerminal",
  ]

  /// Modules every host shares: none may know the terminal.
  static let hostNeutralModules = [
    "Trellis", "TrellisLayout", "TrellisDiff", "TrellisTables", "TrellisBinding",
    "TrellisPresentation", "TrellisKit", "TrellisTesting", "TrellisMedia",
  ]

  @Test("no host-neutral module imports a terminal module", arguments: hostNeutralModules)
  func hostNeutralModulesKnowNoTerminal(module: String) throws {
    let imports = try Self.imports(of: module)
    #expect(imports.keys.filter(Self.terminalModules.contains).isEmpty, "\(imports)")
    #expect(
      try Self.manifestDependencies(of: module).filter(Self.terminalModules.contains).isEmpty)
  }

  @Test("the terminal backend knows neither the host nor the image protocols")
  func backendKnowsNoHost() throws {
    let imports = try Self.imports(of: "TrellisTerminalBackend")
    for module in ["TrellisTerminal", "TrellisTerminalGraphics", "TrellisMedia"] {
      #expect(imports[module] == nil, "imports \(module) in \(imports[module] ?? [])")
    }
  }

  @Test("the terminal host draws without TrellisMedia or the image protocols")
  func hostKnowsNoMedia() throws {
    let imports = try Self.imports(of: "TrellisTerminal")
    for module in ["TrellisMedia", "TrellisTerminalGraphics"] {
      #expect(imports[module] == nil, "imports \(module) in \(imports[module] ?? [])")
    }
  }

  @Test("the image protocols reach the terminal through the backend, not the host")
  func graphicsKnowNoHost() throws {
    let imports = try Self.imports(of: "TrellisTerminalGraphics")
    #expect(imports["TrellisTerminal"] == nil)
    #expect(imports["TrellisTerminalBackend"] != nil)
  }

  @Test("no source file is over 500 lines")
  func sourceFilesStayShort() throws {
    var long: [String] = []
    for file in try Self.swiftFiles(under: "Sources") {
      let lines = try String(contentsOf: file, encoding: .utf8).split(
        separator: "\n", omittingEmptySubsequences: false)
      // A file ending with a newline has an empty last piece.
      let count = lines.last == "" ? lines.count - 1 : lines.count
      if count > 500 { long.append("\(Self.relative(file)): \(count) lines") }
    }
    #expect(long.isEmpty, "\(long.joined(separator: "\n"))")
  }

  // MARK: Reading the sources

  /// The modules a source module imports, each with the files importing it.
  static func imports(of module: String) throws -> [String: [String]] {
    var found: [String: [String]] = [:]
    let files = try swiftFiles(under: "Sources/\(module)")
    #expect(!files.isEmpty, "no sources for \(module)")
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
        guard let imported = importedModule(line) else { continue }
        found[imported, default: []].append(relative(file))
      }
    }
    return found
  }

  /// The module an `import` line names, whatever its attributes and access
  /// level (`@_exported public import X`, `internal import X.Y`).
  static func importedModule(_ line: Substring) -> String? {
    let words = line.split(separator: " ").filter {
      !$0.hasPrefix("@") && !["public", "package", "internal", "private"].contains($0)
    }
    guard words.count >= 2, words[0] == "import" else { return nil }
    return String(words[1].split(separator: ".")[0])
  }

  /// The dependencies the manifest lists for `target`: the quoted names
  /// between its `name:` and the next target.
  static func manifestDependencies(of target: String) throws -> [String] {
    let manifest = try String(
      contentsOf: repository.appending(path: "Package.swift"), encoding: .utf8)
    guard let start = manifest.range(of: "name: \"\(target)\",") else {
      Issue.record("Package.swift has no target \(target)")
      return []
    }
    let rest = manifest[start.upperBound...]
    let end = rest.range(of: "\n    .")?.lowerBound ?? rest.endIndex
    return rest[..<end].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }
      .map { String($0.element) }
  }

  static func swiftFiles(under folder: String) throws -> [URL] {
    let root = repository.appending(path: folder)
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil)
    else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
  }

  static func relative(_ file: URL) -> String {
    String(file.path.dropFirst(repository.path.count + 1))
  }
}
