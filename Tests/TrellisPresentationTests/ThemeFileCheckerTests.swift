import Foundation
import Testing
import TrellisPresentation

@Suite("trellis-check on theme files: told from screen files, placed problems, the same limits")
struct ThemeFileCheckerTests {
  static let brokenTheme = """
    # An ocean theme with two mistakes.
    name: ocean
    palette:
      accent: mauve
    looks:
      buton: {foreground: accent}
    """

  @Test("a theme file's problems are reported at file:line:col, like a screen file's")
  func themeFileProblemsAreReported() throws {
    let path = FileManagerPath.temporary("ocean.yaml")
    try Self.brokenTheme.write(toFile: path, atomically: false, encoding: .utf8)
    let found = ScreenFileChecker.problems(inFiles: [path])
    #expect(found.map(\.kind) == [.illTypedProperty, .unknownComponentKind])
    #expect(found.map { [$0.location.line, $0.location.column] } == [[4, 11], [6, 3]])
    #expect(found[0].description.hasPrefix("\(path):4:11: error: unknown colour 'mauve'"))
  }

  @Test("a good theme file and a good screen file side by side have no problems")
  func goodFilesOfBothKinds() throws {
    let theme = FileManagerPath.temporary("light.yaml")
    try "extends: light\nlooks:\n  button:focused: {emphasis: bold}\n".write(
      toFile: theme, atomically: false, encoding: .utf8)
    let screens = FileManagerPath.temporary("screens.yaml")
    try "screens:\n  - id: a\n    title: A\n    body: {kind: spacer}\n".write(
      toFile: screens, atomically: false, encoding: .utf8)
    #expect(ScreenFileChecker.problems(inFiles: [theme, screens]).isEmpty)
  }

  @Test("the kind comes from a .theme.yaml name, else the first top-level key; --kind overrides")
  func theKindIsToldFromNameOrContent() throws {
    #expect(CheckedFileKind.of("# palette: no\nscreens: []\n", path: "a.yaml") == .screen)
    #expect(CheckedFileKind.of("initial: a\nname: x\n", path: "a.yaml") == .screen)
    #expect(CheckedFileKind.of("\n  screens: x\nextends: dark\n", path: "a.yaml") == .theme)
    #expect(CheckedFileKind.of("looks: {}\n", path: "a.yaml") == .theme)
    #expect(CheckedFileKind.of("screens: []\n", path: "a.theme.yaml") == .theme)
    #expect(CheckedFileKind.of("", path: "empty.yaml") == .screen)
    #expect(CheckedFileKind.of("widgets: []\n", path: "a.yaml") == .screen)

    // A theme file read as a screen file is wrong at its top-level keys.
    let path = FileManagerPath.temporary("ocean.yaml")
    try "name: ocean\n".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(ScreenFileChecker.problems(inFiles: [path]).isEmpty)
    let asScreens = ScreenFileChecker.problems(inFiles: [path], kind: .screen)
    #expect(asScreens.map(\.kind).contains(.missingProperty))
    // A screen file forced to be a theme file is refused as one.
    let screens = FileManagerPath.temporary("screens.yaml")
    try "screens: []\n".write(toFile: screens, atomically: false, encoding: .utf8)
    let asTheme = ScreenFileChecker.problems(inFiles: [screens], kind: .theme)
    #expect(asTheme.first?.description.contains("unknown key 'screens'") == true)
  }

  @Test("a theme file is held to the screen files' limits: size before reading, aliases")
  func themeFilesKeepTheLimits() throws {
    let path = FileManagerPath.temporary("big.theme.yaml")
    try ("name: big\n" + String(repeating: "# padding\n", count: 20)).write(
      toFile: path, atomically: false, encoding: .utf8)
    let small = ScreenFileLimits(maximumFileSize: 64)
    let tooBig = ScreenFileChecker.problems(inFiles: [path], limits: small)
    #expect(tooBig.map(\.kind) == [.limitExceeded])
    #expect(tooBig.first.map { [$0.location.line, $0.location.column] } == [1, 1])

    let bomb = FileManagerPath.temporary("bomb.yaml")
    let tenOf = { (name: String) in Array(repeating: "*\(name)", count: 10).joined(separator: ", ")
    }
    let aliases = (1...6).map { "l\($0): &l\($0) [\(tenOf("l\($0 - 1)"))]" }
    try
      (["name: bomb", "l0: &l0 [" + Array(repeating: "x", count: 10).joined(separator: ", ") + "]"]
      + aliases).joined(separator: "\n").write(
        toFile: bomb, atomically: false, encoding: .utf8)
    let expanded = ScreenFileChecker.problems(inFiles: [bomb])
    #expect(expanded.map(\.kind).contains(.limitExceeded))

    let missing = ScreenFileChecker.problems(inFiles: ["/nonexistent/x.theme.yaml"], kind: .theme)
    #expect(
      missing.first?.description
        == "/nonexistent/x.theme.yaml:1:1: error: cannot read the theme file: no such file")
  }
}
