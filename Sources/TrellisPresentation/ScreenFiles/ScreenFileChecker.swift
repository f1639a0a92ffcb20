import Foundation

/// Checks screen files and theme files on disk without running them: what
/// `trellis-check` does. Each file's kind is told from its name or
/// content (``CheckedFileKind/of(_:path:)``) unless the caller gives it.
///
/// ```swift
/// let problems = ScreenFileChecker.problems(inFiles: ["Screens/About.yaml"])
/// for line in ScreenFileChecker.report(problems) { print(line) }
/// ```
public enum ScreenFileChecker {
  /// How many problems ``report(_:maximumPrinted:)`` prints before
  /// summing up the rest as "and N more" (50).
  public static let defaultMaximumPrinted = 50

  /// Every problem of the files at `paths`, in order. Each file is
  /// measured before it is read: a missing file, a directory, a file that
  /// is not UTF-8 text or one over `limits.maximumFileSize` is one problem
  /// at its line 1. A theme file is then parsed as `ThemeFile` does, within
  /// the same limits. The Netpbm images a screen file names (`kind:
  /// image`) are checked from their headers against
  /// `PixelImage.defaultMaximumPixelCount`.
  ///
  /// - Parameters:
  ///   - paths: the files to check.
  ///   - kind: what every file is; `nil` tells each file's kind from its
  ///     name or content (``CheckedFileKind/of(_:path:)``).
  ///   - components: custom component kinds the app registers.
  ///   - dataObjects: data object types whose keys screens' paths are
  ///     checked against; `nil` checks no key.
  ///   - limits: the bounds each file must keep.
  public static func problems(
    inFiles paths: [String], kind: CheckedFileKind? = nil, components: Set<String> = [],
    dataObjects: [String: DataObjectSchema]? = nil, limits: ScreenFileLimits = .default
  ) -> [ScreenFileProblem] {
    paths.flatMap { path -> [ScreenFileProblem] in
      do throws(ScreenFileError) {
        if kind == .theme {
          _ = try ThemeFile.read(atPath: path, limits: limits)
          return []
        }
        let text = try ScreenFile.readText(atPath: path, limits: limits)
        if kind == nil, CheckedFileKind.of(text, path: path) == .theme {
          _ = try ThemeFile.parse(text, path: path, limits: limits)
          return []
        }
        let file = try ScreenFile.parse(
          text, path: path,
          names: RegisteredNames(components: components, dataObjects: dataObjects), limits: limits)
        return ImageFileCheck.problems(in: file)
      } catch {
        return error.problems
      }
    }
  }

  /// The lines to print for `problems`: the first `maximumPrinted`, then
  /// `and N more problems` when there are more.
  public static func report(
    _ problems: [ScreenFileProblem], maximumPrinted: Int = defaultMaximumPrinted
  ) -> [String] {
    let shown = problems.prefix(max(0, maximumPrinted)).map(\.description)
    let hidden = problems.count - shown.count
    guard hidden > 0 else { return shown }
    return shown + ["and \(hidden) more problem\(hidden == 1 ? "" : "s")"]
  }
}
