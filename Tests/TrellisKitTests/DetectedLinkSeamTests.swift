import Foundation
import PropertyBased
import TerminalTestSupport
import Testing
import Trellis
import TrellisKit
import TrellisTerminal

/// Issue 32, item 18: where detection, markup, links and the terminal meet.
@MainActor
@Suite("Detected links where the parts meet")
struct DetectedLinkSeamTests {
  private func links(in text: StyledText) -> [String] {
    text.runs.compactMap(\.style.link)
  }

  @Test("a detected date is no link for the system's handler, and no OSC 8 link for the app's")
  func detectedDateIsNeverARefusedOrTerminalLink() async {
    let text = "Meet on 2026-12-01, call +1 (555) 123-4567 or see www.swift.org."
    let systemLabel = AttributedLabel(StyledText(text)).detecting()
    #expect(
      links(in: systemLabel.displayedText) == [
        "tel:+15551234567", "https://www.swift.org",
      ])
    // Everything the system's handler is given is something it opens.
    for url in links(in: systemLabel.displayedText) {
      #expect((try? AppLink(url)) != nil, "\(url)")
    }

    let recorder = Recorder<String>()
    let appLabel = AttributedLabel(StyledText(text)).detecting().onLink { recorder.record($0) }
    #expect(links(in: appLabel.displayedText).first == "date:2026-12-01")
    let screen = KitScreen(width: 80, height: 3)
    await screen.show(appLabel)
    let written = String(decoding: screen.written, as: UTF8.self)
    #expect(!written.contains("date:"))
    #expect(written.contains(";tel:+15551234567\u{1B}\\"))
    // The date is still a link inside the app: a click reaches the handler.
    screen.click(column: 9, row: 0)
    await screen.waitUntil { !recorder.values.isEmpty }
    #expect(recorder.values == ["date:2026-12-01"])
  }

  @Test("the terminal writes OSC 8 for exactly the schemes the app-link service opens")
  func terminalSchemesAreTheAppLinkSchemes() {
    for scheme in Hyperlink.schemesOpenedOutsideTheApp {
      #expect((try? AppLink("\(scheme):x")) != nil, "\(scheme)")
    }
    for kind in DataDetector.Kind.allCases {
      let opens = (try? AppLink("\(kind.scheme):x")) != nil
      #expect(Hyperlink.opensOutsideTheApp("\(kind.scheme):x") == opens, "\(kind)")
      #expect(DataDetector.Types.openableBySystem.contains(kind.type) == opens, "\(kind)")
    }
  }

  @Test("a bare run of digits is never a phone number; grouped or international ones are")
  func bareDigitRunsAreNotPhoneNumbers() async {
    #expect(DataDetector().matches(in: "id 1234567890, order 987654321012").isEmpty)
    #expect(
      DataDetector().matches(in: "call 555 123 4567 or +15551234567").map(\.url) == [
        "tel:5551234567", "tel:+15551234567",
      ])
    await propertyCheck(input: Gen.int(in: 0...9).array(of: 7...15)) { values in
      let digits = values.map(String.init).joined()
      #expect(DataDetector(types: .phoneNumber).matches(in: "no. \(digits) here").isEmpty)
    }
  }

  @Test("a markup link's target may hold balanced parentheses, as in CommonMark")
  func markupLinkTargetsBalanceParentheses() throws {
    let text = try Markup.styledText(
      "[x](https://en.wikipedia.org/wiki/Swift_(language)) and [y](https://a.example/(b(c))d)")
    #expect(
      links(in: text) == [
        "https://en.wikipedia.org/wiki/Swift_(language)", "https://a.example/(b(c))d",
      ])
    #expect(text.plainText == "x and y")
    // Escaped parentheses need no partner, and read as themselves.
    #expect(
      links(in: try Markup.styledText(#"[z](https://a.example/\))"#)) == ["https://a.example/)"])
    // An unbalanced target is an unclosed link, shown as written.
    let (shown, errors) = Markup.parse("[x](https://a.example/(b")
    #expect(shown.plainText == "[x](https://a.example/(b")
    #expect(errors.map(\.kind) == [.unterminatedLink])
  }

  @Test("a markup error names a bad link target once, with the reason why")
  func markupErrorNamesTheTargetOnce() {
    for (markup, target) in [
      ("[a](b)", "b"), ("[a](1x:y)", "1x:y"), ("[a](x y)", "x y"),
    ] {
      let (_, errors) = Markup.parse(markup)
      let description = errors.first?.description ?? ""
      #expect(description.components(separatedBy: "“\(target)”").count == 2, "\(description)")
      #expect(description.components(separatedBy: "is not a link").count == 2, "\(description)")
    }
    #expect(
      Markup.parse("[a](b)").errors.first?.description
        == "1:5: “b” is not a link: it names no scheme such as https:")
  }
}
