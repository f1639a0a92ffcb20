import Testing
import Trellis
import TrellisPresentation
import TrellisTesting

/// Issue 32, item 22: Swift and screen files name colours with one
/// vocabulary, `Color.namedColors`.
@MainActor
@Suite("Colour names: one vocabulary for Swift and screen files")
struct ColorVocabularyTests {
  /// Every colour Swift names as a static property, by its name. Adding a
  /// static colour without a name in the vocabulary (or the reverse) fails
  /// here; `Color.gray` compiling is part of the test.
  static let swiftColors: [String: Color] = [
    "black": .black, "red": .red, "green": .green, "yellow": .yellow, "blue": .blue,
    "magenta": .magenta, "cyan": .cyan, "white": .white, "brightBlack": .brightBlack,
    "brightRed": .brightRed, "brightGreen": .brightGreen, "brightYellow": .brightYellow,
    "brightBlue": .brightBlue, "brightMagenta": .brightMagenta, "brightCyan": .brightCyan,
    "brightWhite": .brightWhite, "gray": .gray, "foreground": .foreground,
    "background": .background, "accent": .accent, "muted": .muted, "border": .border,
    "selection": .selection, "danger": .danger, "success": .success, "warning": .warning,
  ]

  @Test("each name in the vocabulary is a static colour of Swift's, and each one is named")
  func vocabularyIsSwiftsStaticColours() {
    let names = Color.namedColors.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(
      Dictionary(uniqueKeysWithValues: Color.namedColors.map { ($0.name, $0.color) })
        == Self.swiftColors)
    for (name, color) in Self.swiftColors { #expect(Color(named: name) == color, "\(name)") }
    for ansi in ANSIColor.allCases { #expect(Color(named: ansi.description) == .named(ansi)) }
    #expect(Color(named: "orange") == nil)
  }

  @Test("a screen file accepts exactly the vocabulary's names and shows each in its colour")
  func screenFilesUseTheVocabulary() async throws {
    let problems = { (word: String) in
      ScreenFile.check(
        "screens:\n  - id: a\n    body: {kind: text, text: Hi, color: \(word)}\n", path: "t.yaml")
    }
    for name in Self.swiftColors.keys { #expect(problems(name).isEmpty, "\(name)") }
    #expect(problems("orange").map(\.kind) == [.illTypedProperty])
    let children = Self.swiftColors.keys.sorted().map { name in
      "      - {kind: text, text: \(name), color: \(name), tag: \(name)}"
    }
    let yaml =
      "screens:\n  - id: a\n    body:\n      kind: stack\n      children:\n"
      + children.joined(separator: "\n") + "\n"
    let screen = try Storyboard(yaml: yaml, registry: ScreenFileRegistry()).instantiateInitial()
    let host = mounted(Navigator(root: screen), size: Size(width: 40, height: 24))
    await screen.settle()
    for (name, color) in Self.swiftColors {
      let text = host.find(tag: name)?[.text]
      #expect(text?.runs.first?.style.foreground == color, "\(name)")
    }
  }
}
