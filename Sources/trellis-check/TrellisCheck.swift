import ArgumentParser
import Foundation
import TrellisPresentation

/// `trellis-check FILE…`: validates screen files and prints each problem
/// as `path:line:col: error: message`, exiting 1 when there is one.
@main
struct TrellisCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis-check",
    abstract: "Checks Trellis screen files without running them.",
    discussion: """
      Each file is measured before it is read and refused over --max-file-size bytes \
      (default \(ScreenFileLimits.default.maximumFileSize)); a file may hold at most \
      \(ScreenFileLimits.default.maximumNodeCount) YAML nodes once aliases are expanded, \
      nested \(ScreenFileLimits.default.maximumNestingDepth) deep.
      """)

  @Option(name: .customLong("component"), help: "A custom component kind the app registers.")
  var components: [String] = []

  @Option(help: "The most problems printed; the rest are counted as \"and N more\".")
  var maxProblems = ScreenFileChecker.defaultMaximumPrinted

  @Option(help: "The largest screen file read, in bytes.")
  var maxFileSize = ScreenFileLimits.default.maximumFileSize

  @Argument(help: "The screen files to check.")
  var files: [String]

  func run() throws {
    let limits = ScreenFileLimits(maximumFileSize: maxFileSize)
    let problems = ScreenFileChecker.problems(
      inFiles: files, components: Set(components), limits: limits)
    for line in ScreenFileChecker.report(problems, maximumPrinted: maxProblems) { print(line) }
    guard problems.isEmpty else {
      let summary = "\(problems.count) problem(s) in \(files.count) file(s)\n"
      FileHandle.standardError.write(Data(summary.utf8))
      throw ExitCode.failure
    }
  }
}
