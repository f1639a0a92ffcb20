import ArgumentParser
import Foundation

/// `layout-conformance FILE...`: runs layout fixture files against TrellisLayout.
@main
struct LayoutConformanceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout-conformance",
    abstract: "Checks TrellisLayout against flexbox fixture files.",
    discussion: """
      Lays out every case of each file in each listed direction and compares each node's \
      left, top, width and height with the expected values (tolerance 0.01). Prints one \
      line per failing or skipped case and ends with "N passed, M failed, K skipped". \
      Exits with 0 when nothing failed, 1 when a case failed, 2 when a file could not be \
      read.
      """)

  @Argument(help: "Fixture files (JSON in the layout fixture format).")
  var files: [String]

  @Option(name: .long, help: "Only run cases whose name contains this text.")
  var filter: String?

  @Flag(name: .long, help: "List every mismatching field of a failing case.")
  var verbose = false

  @Flag(name: .long, help: "Print every node's expected and actual frame of failing cases.")
  var dump = false

  func run() throws {
    var summary = ConformanceSummary()
    var unreadable = false
    let runner = ConformanceRunner()
    for file in files {
      let cases: [FixtureCase]
      do {
        cases = try FixtureLoader.load(path: file)
      } catch {
        FileHandle.standardError.write(Data("error: \(error)\n".utf8))
        unreadable = true
        continue
      }
      for testCase in cases where filter.map({ testCase.name.contains($0) }) ?? true {
        let result = runner.run(testCase)
        summary.record(result, yogaHeadPasses: testCase.yogaHeadPasses)
        if let line = result.reportLine { print(line) }
        if verbose, case .failed(let mismatches) = result.outcome {
          for mismatch in mismatches.dropFirst() { print("    \(mismatch)") }
        }
        if dump, case .failed = result.outcome {
          for layout in testCase.layouts {
            print(runner.dump(testCase, layout))
          }
        }
      }
    }
    if summary.yogaCases > 0 {
      print("yogaHeadPasses cases: \(summary.yogaCasesPassed) of \(summary.yogaCases) passed")
    }
    print(summary.line)
    if unreadable { throw ExitCode(2) }
    if summary.failed > 0 { throw ExitCode(1) }
  }
}

/// Reads fixture files from disk.
enum FixtureLoader {
  static func load(path: String) throws(FixtureError) -> [FixtureCase] {
    guard FileManager.default.fileExists(atPath: path) else {
      throw FixtureError(file: path, location: "", message: "no such file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw FixtureError(
        file: path, location: "", message: "cannot read file (\(error.localizedDescription))")
    }
    return try FixtureParser.parse(data: data, file: path)
  }
}
