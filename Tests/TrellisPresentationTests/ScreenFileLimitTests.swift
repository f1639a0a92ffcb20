import Foundation
import Testing
import TrellisPresentation

/// Issue 27.2's input: ten anchors, each a stack of ten copies of the one
/// before (830 bytes; 10¹⁰ components once expanded).
let aliasBomb = """
  screens:
    - id: bomb
      title: Bomb
      body:
        kind: stack
        children:
          - &a {kind: text, text: lol}
          - &b {kind: stack, children: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]}
          - &c {kind: stack, children: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]}
          - &d {kind: stack, children: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]}
          - &e {kind: stack, children: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]}
          - &f {kind: stack, children: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]}
          - &g {kind: stack, children: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]}
          - &h {kind: stack, children: [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]}
          - &i {kind: stack, children: [*h, *h, *h, *h, *h, *h, *h, *h, *h, *h]}
          - &j {kind: stack, children: [*i, *i, *i, *i, *i, *i, *i, *i, *i, *i]}

  """

@Suite("Screen files: limits on size, nodes after alias expansion and nesting")
struct ScreenFileLimitTests {
  @Test("issue 27.2: the 830-byte alias bomb is refused where it passes the node limit")
  func aliasBombIsRefused() {
    #expect(aliasBomb.utf8.count == 830)
    let found = ScreenFile.check(aliasBomb, path: "bomb.yaml")
    #expect(found.map(\.kind) == [.limitExceeded])
    #expect(found.first?.message.contains("ScreenFileLimits.maximumNodeCount") == true)
    #expect(found.first?.message.contains("100000") == true)
    // In the last anchor's list: the first alias that passes 100,000.
    #expect(found.first?.location.line == 12)
  }

  @Test("issue 27.2: the alias bomb from disk, as the catalog and trellis-check load it")
  @MainActor func aliasBombFromDisk() throws {
    let path = FileManagerPath.temporary("bomb.yaml")
    try aliasBomb.write(toFile: path, atomically: true, encoding: .utf8)
    let error = #expect(throws: ScreenFileError.self) {
      try Storyboard(contentsOf: URL(fileURLWithPath: path))
    }
    #expect(error?.kind == .limitExceeded)
    #expect(error?.location.file == path)
    #expect(ScreenFileChecker.problems(inFiles: [path]).map(\.kind) == [.limitExceeded])
  }

  @Test("aliases within the limits still work, and count as what they repeat")
  func aliasesWithinTheLimits() throws {
    let yaml = """
      screens:
        - id: a
          body:
            kind: stack
            children:
              - &label {kind: text, text: Hi}
              - *label
              - *label
      """
    let file = try ScreenFile.parse(yaml, path: "a.yaml")
    #expect(file.screens[0].body.children.count == 3)
    // 12 nodes down to `children`'s list, then 3 labels of 5 (a mapping and
    // two pairs), two of them aliases: a limit of 27 passes, 26 does not.
    let fits = ScreenFile.check(
      yaml, path: "a.yaml", limits: ScreenFileLimits(maximumNodeCount: 27))
    #expect(fits.isEmpty)
    let tight = ScreenFile.check(
      yaml, path: "a.yaml", limits: ScreenFileLimits(maximumNodeCount: 26))
    #expect(tight.map(\.kind) == [.limitExceeded])
  }

  @Test("nesting through aliases is bounded by maximumNestingDepth")
  func nestingThroughAliases() {
    // Each anchor nests the one before ten levels deeper: 10 × 30 > 256.
    var lines = ["a0: &a0 x"]
    for level in 1...30 {
      let open = String(repeating: "[", count: 10)
      let close = String(repeating: "]", count: 10)
      lines.append("a\(level): &a\(level) \(open)*a\(level - 1)\(close)")
    }
    let found = ScreenFile.check(lines.joined(separator: "\n"), path: "deep.yaml")
    #expect(found.map(\.kind) == [.limitExceeded])
    #expect(found.first?.message.contains("ScreenFileLimits.maximumNestingDepth") == true)
  }

  @Test("issue 27.2: a file over maximumFileSize is refused before it is read")
  @MainActor func fileSizeIsCheckedBeforeReading() throws {
    let path = FileManagerPath.temporary("big.yaml")
    let big = "screens: []\n" + String(repeating: "# padding\n", count: 110_000)
    try big.write(toFile: path, atomically: true, encoding: .utf8)
    let found = ScreenFileChecker.problems(inFiles: [path])
    #expect(found.map(\.kind) == [.limitExceeded])
    #expect(found.first?.message.contains("over the limit of 1048576") == true)
    #expect(found.first?.message.contains("ScreenFileLimits.maximumFileSize") == true)
    let error = #expect(throws: ScreenFileError.self) {
      try Storyboard(contentsOf: URL(fileURLWithPath: path))
    }
    #expect(error?.kind == .limitExceeded)
    #expect(ScreenFile.check(big, path: "big.yaml").map(\.kind) == [.limitExceeded])
    let roomy = ScreenFileLimits(maximumFileSize: 2 << 20)
    #expect(
      ScreenFileChecker.problems(inFiles: [path], limits: roomy).map(\.kind) == [.missingProperty])
  }
}
