import ArgumentParser
import Foundation
import TrellisPresentation

/// `trellis-check FILE…`: validates screen files and prints each problem
/// as `path:line:col: error: message`, exiting 1 when there is one.
@main
struct TrellisCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis-check",
    abstract: "Checks Trellis screen files without running them.")

  @Option(name: .customLong("component"), help: "A custom component kind the app registers.")
  var components: [String] = []

  @Argument(help: "The screen files to check.")
  var files: [String]

  func run() throws {
    let problems = ScreenFileChecker.problems(inFiles: files, components: Set(components))
    for problem in problems { print(problem.description) }
    guard problems.isEmpty else {
      let summary = "\(problems.count) problem(s) in \(files.count) file(s)\n"
      FileHandle.standardError.write(Data(summary.utf8))
      throw ExitCode.failure
    }
  }
}
