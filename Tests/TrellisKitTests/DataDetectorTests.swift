import PropertyBased
import Testing
import Trellis
import TrellisKit

@Suite("Data detectors")
struct DataDetectorTests {
  private func found(_ text: String, _ types: DataDetector.Types = .all) -> [String] {
    let bytes = Array(text.utf8)
    return DataDetector(types: types).matches(in: text).map {
      String(decoding: bytes[$0.range], as: UTF8.self) + " → " + $0.url
    }
  }

  @Test func webLinks() {
    #expect(
      found("See https://example.com/a?b=1, (www.example.org/x) and HTTP://X.IO/p_(q).")
        == [
          "https://example.com/a?b=1 → https://example.com/a?b=1",
          "www.example.org/x → https://www.example.org/x",
          "HTTP://X.IO/p_(q) → http://X.IO/p_(q)",
        ])
    #expect(found("http:// and www. and nothttp://x.y").isEmpty)
  }

  @Test func emailAddresses() {
    #expect(
      found("Write to ada.l+news@math.example.co.uk. Or bob@x") == [
        "ada.l+news@math.example.co.uk → mailto:ada.l+news@math.example.co.uk"
      ])
    #expect(found("@ a@b .c x@y.1").isEmpty)
  }

  @Test func phoneNumbers() {
    #expect(
      found("Call +44 20 7946 0958, (555) 123-4567 or 555-1234 or 5551234567.") == [
        "+44 20 7946 0958 → tel:+442079460958",
        "(555) 123-4567 → tel:5551234567",
        "555-1234 → tel:5551234",
      ])
    #expect(found("pi is 3.14159265, a million is 1.000, order 12345678").isEmpty)
  }

  @Test func dates() {
    #expect(
      found("On 2026-11-25, 25 November 2026, Nov. 25, 2026 or dec 1 2027.") == [
        "2026-11-25 → date:2026-11-25",
        "25 November 2026 → date:2026-11-25",
        "Nov. 25, 2026 → date:2026-11-25",
        "dec 1 2027 → date:2027-12-01",
      ])
    #expect(found("2026-02-30 and Feb 30, 2024 and 2026-13-01").isEmpty)
    #expect(found("Feb 29, 2024") == ["Feb 29, 2024 → date:2024-02-29"])
  }

  @Test("a day and a space at the very end of the text are no date, and no crash")
  func dayAtTheEnd() {
    #expect(found("Due on 25 ").isEmpty)
    #expect(found("25 ").isEmpty)
    #expect(found("25 Nov").isEmpty)
  }

  @Test func onlyTheKindsAsked() {
    let text = "mail a@b.co or see https://x.org on 2026-01-02"
    #expect(found(text, .emailAddress) == ["a@b.co → mailto:a@b.co"])
    #expect(found(text, .date) == ["2026-01-02 → date:2026-01-02"])
    #expect(found(text, []).isEmpty)
  }

  @Test func addingLinksKeepsTheTextAndTheAuthorsLinks() {
    let text =
      StyledText("see https://a.org and ")
      + StyledText("https://b.org", style: TextStyle(link: "https://mine.org"))
      + StyledText(" or mail x@y.io", style: TextStyle(bold: true))
    let linked = DataDetector().addingLinks(to: text)
    #expect(linked.plainText == text.plainText)
    #expect(linked.links.map(\.url) == ["https://a.org", "https://mine.org", "mailto:x@y.io"])
    let mail = linked.runs.first { $0.text == "x@y.io" }
    #expect(mail?.style.bold == true)
  }

  @Test func aMatchAcrossRunsLinksEachPart() {
    let text = StyledText("https://a.", style: TextStyle(bold: true)) + StyledText("org/x")
    let linked = DataDetector().addingLinks(to: text)
    #expect(linked.runs.allSatisfy { $0.style.link == "https://a.org/x" })
  }

  @Test func matchesAreOrderedApartAndOnCharacterBoundaries() async {
    let pieces = [
      "a", " ", "@", ".", "-", "+", "(", ")", "1", "2026", "-11-", "25", "www.", "https://",
      "x.io", "é", "漢", "Nov ", ",", "/", "\n",
    ]
    await propertyCheck(input: Gen.int(in: 0..<pieces.count).array(of: 0...40)) { indices in
      let text = indices.map { pieces[$0] }.joined()
      let bytes = Array(text.utf8)
      var end = 0
      for match in DataDetector().matches(in: text) {
        #expect(match.range.lowerBound >= end && !match.range.isEmpty)
        #expect(match.range.upperBound <= bytes.count)
        for boundary in [match.range.lowerBound, match.range.upperBound]
        where boundary < bytes.count {
          #expect(bytes[boundary] & 0xC0 != 0x80)
        }
        end = match.range.upperBound
      }
      #expect(DataDetector().addingLinks(to: StyledText(text)).plainText == text)
    }
  }

  @MainActor
  @Test func liveDetectionDropsAResultOvertakenByANewerText() async {
    let detection = LiveLinkDetection(backgroundThreshold: 0)
    let long = StyledText(String(repeating: "see https://example.com ", count: 2000))
    let first = Task { await detection.detect(in: long) }
    let second = Task { await detection.detect(in: StyledText("mail a@b.co")) }
    let older = await first.value
    let newer = await second.value
    #expect(older == nil)
    #expect(newer?.links.map(\.url) == ["mailto:a@b.co"])
  }

  @MainActor
  @Test func shortTextsAreDetectedAtOnce() async {
    let detection = LiveLinkDetection()
    let linked = await detection.detect(in: "see www.x.org")
    #expect(linked?.links.map(\.url) == ["https://www.x.org"])
  }
}
