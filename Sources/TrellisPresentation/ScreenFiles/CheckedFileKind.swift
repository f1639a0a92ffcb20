/// What a file `trellis-check` is given describes: screens or a theme.
///
/// Both are YAML, and their top-level keys do not overlap (a screen file
/// has `initial` and `screens`; a theme file `name`, `extends`, `palette`
/// and `looks`), so the kind is told from the file itself: a name ending
/// in `.theme.yaml` or `.theme.yml` is a theme file; otherwise the first
/// of those keys written at the start of a line decides. A file with none
/// of them is checked as a screen file, whose problems then say what a
/// screen file needs.
///
/// ```swift
/// let kind = CheckedFileKind.of("palette:\n  accent: cyan\n", path: "ocean.yaml")
/// // kind == .theme
/// ```
public enum CheckedFileKind: String, Sendable, CaseIterable {
  /// A screen file (`ScreenFile`).
  case screen
  /// A theme file (`ThemeFile`).
  case theme

  /// The top-level keys only a theme file has.
  static let themeKeys: Set<Substring> = ["name", "extends", "palette", "looks"]
  /// The top-level keys only a screen file has.
  static let screenKeys: Set<Substring> = ["initial", "screens"]

  /// The kind of the file at `path` whose text is `text`. One pass over
  /// the text, which the caller has already bounded by the file limits.
  public static func of(_ text: String, path: String) -> CheckedFileKind {
    if path.hasSuffix(".theme.yaml") || path.hasSuffix(".theme.yml") { return .theme }
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      guard let first = line.first, first != " ", first != "\t", first != "#" else { continue }
      let key = line.prefix { $0 != ":" && $0 != " " }
      if themeKeys.contains(key) { return .theme }
      if screenKeys.contains(key) { return .screen }
    }
    return .screen
  }
}
