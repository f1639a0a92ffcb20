import Foundation
import Trellis

/// A demo's own Swift source, highlighted, with line numbers, in a scroll
/// view: the code a reader copies.
struct SourcePage: Component {
  let file: String

  var body: some Component {
    if let source = try? String(contentsOfFile: file, encoding: .utf8) {
      let lines = SwiftHighlighter.highlight(source)
      let width = String(lines.count).count
      Stack(spacing: 0) {
        Text(StyledText(relativePath, style: TextStyle(bold: true))).tag("source-file")
        ScrollView {
          Stack(spacing: 0, alignment: .stretch) {
            for (number, line) in lines.enumerated() {
              Stack(.horizontal, spacing: 1) {
                Text(
                  String(repeating: " ", count: width - String(number + 1).count) + "\(number + 1)"
                )
                .foregroundColor(.brightBlack)
                Text(line).flex(grow: 1, shrink: 1)
              }.scaled().key(number)
            }
          }
        }.tag("source").flex(grow: 1, shrink: 1)
      }.flex(grow: 1, shrink: 1)
    } else {
      Text(
        "This demo's source, \(relativePath), is in the Trellis repository; run the catalog from a checkout to read it here."
      )
      .tag("source-missing")
    }
  }

  /// The file's path from the repository root, as a reader finds it.
  var relativePath: String {
    guard let range = file.range(of: "/Sources/", options: .backwards) else { return file }
    return String(file[file.index(after: range.lowerBound)...])
  }
}
