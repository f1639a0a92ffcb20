import Foundation
import Testing
import TrellisPresentation

@Suite("trellis-check: what it reads, what it reports, and how much it prints")
struct ScreenFileCheckerTests {
  @Test("issue 27.8: a missing file and a directory get their own messages")
  func missingFileAndDirectory() throws {
    let path = FileManagerPath.temporary("absent.yaml")
    let folder = (path as NSString).deletingLastPathComponent
    let found = ScreenFileChecker.problems(inFiles: [path, folder])
    #expect(found.map(\.kind) == [.unreadable, .unreadable])
    #expect(found[0].description == "\(path):1:1: error: cannot read the screen file: no such file")
    #expect(found[1].description == "\(folder):1:1: error: is a directory, not a screen file")
  }

  @Test("a file that is not UTF-8 is reported at its first bad byte")
  func notUTF8() throws {
    let path = FileManagerPath.temporary("latin1.yaml")
    try Data("screens:\n  - id: caf".utf8 + [0xE9] + Data("\n".utf8)).write(
      to: URL(fileURLWithPath: path))
    let found = ScreenFileChecker.problems(inFiles: [path])
    #expect(found.map(\.kind) == [.unreadable])
    #expect(found.first.map { [$0.location.line, $0.location.column] } == [2, 12])
  }

  @Test("issue 27.8: three duplicate keys are three problems, each where it is")
  func everyDuplicateKey() {
    let yaml = """
      screens:
        - id: a
          id: b
          title: T
          title: U
          body: {kind: spacer}
          body: {kind: spacer}
      """
    let found = ScreenFile.check(yaml, path: "dup.yaml")
    #expect(
      found.map(\.kind) == [.duplicateIdentifier, .duplicateIdentifier, .duplicateIdentifier])
    #expect(found.map(\.location.line) == [3, 5, 7])
    #expect(found[0].message == "duplicate key 'id' in a mapping (first at 2:5)")
  }

  @Test("issue 27.8: the report prints the first problems, then 'and N more'")
  func reportIsCapped() {
    let problems = (1...120).map {
      ScreenFileProblem(.unknownProperty, at: SourceLocation(file: "f", line: $0, column: 1), "x")
    }
    let lines = ScreenFileChecker.report(problems)
    #expect(lines.count == ScreenFileChecker.defaultMaximumPrinted + 1)
    #expect(lines.last == "and 70 more problems")
    #expect(ScreenFileChecker.report(problems, maximumPrinted: 119).last == "and 1 more problem")
    #expect(ScreenFileChecker.report(problems, maximumPrinted: 120).count == 120)
  }

  @Test("issue 27.1: a screen file naming a Netpbm image over the pixel limit is reported")
  func hugeImageIsReported() throws {
    let path = FileManagerPath.temporary("gallery.yaml")
    let folder = (path as NSString).deletingLastPathComponent
    try Data("P3 32768 32768 255\n".utf8).write(to: URL(fileURLWithPath: folder + "/huge.ppm"))
    try Data("P3 1 1 255\n0 0 0\n".utf8).write(to: URL(fileURLWithPath: folder + "/dot.ppm"))
    try """
    screens:
      - id: gallery
        body:
          kind: stack
          children:
            - {kind: image, file: dot.ppm}
            - {kind: image, file: huge.ppm, alt: Huge}
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let found = ScreenFileChecker.problems(inFiles: [path])
    #expect(found.map(\.kind) == [.limitExceeded])
    #expect(found.first?.location.line == 7)
    #expect(
      found.first?.message
        == "image file 'huge.ppm' declares 32768×32768 pixels, over the limit of 24000000 (PixelImage.defaultMaximumPixelCount)"
    )
  }

  @Test("issue 32.6: an unterminated quote is reported where it opens")
  func unterminatedQuoteWhereItOpens() {
    let yaml = "screens:\n  - id: a\n    title: \"Clock\n    body: {kind: spacer}\n"
    let found = ScreenFile.check(yaml, path: "q.yaml")
    #expect(found.map(\.kind) == [.syntax])
    #expect(found.first.map { [$0.location.line, $0.location.column] } == [3, 12])
    #expect(found.first?.message.contains("while scanning a quoted scalar") == true)
  }

  @Test("issue 32.6: an unclosed flow list is reported at its bracket, not a line late")
  func unclosedListWhereItOpens() {
    let yaml = "screens:\n  - id: a\n    body:\n      {kind: stack, children: [Clock\n"
    let found = ScreenFile.check(yaml, path: "l.yaml")
    #expect(found.map(\.kind) == [.syntax])
    #expect(found.first?.location.line == 4)
    #expect(found.first?.location.column == 31)
  }

  @Test("a second document is reported where it starts")
  func secondDocumentWhereItStarts() {
    let found = ScreenFile.check("screens: []\n---\nscreens: []\n", path: "two.yaml")
    #expect(found.map(\.kind) == [.syntax])
    #expect(found.first?.location.line == 2)
  }
}
