import Foundation
public import Trellis

/// Reads a `Theme` from a YAML theme file: a palette of colour roles and
/// looks by selector, over a built-in theme (see the "Theme files"
/// article for the format).
///
/// ```swift
/// let theme = try ThemeFile.parse(
///   """
///   name: ocean
///   extends: dark
///   palette:
///     accent: "#1e90ff"
///   looks:
///     button:focused:
///       background: accent
///   """, path: "ocean.yaml")
/// ```
///
/// A theme file is bounded like a screen file (``ScreenFileLimits``: size,
/// nodes, nesting, checked before the work they bound) and its problems are
/// reported the same way: every one found, each at its file:line:col, in a
/// ``ScreenFileError``.
public enum ThemeFile {
  /// The view kinds a selector may name: the built-in kinds.
  public static let knownKinds: [ViewKind] = [
    .container, .text, .columnRow, .image, .button, .textField, .textArea, .toggle, .slider,
    .segmentedControl, .datePicker, .indexBar, .activityIndicator, .progressBar, .badge,
    .divider, .scrollView, .list, .listItem, .keyCommandFooter, .modalBackdrop, .dialog, .sheet,
  ]

  /// Parses the theme file `yaml`.
  ///
  /// - Parameters:
  ///   - yaml: The file's text.
  ///   - path: The file's path, which problems name.
  ///   - limits: The bounds the file must keep.
  ///   - kinds: The view kinds selectors may name: ``knownKinds`` and any
  ///     a host adds.
  ///   - parts: The parts selectors may name.
  /// - Throws: ``ScreenFileError`` with every problem found.
  public static func parse(
    _ yaml: String, path: String, limits: ScreenFileLimits = .default,
    kinds: [ViewKind] = knownKinds, parts: [ThemePart] = ThemePart.builtIn
  ) throws(ScreenFileError) -> Theme {
    let start = SourceLocation(file: path, line: 1, column: 1)
    try ScreenFile.checkSize(yaml.utf8.count, limits: limits, at: start)
    var parser = ThemeFileParser(path: path, limits: limits, kinds: kinds, parts: parts)
    let theme = parser.parse(yaml)
    guard let theme, parser.problems.isEmpty else {
      throw ScreenFileError(problems: parser.problems)
    }
    return theme
  }

  /// Reads and parses the theme file at `path` (its size checked before it
  /// is read).
  ///
  /// - Throws: ``ScreenFileError`` for a file that cannot be read or has
  ///   problems.
  public static func read(
    atPath path: String, limits: ScreenFileLimits = .default,
    kinds: [ViewKind] = knownKinds, parts: [ThemePart] = ThemePart.builtIn
  ) throws(ScreenFileError) -> Theme {
    let text: String
    do {
      text = try ScreenFile.readText(atPath: path, limits: limits)
    } catch {
      // The screen files' reader names its kind of file.
      var error = error
      for index in error.problems.indices {
        error.problems[index].message = error.problems[index].message
          .replacingOccurrences(of: "screen file", with: "theme file")
      }
      throw error
    }
    return try parse(text, path: path, limits: limits, kinds: kinds, parts: parts)
  }
}
