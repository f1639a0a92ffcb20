import PropertyBased
import Testing
import Trellis
import TrellisKit

@Suite("Markup")
struct MarkupTests {
  @Test func boldItalicCodeAndLinksBecomeStyledRuns() throws {
    let text = try Markup.styledText("a **b** *c* `d*e` [f](https://x.org)")
    #expect(text.plainText == "a b c d*e f")
    let styles = Dictionary(text.runs.map { ($0.text, $0.style) }) { first, _ in first }
    #expect(styles["b"]?.bold == true)
    #expect(styles["c"]?.italic == true)
    #expect(styles["d*e"]?.foreground == .cyan)
    #expect(styles["f"]?.link == "https://x.org")
  }

  @Test func markupNests() throws {
    let text = try Markup.styledText("**bold *both***[**x**](mailto:a@b.co)")
    let both = try #require(text.runs.first { $0.text == "both" })
    #expect(both.style.bold && both.style.italic)
    let link = try #require(text.runs.first { $0.text == "x" })
    #expect(link.style.bold && link.style.link == "mailto:a@b.co")
  }

  @Test func threeStarsCloseBoldAndItalic() throws {
    for markup in ["**a *b***", "*a **b***", "***b***"] {
      let text = try Markup.styledText(markup)
      let b = try #require(text.runs.first { $0.text == "b" })
      #expect(b.style.bold && b.style.italic, "\(markup)")
      #expect(!text.plainText.contains("*"))
    }
  }

  @Test func aBackslashEscapesAnyCharacter() throws {
    let text = try Markup.styledText(#"\*not italic\* \[not](a link) \\"#)
    #expect(text.plainText == #"*not italic* [not](a link) \"#)
    #expect(text.runs.count == 1)
  }

  @Test func bracketsWithoutATargetAreText() throws {
    let text = try Markup.styledText("[1] and [2]")
    #expect(text.plainText == "[1] and [2]")
  }

  @Test func anUnclosedDelimiterShowsAsWrittenAndSaysWhere() {
    let (text, errors) = Markup.parse("line one\nsome **bold")
    #expect(text.plainText == "line one\nsome **bold")
    #expect(errors == [MarkupError(.unterminated(delimiter: "**"), line: 2, column: 6)])
    #expect(errors.first?.description == "2:6: “**” is never closed")
    #expect(throws: errors[0]) { try Markup.styledText("line one\nsome **bold") }
  }

  @Test func anUnterminatedLinkIsAnError() {
    let (text, errors) = Markup.parse("see [docs](https://x.org")
    #expect(text.plainText == "see [docs](https://x.org")
    #expect(errors.map(\.kind) == [.unterminatedLink])
    #expect(text.links.isEmpty)
  }

  @Test func anInvalidOrEmptyTargetShowsTheTextWithoutALink() {
    let (text, errors) = Markup.parse("[a](not a url) [b]()")
    #expect(text.plainText == "a b")
    #expect(text.links.isEmpty)
    #expect(errors.count == 2)
    guard case .invalidLinkTarget("not a url", .invalidCharacter(" ", offset: 3)) = errors[0].kind
    else {
      Issue.record("unexpected \(errors[0])")
      return
    }
    #expect(errors[1].kind == .emptyLinkTarget)
  }

  @Test func controlCharactersAndEscapesShowAsSymbols() {
    let (text, _) = Markup.parse("red \u{1B}[31mtext\u{7}\tend\u{9B}")
    #expect(text.plainText == "red ␛[31mtext␇ end\u{FFFD}")
  }

  @Test func deepNestingReadsAsTextPastTheLimit() {
    let markup =
      String(repeating: "**[", count: 3000) + "x"
      + String(repeating: "](https://a.b)**", count: 3000)
    let (text, errors) = Markup.parse(markup)
    #expect(text.plainText.contains("x"))
    #expect(errors.count <= 100)
    let stars = String(repeating: "*", count: 10001)
    #expect(Markup.parse(stars).text.plainText.count <= stars.count)
  }

  @Test func textWithoutMarkupCharactersIsItself() async {
    let alphabet = Array("abc XYZ 123,.!?\n漢字é")
    await propertyCheck(input: Gen.int(in: 0..<alphabet.count).array(of: 0...60)) { indices in
      let plain = String(indices.map { alphabet[$0] })
      let (text, errors) = Markup.parse(plain)
      #expect(text.plainText == plain)
      #expect(errors.isEmpty)
    }
  }

  @Test func anyMarkupReadsWithoutLosingOrAddingLetters() async {
    // No parentheses: a link's target is not shown, so its letters go.
    let alphabet = Array("ab *`[]\\:h\n")
    await propertyCheck(input: Gen.int(in: 0..<alphabet.count).array(of: 0...40)) { indices in
      let markup = String(indices.map { alphabet[$0] })
      let (text, _) = Markup.parse(markup)
      // Markup characters may go; letters never do.
      #expect(text.plainText.filter(\.isLetter) == markup.filter(\.isLetter))
    }
  }
}
