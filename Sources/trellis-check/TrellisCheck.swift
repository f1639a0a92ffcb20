import ArgumentParser
import Foundation
import TrellisPresentation

/// `trellis-check FILE…`: validates screen files and theme files and
/// prints each problem as `path:line:col: error: message`, exiting 1 when
/// there is one.
@main
struct TrellisCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trellis-check",
    abstract: "Checks Trellis screen files and theme files without running them.",
    discussion: """
      A file named *.theme.yaml is a theme file; otherwise a file whose first top-level \
      key is 'name', 'extends', 'palette' or 'looks' is one, and any other is a screen \
      file (--kind overrides this for every file). \
      Each file is measured before it is read and refused over --max-file-size bytes \
      (default \(ScreenFileLimits.default.maximumFileSize)); a file may hold at most \
      \(ScreenFileLimits.default.maximumNodeCount) YAML nodes once aliases are expanded, \
      nested \(ScreenFileLimits.default.maximumNestingDepth) deep.
      """)

  @Option(name: .customLong("component"), help: "A custom component kind the app registers.")
  var components: [String] = []

  @Option(
    name: .customLong("data-object"),
    help: ArgumentHelp(
      "A data object type screens declare, with its keys: 'Clock:time,zone'; a key whose value is a declared type: 'Detail:clock=Clock'.",
      valueName: "TYPE:KEYS"))
  var dataObjectDeclarations: [String] = []

  @Option(help: "What every file is: screen or theme (by default, told from each file).")
  var kind: String?

  @Option(help: "The most problems printed; the rest are counted as \"and N more\".")
  var maxProblems = ScreenFileChecker.defaultMaximumPrinted

  @Option(help: "The largest file read, in bytes.")
  var maxFileSize = ScreenFileLimits.default.maximumFileSize

  @Argument(help: "The screen files and theme files to check.")
  var files: [String]

  func validate() throws {
    if let kind, CheckedFileKind(rawValue: kind) == nil {
      throw ValidationError("'\(kind)' is not a kind of file; expected 'screen' or 'theme'")
    }
    for declaration in dataObjectDeclarations
    where DataObjectSchema.parse(declaration: declaration) == nil {
      throw ValidationError("'\(declaration)' is not a data object declaration (TYPE:key,key=Type)")
    }
  }

  func run() throws {
    var dataObjects: [String: DataObjectSchema]?
    for declaration in dataObjectDeclarations {
      guard let (name, schema) = DataObjectSchema.parse(declaration: declaration) else { continue }
      dataObjects = (dataObjects ?? [:]).merging([name: schema]) { _, new in new }
    }
    let limits = ScreenFileLimits(maximumFileSize: maxFileSize)
    let problems = ScreenFileChecker.problems(
      inFiles: files, kind: kind.flatMap(CheckedFileKind.init(rawValue:)),
      components: Set(components), dataObjects: dataObjects, limits: limits)
    for line in ScreenFileChecker.report(problems, maximumPrinted: maxProblems) { print(line) }
    guard problems.isEmpty else {
      let summary = "\(problems.count) problem(s) in \(files.count) file(s)\n"
      FileHandle.standardError.write(Data(summary.utf8))
      throw ExitCode.failure
    }
  }
}
