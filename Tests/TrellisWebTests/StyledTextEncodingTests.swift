import Foundation
import PropertyBased
import Testing
import Trellis
import TrellisTesting
import TrellisWeb

@Suite("Styled text on the wire")
struct StyledTextEncodingTests {
  /// The runs the page gets for `text`, as a text view's attribute.
  private func runs(of text: StyledText) -> [[Any]]? {
    var attributes = Attributes()
    attributes[.text] = text
    let json = JournalMessage.encode(
      ChangeJournal(entries: [.created(ViewID(rawValue: 1), kind: .text, attributes: attributes)]),
      root: ViewID(rawValue: 0), in: .characterGrid())
    let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let create = (object?["ops"] as? [[Any]])?.first
    return (create?[3] as? [String: Any])?["text"] as? [[Any]]
  }

  @Test("each run's link index is its link's in StyledText.links, whatever the runs")
  func linkIndicesMatchTheCore() async {
    let targets = ["https://a.example", "app://b", "javascript:alert(1)", "mailto:c@example.org"]
    await propertyCheck(count: 500, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SeededRandom(seed: UInt64(seed))
      var text = StyledText("")
      for index in 0..<(1 + Int(random.next() % 8)) {
        // Runs apart by style but with one target are one link.
        let pick = Int(random.next() % 6)
        let link = pick < targets.count ? targets[pick] : nil
        let bold = random.next() % 2 == 0
        text = text + StyledText("r\(index)", style: TextStyle(bold: bold, link: link))
      }
      guard let runs = runs(of: text) else {
        // All runs plain: a plain string, which has no links.
        #expect(text.links.isEmpty)
        return
      }
      #expect(runs.count == text.runs.count)
      let links = text.links
      for (position, run) in runs.enumerated() {
        let index = (run[2] as? [String: Any])?["link"] as? Int
        guard let index else {
          #expect(text.runs[position].style.link == nil)
          continue
        }
        guard links.indices.contains(index) else {
          Issue.record("run \(position) names link \(index) of \(links.count)")
          continue
        }
        #expect(links[index].runs.contains(position))
        let href = run[1] as? String
        let url = links[index].url
        #expect(href == (url.hasPrefix("https:") || url.hasPrefix("mailto:") ? url : nil))
      }
    }
  }
}
