import Foundation
import Testing
import Trellis

/// What the hand-written client may do with the strings it is sent, read
/// from its source: the checks a reviewer would make, kept.
@Suite("Client script")
struct ClientScriptTests {
  private static let script: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/TrellisWeb/Client/trellis.js").standardized
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  @Test("the client never parses a string as HTML or code")
  func noMarkupSinks() {
    #expect(Self.script.utf8.count > 10_000)
    for sink in [
      "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "Function(",
      "cssText", "setAttribute(\"style\"", "setAttribute(\"on", "srcdoc", "DOMParser",
      "createContextualFragment",
    ] {
      #expect(!Self.script.contains(sink), "the client uses \(sink)")
    }
  }

  @Test("the client sets only ARIA attributes and roles by name; links only after the scheme check")
  func vettedAttributes() throws {
    let names = try Regex(#"setAttribute\("([^"]+)""#)
    for match in Self.script.matches(of: names) {
      let name = String(match.output[1].substring ?? "")
      #expect(name == "role" || name.hasPrefix("aria-"), "the client sets \(name)")
    }
    // Two places set an href: a link run, after its scheme check, and the
    // theme's style sheet, only for the server's own `/theme/` path.
    let hrefs = Self.script.components(separatedBy: ".href = ").count - 1
    #expect(hrefs == 2)
    #expect(Self.script.contains("allowedLink(href, location.href)) {\n        span.href = href"))
    #expect(Self.script.contains(#"!message.href.startsWith("/theme/")) return;"#))
    // One place opens a window: the `open` message, after the same check
    // (absolute URLs only), in a new tab that cannot reach the page.
    #expect(Self.script.components(separatedBy: "window.open(").count - 1 == 1)
    #expect(
      Self.script.contains(
        #"allowedLink(url)) window.open(url, "_blank", "noopener,noreferrer");"#))
  }

  @Test("the client's dispatch table has an entry for every built-in view kind")
  func everyKindHasARenderer() {
    let kinds: [ViewKind] = [
      .container, .text, .columnRow, .image, .button, .textField, .textArea, .toggle, .slider,
      .segmentedControl, .datePicker, .indexBar, .activityIndicator, .progressBar, .badge,
      .divider, .scrollView, .list, .listItem, .keyCommandFooter, .modalBackdrop, .dialog, .sheet,
    ]
    for kind in kinds {
      #expect(Self.script.contains("\n  \(kind.name): ["), "no entry for \(kind.name)")
    }
  }

  @Test("the client stays under its size budget of 30 KB unminified")
  func sizeBudget() {
    #expect(Self.script.utf8.count < 30_000)
  }
}
