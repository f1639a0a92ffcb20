import Foundation
import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

@MainActor
@Suite("Theme files: YAML themes with placed errors, limits and hot reload")
struct ThemeFileTests {
  static let repository = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The first YAML block of the "Theme files" article.
  static func articleExample() throws -> String {
    let article = repository.appending(
      path: "Sources/TrellisPresentation/TrellisPresentation.docc/ThemeFiles.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let start = try #require(text.range(of: "```yaml\n"))
    let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test("the article's complete example loads, over the dark theme")
  func theArticleExampleLoads() throws {
    let theme = try ThemeFile.parse(Self.articleExample(), path: "ocean.yaml")
    #expect(theme.name == "ocean")
    #expect(theme.palette[.accent] == .rgb(red: 30, green: 144, blue: 255))
    #expect(theme.resolve(.role(.border)) == .rgb(red: 30, green: 144, blue: 255))
    #expect(theme.palette[.danger] == Theme.dark.palette[.danger], "the rest is dark's")
    let primary = theme.look(for: .button, styleClass: "primary", states: .focused)
    #expect(primary == Look(foreground: .background, background: .accent, emphasis: []))
    #expect(theme.look(for: .slider, part: .knob, states: .focused).emphasis == [.bold, .reverse])
    #expect(theme.look(for: .dialog, part: .border).border == .rounded)
    #expect(theme.look(for: .toggle, states: .disabled).emphasis == .dim)
    #expect(Array(theme.rules.prefix(Theme.dark.rules.count)) == Theme.dark.rules)
  }

  @Test("extends: light starts from the light theme; a file may set nothing else")
  func extendsPicksTheBase() throws {
    let theme = try ThemeFile.parse("extends: light\n", path: "t.yaml")
    #expect(theme.palette == Theme.light.palette)
    #expect(theme.rules == Theme.light.rules)
  }

  @Test("every problem is reported at its file:line:col, with its kind")
  func themeFileProblemsArePlaced() throws {
    let yaml = """
      name: broken
      extends: sepia
      palette:
        acent: red
        muted: "#12345"
      looks:
        buton:focused: {foreground: red}
        button:hovered: {foreground: red}
        button/knobby: {foreground: red}
        button: {emphasis: bold+shiny, border: wavy, colour: red}
      colours: {}
      """
    let error = #expect(throws: ScreenFileError.self) {
      try ThemeFile.parse(yaml, path: "broken.yaml")
    }
    let problems = try #require(error?.problems)
    let found = problems.map { "\($0.location.line):\($0.location.column) \($0.kind)" }
    #expect(
      found == [
        "2:10 unknownIdentifier", "4:3 unknownProperty", "5:10 illTypedProperty",
        "7:3 unknownComponentKind", "8:3 illTypedProperty", "9:3 illTypedProperty",
        "10:22 illTypedProperty", "10:42 illTypedProperty", "10:48 unknownProperty",
        "11:1 unknownProperty",
      ])
    #expect(
      problems[3].description
        .hasPrefix("broken.yaml:7:3: error: unknown view kind 'buton' in 'buton:focused'"))
    #expect(problems[2].message.contains("unknown colour '#12345'"))
  }

  @Test("a theme file is bounded like a screen file: size, aliases, malformed YAML")
  func themeFilesAreBounded() throws {
    let big = #expect(throws: ScreenFileError.self) {
      try ThemeFile.parse(
        "name: x\n" + String(repeating: "#\n", count: 100), path: "big.yaml",
        limits: ScreenFileLimits(maximumFileSize: 64))
    }
    #expect(big?.kind == .limitExceeded)
    var bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...6 {
      let previous = level == 1 ? "a" : "l\(level - 1)"
      bomb +=
        "l\(level): &l\(level) ["
        + Array(repeating: "*\(previous)", count: 10)
        .joined(separator: ", ") + "]\n"
    }
    let aliases = #expect(throws: ScreenFileError.self) {
      try ThemeFile.parse(bomb, path: "bomb.yaml")
    }
    #expect(aliases?.kind == .limitExceeded)
    let malformed = #expect(throws: ScreenFileError.self) {
      try ThemeFile.parse("looks:\n  button: {foreground: [red\n", path: "bad.yaml")
    }
    #expect(malformed?.kind == .syntax)
    let list = #expect(throws: ScreenFileError.self) {
      try ThemeFile.parse("- a\n- b\n", path: "list.yaml")
    }
    #expect(list?.kind == .unexpectedNode)
  }

  @Test("a screen file's component takes a styleClass, as .styleClass(_:) does")
  func screenFilesSetStyleClasses() async throws {
    let yaml = """
      screens:
        - id: a
          body: {kind: button, title: Save, styleClass: primary, tag: save}
      """
    #expect(ScreenFile.check(yaml, path: "a.yaml").isEmpty)
    let screen = try Storyboard(yaml: yaml, registry: ScreenFileRegistry()).instantiateInitial()
    let host = mounted(Navigator(root: screen), size: Size(width: 20, height: 6))
    await screen.settle()
    #expect(host.find(tag: "save")?[.styleClass] == "primary")
    let wrong = "screens:\n  - id: a\n    body: {kind: button, title: S, styleClass: [a]}\n"
    #expect(ScreenFile.check(wrong, path: "b.yaml").map(\.kind) == [.illTypedProperty])
  }

  @Test("a theme file that cannot be read is a typed error naming a theme file")
  func unreadableThemeFiles() {
    let missing = #expect(throws: ScreenFileError.self) {
      try ThemeFile.read(atPath: "/nonexistent/ocean.yaml")
    }
    #expect(missing?.kind == .unreadable)
    #expect(
      missing?.description
        == "/nonexistent/ocean.yaml:1:1: error: cannot read the theme file: no such file")
  }

  /// Saves as editors do: a new file renamed over the old one.
  func save(_ text: String, to path: String) throws {
    let temporary = path + ".tmp~"
    try text.write(toFile: temporary, atomically: false, encoding: .utf8)
    _ = rename(temporary, path)
  }

  @Test("a saved theme file is applied; a bad save keeps the last good theme")
  func themeFileHotReloads() async throws {
    let path = FileManagerPath.temporary("ocean.yaml")
    try "name: one\n".write(toFile: path, atomically: false, encoding: .utf8)
    var applied: [String] = []
    let reloader = try ThemeReloader(path: path) { applied.append($0.name) }
    defer { reloader.stop() }
    var outcomes = reloader.outcomes.makeAsyncIterator()
    reloader.reload()
    guard case .reloaded(let first)? = await outcomes.next() else {
      Issue.record("expected the first load")
      return
    }
    #expect(first.name == "one")

    try save("name: two\npalette: {accent: magenta}\n", to: path)
    guard case .reloaded(let second)? = await outcomes.next() else {
      Issue.record("expected a reload")
      return
    }
    #expect(second.palette[.accent] == .magenta)

    try save("name: three\npalette: {accent: mauve}\n", to: path)
    guard case .failed(let error)? = await outcomes.next() else {
      Issue.record("expected a failed reload")
      return
    }
    #expect(error.description.hasPrefix("\(path):2:19: error: unknown colour 'mauve'"))
    #expect(applied == ["one", "two"])
  }
}
