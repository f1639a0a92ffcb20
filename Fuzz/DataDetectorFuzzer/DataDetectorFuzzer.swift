// Fuzzes the data detectors. The input is read as UTF-8 (invalid bytes become
// U+FFFD). Matches must be in order, not overlap, lie within the text, start
// and end on character boundaries, and carry a link of their kind's scheme;
// adding them as links must keep the text's characters unchanged.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise it
// replays the files or folders given as arguments (both through FuzzSupport's
// FuzzTarget).

import FuzzSupport
import Trellis
import TrellisKit

@main
enum DataDetectorFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    let string = String(decoding: data, as: UTF8.self)
    let utf8 = Array(string.utf8)
    let detector = DataDetector()
    let matches = detector.matches(in: string)
    var previousEnd = 0
    for match in matches {
      if match.range.lowerBound < previousEnd || match.range.upperBound > utf8.count
        || match.range.isEmpty
      {
        fatalError("match \(match) out of order or out of the text")
      }
      for boundary in [match.range.lowerBound, match.range.upperBound] where boundary < utf8.count {
        if utf8[boundary] & 0xC0 == 0x80 { fatalError("match \(match) splits a character") }
      }
      let scheme: String =
        switch match.kind {
        case .link: "http"
        case .emailAddress: "mailto:"
        case .phoneNumber: "tel:"
        case .date: "date:"
        }
      if !match.url.hasPrefix(scheme) { fatalError("match \(match) has the wrong scheme") }
      previousEnd = match.range.upperBound
    }
    let text = StyledText(runs: [
      StyledText.Run(String(string.prefix(string.count / 2))),
      StyledText.Run(String(string.dropFirst(string.count / 2)), style: TextStyle(bold: true)),
    ])
    let linked = detector.addingLinks(to: text)
    if linked.plainText != text.plainText { fatalError("adding links changed the text") }
    if linked.links.count > matches.count { fatalError("more links than matches") }
  }
}
