import Foundation
import Testing
import TrellisPresentation

@Suite("Screen files: every error names file, line, column and what was expected")
struct ScreenFileErrorTests {
  private func problems(_ yaml: String, names: RegisteredNames? = nil) -> [ScreenFileProblem] {
    ScreenFile.check(yaml, path: "test.yaml", names: names)
  }

  @Test func aGoodFileHasNoProblems() throws {
    let file = try ScreenFile.parse(
      """
      screens:
        - id: first
          body:
            kind: text
            text: Hello
        - id: second
          title: Second
          body: {kind: button, title: Go, action: go}
      """, path: "test.yaml")
    #expect(file.initial == "first")
    #expect(file.screens.map(\.identifier) == ["first", "second"])
    #expect(file.screen("first")?.title == "first")
  }

  @Test func unknownComponentKind() {
    let found = problems(
      """
      screens:
        - id: a
          body:
            kind: txet
      """)
    #expect(found.count == 1)
    #expect(found.first?.kind == .unknownComponentKind)
    #expect(found.first?.location == SourceLocation(file: "test.yaml", line: 4, column: 13))
    #expect(found.first?.message.contains("unknown component kind 'txet'; expected one of") == true)
    #expect(found.first?.description.hasPrefix("test.yaml:4:13: error: ") == true)
  }

  @Test func unknownProperty() {
    let found = problems(
      """
      screens:
        - id: a
          body:
            kind: text
            text: Hi
            colour: red
      """)
    #expect(found.map(\.kind) == [.unknownProperty])
    #expect(found.first?.location.line == 6)
    #expect(found.first?.location.column == 7)
    #expect(found.first?.message.contains("'text' has no property 'colour'") == true)
  }

  @Test func illTypedProperties() {
    let found = problems(
      """
      screens:
        - id: a
          body:
            kind: stack
            spacing: wide
            axis: diagonal
            wraps: maybe
            children: not-a-list
      """)
    #expect(found.map(\.kind) == Array(repeating: .illTypedProperty, count: 4))
    #expect(found.map(\.location.line) == [5, 6, 7, 8])
    #expect(found[0].message == "property 'spacing' of 'stack' expected a number, found 'wide'")
    #expect(found[1].message.contains("expected one of 'vertical', 'horizontal'"))
  }

  @Test func missingRequiredProperty() {
    let found = problems("screens:\n  - id: a\n    body: {kind: button}\n")
    #expect(found.map(\.kind) == [.missingProperty])
    #expect(found.first?.message == "'button' expected property 'title'")
  }

  @Test func badBindingPaths() {
    let found = problems(
      """
      screens:
        - id: a
          body:
            kind: stack
            children:
              - {kind: text, text: bindTo.@view.dataObject.name}
              - {kind: text, text: bindTo.@cell.name}
              - {kind: text, text: bindTo.dataObject.9lives}
              - {kind: text, text: bindTo.@cell.dataObject.name}
      """)
    #expect(found.map(\.kind) == [.badBindingPath, .badBindingPath, .badBindingPath])
    #expect(found.map(\.location.line) == [6, 7, 8])
    // The column is the character where the path goes wrong.
    #expect(found[0].location.column == 30 + "bindTo.".count)
    #expect(found[0].message.contains("unknown operator @view"))
    #expect(found[2].message.contains("9lives is not a key name"))
  }

  @Test func duplicateIdentifiers() {
    let found = problems(
      """
      screens:
        - id: a
          body: {kind: spacer}
        - id: a
          body: {kind: spacer}
      """)
    #expect(found.map(\.kind) == [.duplicateIdentifier])
    #expect(found.first?.location.line == 4)
    #expect(found.first?.message.contains("first declared at 2:5") == true)
  }

  @Test func duplicateKeysInAMapping() {
    let found = problems("screens:\n  - id: a\n    id: b\n    body: {kind: spacer}\n")
    #expect(found.map(\.kind) == [.duplicateIdentifier])
  }

  @Test func unknownIdentifiers() {
    let found = problems(
      """
      initial: missing
      screens:
        - id: a
          presenter: Nobody
          body: {kind: spacer}
      """, names: RegisteredNames(presenters: ["Somebody"]))
    #expect(found.map(\.kind) == [.unknownIdentifier, .unknownIdentifier])
    #expect(found.map(\.location.line) == [4, 1])
    #expect(found[1].message.contains("unknown screen identifier 'missing'; expected one of 'a'"))
  }

  @Test func syntaxErrorsHaveAPlace() {
    let found = problems("screens:\n  - id: a\n    body: [unclosed\n")
    #expect(found.map(\.kind) == [.syntax])
    #expect(found.first?.location.line ?? 0 >= 3)
  }

  @Test func wrongShapes() {
    #expect(problems("- just a list").map(\.kind) == [.unexpectedNode])
    #expect(problems("screens: 3").map(\.kind) == [.unexpectedNode])
    #expect(problems("screens:\n  - id: a\n    body: text\n").map(\.kind) == [.unexpectedNode])
    #expect(
      problems("screens:\n  - title: x\n    body: {kind: spacer}\n").map(\.kind) == [
        .missingProperty
      ])
  }

  @Test func registeredComponentKindsAreAccepted() {
    let yaml = "screens:\n  - id: a\n    body: {kind: card, name: Hulk, size: 3}\n"
    #expect(problems(yaml).map(\.kind) == [.unknownComponentKind])
    #expect(problems(yaml, names: RegisteredNames(components: ["card"])).isEmpty)
  }

  @Test func deepNestingIsRefusedNotCrashed() {
    let deep = String(repeating: "[", count: 5000)
    #expect(problems(deep).map(\.kind) == [.unexpectedNode])
  }

  @Test func theCheckerReadsFiles() throws {
    let path = FileManagerPath.temporary("bad.yaml")
    try "screens:\n  - id: a\n    body: {kind: nope}\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let found = ScreenFileChecker.problems(inFiles: [path, path + ".missing"])
    #expect(found.count == 2)
    #expect(found[0].description.hasPrefix("\(path):3:18: error: unknown component kind 'nope'"))
    #expect(found[1].location.file == path + ".missing")
  }
}
