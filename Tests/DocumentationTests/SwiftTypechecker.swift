import Foundation

/// Type-checks a Swift file against the modules of this build, as a user's
/// code that imports them would be.
///
/// The test binary lives in the build's products folder, beside `Modules/`
/// (the Swift modules) and each C target's `module.modulemap`; the compiler
/// is the `swiftc` that built them, found on `PATH`.
struct SwiftTypechecker {
  /// One error the compiler reported.
  struct Diagnostic: Sendable, CustomStringConvertible {
    let file: String
    let line: Int
    let column: Int
    let message: String
    var description: String { "\(file):\(line):\(column): error: \(message)" }
  }

  /// Why the check could not run at all.
  struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }

  let compiler: URL
  let products: URL
  let repository: URL
  /// The `-I` flags of the package's system libraries' headers.
  let systemIncludes: [String]

  /// Finds the compiler and this build's products.
  init(repository: URL) throws {
    let executable = URL(filePath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var products = executable.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: products.appending(path: "Modules").path) {
      let parent = products.deletingLastPathComponent()
      guard parent != products else {
        throw Unavailable(
          description: "no Modules/ folder above the test binary \(executable.path)")
      }
      products = parent
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let candidates = path.split(separator: ":").map { URL(filePath: String($0)) }
      .map { $0.appending(path: "swiftc") }
    guard
      let compiler = candidates.first(where: {
        FileManager.default.isExecutableFile(atPath: $0.path)
      })
    else { throw Unavailable(description: "swiftc is not on PATH (\(path))") }
    self.compiler = compiler
    self.products = products
    self.repository = repository
    systemIncludes = Self.systemLibraryIncludes(repository: repository)
  }

  /// The header folders of the package's system libraries, as SwiftPM
  /// passes them to a user's build of a module that imports one
  /// (TrellisFonts imports HarfBuzz and FreeType): `pkg-config
  /// --cflags-only-I` of every `pkgConfig:` name in Package.swift. Found
  /// once, before any test runs.
  private static func systemLibraryIncludes(repository: URL) -> [String] {
    let manifest =
      (try? String(contentsOf: repository.appending(path: "Package.swift"), encoding: .utf8))
      ?? ""
    let names = manifest.components(separatedBy: "pkgConfig: \"").dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
    guard !names.isEmpty else { return [] }
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--cflags-only-I"] + names
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      .map(String.init).filter { $0.hasPrefix("-I") }
  }

  /// The errors the compiler reports for `source`; empty when it type-checks.
  ///
  /// The compiler's output goes to a file and its exit is awaited without
  /// blocking a thread: a test blocked on a child process holds one of the
  /// few threads of the cooperative pool, stalling the other tests' tasks
  /// (and their deadlines) on a small machine.
  func errors(in source: String, name: String) async throws -> (
    errors: [Diagnostic], output: String
  ) {
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "trellis-doc-samples-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appending(path: "\(name).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let process = Process()
    process.executableURL = compiler
    process.currentDirectoryURL = repository
    process.arguments =
      [
        "-typecheck", "-parse-as-library", "-swift-version", "6",
        "-module-name", "DocumentationSample",
        "-I", products.appending(path: "Modules").path,
      ] + moduleMaps().flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
      + systemIncludes.flatMap { ["-Xcc", $0] } + [file.path]
    let log = folder.appending(path: "\(name).log")
    try Data().write(to: log)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    process.standardOutput = handle
    process.standardError = handle
    try await withCheckedThrowingContinuation { (finished: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in finished.resume() }
      do { try process.run() } catch { finished.resume(throwing: error) }
    }
    let output = String(decoding: try Data(contentsOf: log), as: UTF8.self)
    var errors = output.split(separator: "\n").compactMap { Self.diagnostic(in: String($0)) }
    if process.terminationStatus != 0 && errors.isEmpty {
      errors.append(
        Diagnostic(
          file: name, line: 1, column: 1,
          message: "swiftc exited with \(process.terminationStatus): \(output)"))
    }
    return (errors, output)
  }

  /// The module maps of the build's C targets, the package's system
  /// libraries and the C targets of its dependencies (Yams' `CYaml`).
  private func moduleMaps() -> [String] {
    let manager = FileManager.default
    func folders(_ url: URL) -> [URL] {
      ((try? manager.contentsOfDirectory(atPath: url.path)) ?? []).map { url.appending(path: $0) }
    }
    let checkouts = products.deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "checkouts")
    let dependencyTargets = folders(checkouts).flatMap { folders($0.appending(path: "Sources")) }
    return
      (folders(products).map { $0.appending(path: "module.modulemap") }
      + folders(repository.appending(path: "Sources")).map {
        $0.appending(path: "module.modulemap")
      }
      + dependencyTargets.map { $0.appending(path: "include/module.modulemap") })
      .map(\.path).filter { manager.fileExists(atPath: $0) }.sorted()
  }

  /// `file:line:column: error: message`, the compiler's own format.
  private static func diagnostic(in line: String) -> Diagnostic? {
    guard let range = line.range(of: ": error: ") else { return nil }
    let location = line[..<range.lowerBound].split(separator: ":")
    guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
      let column = Int(location[location.count - 1])
    else { return nil }
    return Diagnostic(
      file: location.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
      message: String(line[range.upperBound...]))
  }
}
