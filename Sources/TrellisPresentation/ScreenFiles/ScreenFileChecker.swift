import Foundation

/// Checks screen files on disk without running them: what `trellis-check`
/// does.
public enum ScreenFileChecker {
  /// Every problem of the files at `paths` (an unreadable file is one
  /// problem at its line 1), in order.
  ///
  /// - Parameters:
  ///   - paths: the files to check.
  ///   - components: custom component kinds the app registers.
  ///   - dataObjects: data object types whose keys screens' paths are
  ///     checked against; `nil` checks no key.
  public static func problems(
    inFiles paths: [String], components: Set<String> = [],
    dataObjects: [String: DataObjectSchema]? = nil
  ) -> [ScreenFileProblem] {
    paths.flatMap { path -> [ScreenFileProblem] in
      guard let data = FileManager.default.contents(atPath: path),
        let text = String(data: data, encoding: .utf8)
      else {
        return [
          ScreenFileProblem(
            .syntax, at: SourceLocation(file: path, line: 1, column: 1),
            "cannot read the file as UTF-8 text")
        ]
      }
      return ScreenFile.check(
        text, path: path, names: RegisteredNames(components: components, dataObjects: dataObjects))
    }
  }
}
