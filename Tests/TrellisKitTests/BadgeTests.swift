import Foundation
import TerminalTestSupport
import Testing
import Trellis
import TrellisKit

@MainActor
@Suite("Badges")
struct BadgeTests {
  @Test func countsAreCapped() {
    #expect(Badge.text(forCount: 0) == nil)
    #expect(Badge.text(forCount: -3) == nil)
    #expect(Badge.text(forCount: 7) == "7")
    #expect(Badge.text(forCount: 99) == "99")
    #expect(Badge.text(forCount: 100) == "99+")
    #expect(Badge.text(forCount: 12, cap: 9) == "9+")
  }

  @Test func shortTextIsCutAndControlCharactersShow() {
    #expect(Badge.shortText("new") == "new")
    #expect(Badge.shortText("beta-2") == "bet…")
    #expect(Badge.shortText("a\u{1B}b") == "a␛b")
  }

  @Test func aBadgeSitsOnTheTopRightOfAnyComponent() async {
    let screen = KitScreen(width: 30, height: 5)
    let lines = await screen.show(
      Stack(spacing: 1, alignment: .start) {
        Text("Inbox").frame(width: 8).badge(count: 120)
        Text("Drafts").frame(width: 8).badge(count: 0)
        Text("Updates").frame(width: 8).badge("new!!")
      })
    #expect(lines[0].hasPrefix("Inbox    99+"))
    #expect(lines[2].trimmingCharacters(in: .whitespaces) == "Drafts")
    #expect(lines[4].hasPrefix("Updates  new…"))
  }
}
