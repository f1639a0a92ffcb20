import Testing
import TrellisPresentation

/// The loader reads flags as YAML 1.1 does (Yams' default resolver): the
/// plain words in three casings, or any word of them under an explicit
/// tag; quoted text is text.
@Suite("Screen files: flags, numbers and text read as YAML says")
struct ScreenFileScalarTests {
  private func body(_ component: String, names: RegisteredNames? = nil) throws -> ComponentSpec {
    try ScreenFile.parse(
      "screens:\n  - id: a\n    body: \(component)\n", path: "t.yaml", names: names
    )
    .screens[0].body
  }

  private func problems(_ component: String) -> [ScreenFileProblem] {
    ScreenFile.check("screens:\n  - id: a\n    body: \(component)\n", path: "t.yaml")
  }

  @Test(arguments: [
    ("true", true), ("True", true), ("TRUE", true), ("yes", true), ("Yes", true), ("YES", true),
    ("on", true), ("On", true), ("ON", true), ("false", false), ("False", false),
    ("FALSE", false), ("no", false), ("No", false), ("NO", false), ("off", false),
    ("Off", false), ("OFF", false), ("!!bool tRUe", true), ("!custom nO", false),
  ])
  func flagsInEveryYAMLSpelling(word: String, flag: Bool) throws {
    let spec = try body("{kind: text, text: Hi, bold: \(word)}")
    #expect(spec.properties["bold"] == .bool(flag))
  }

  @Test(arguments: ["tRue", "'true'", "\"yes\"", "!!str true", "! true", "1", "y", "maybe"])
  func otherWordsAreNotFlags(word: String) {
    let found = problems("{kind: text, text: Hi, bold: \(word)}")
    #expect(found.map(\.kind) == [.illTypedProperty])
    #expect(found.first?.location.line == 3)
  }

  @Test func registeredComponentsTellFlagsNumbersAndTextApart() throws {
    let spec = try body(
      "{kind: card, a: on, b: 'on', c: 3.5, d: '3', e: Hulk, f: !!bool yes, g: !!str no}",
      names: RegisteredNames(components: ["card"]))
    #expect(spec.properties["a"] == .bool(true))
    #expect(spec.properties["b"] == .string("on"))
    #expect(spec.properties["c"] == .number(3.5))
    #expect(spec.properties["d"] == .string("3"))
    #expect(spec.properties["e"] == .string("Hulk"))
    #expect(spec.properties["f"] == .bool(true))
    #expect(spec.properties["g"] == .string("no"))
  }

  @Test func theKindKeyMayBeQuotedOrTaggedAsText() throws {
    #expect(try body("{'kind': spacer}").kind == "spacer")
    #expect(try body("{!!str kind: spacer}").kind == "spacer")
    #expect(problems("{!!int kind: spacer}").map(\.kind) == [.missingProperty])
  }
}
