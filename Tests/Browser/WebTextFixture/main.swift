// The browser suite's text-width fixture (Tests/Browser/test_text_widths.py):
// serves a corpus of lines as Text components through TrellisWeb, so the
// browser's rendered widths can be compared with the server's measurement.
//
// Usage: web-text-fixture CORPUS.tsv [PORT]
// CORPUS lines are `STYLE<TAB>TEXT` (regular, bold, italic, boldItalic), as
// Scripts/font-corpus.tsv. Prints one JSON line with each line's measured
// width and the server's line height, then the URL, then serves until
// killed. Each corpus line is shown twice: on one line as it is, and
// wrapped in a column `wrapWidth` wide, whose line count the server decided.
// Then a few hostile strings (see `HostileStrings`).
import Foundation
import Trellis
import TrellisFonts
import TrellisWeb

#if canImport(Glibc)
  import Glibc
#endif

/// One corpus line and what the server measured for it.
struct FixtureLine: Encodable {
  let style: String
  let text: String
  /// The width on one line, in CSS pixels.
  let width: Double
  /// The lines it takes wrapped at `wrapWidth`.
  let wrappedLines: Int
}

/// What the fixture prints before the URL.
struct Manifest: Encodable {
  let fontSize: Double
  let lineHeight: Double
  let wrapWidth: Double
  let lines: [FixtureLine]
}

/// The width the wrapped copies are laid out in.
let wrapWidth = 150.0
let fontSize = 16.0

func styled(_ text: String, style: String) -> StyledText {
  StyledText(
    text,
    style: TextStyle(
      bold: style == "bold" || style == "boldItalic",
      italic: style == "italic" || style == "boldItalic"))
}

func readCorpus(_ path: String) throws -> [(style: String, text: String)] {
  let data = try String(contentsOfFile: path, encoding: .utf8)
  return data.split(separator: "\n").map { line in
    let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
    return (String(fields[0]), fields.count > 1 ? String(fields[1]) : "")
  }
}

/// Every line alone, then every line wrapped in a narrow column.
struct CorpusPage: Component {
  let corpus: [(style: String, text: String)]

  var body: some Component {
    ScrollView {
      Stack(spacing: 0, alignment: .start) {
        for line in corpus {
          Text(styled(line.text, style: line.style))
        }
        for line in corpus {
          Text(styled(line.text, style: line.style)).frame(width: .points(wrapWidth))
        }
        HostileStrings()
      }
    }
  }
}

/// Strings a screen file or a web page might hold, for the suite's security
/// test: markup must show as its characters, a `javascript:` link must not
/// be a link, an `http:` one must.
struct HostileStrings: Component {
  var body: some Component {
    Text("<script>window.trellisInjected = 'script'</script>")
    Text("<img src=\"/missing.png\" onerror=\"window.trellisInjected = 'img'\">")
    Text("a javascript: link").link("javascript:window.trellisInjected='link'")
    Text("an http: link").link("http://127.0.0.1:9/")
  }
}

let arguments = CommandLine.arguments.dropFirst()
guard let corpusPath = arguments.first else {
  FileHandle.standardError.write(Data("usage: web-text-fixture CORPUS.tsv [PORT]\n".utf8))
  exit(2)
}
let port = arguments.dropFirst().first.flatMap(Int.init) ?? 0
do {
  let corpus = try readCorpus(corpusPath)
  let fonts = try FontFallbackChain.debian()
  let measurer = ProportionalTextMeasurer(fonts: fonts, fontSize: fontSize)
  let lines = corpus.map { line in
    let text = styled(line.text, style: line.style)
    let single = measurer.measure(text, maxWidth: nil, maxLines: nil)
    let wrapped = measurer.measure(text, maxWidth: wrapWidth, maxLines: nil)
    return FixtureLine(
      style: line.style, text: line.text, width: single.width,
      wrappedLines: Int((wrapped.height / measurer.lineHeight).rounded()))
  }
  let manifest = Manifest(
    fontSize: fontSize, lineHeight: measurer.lineHeight, wrapWidth: wrapWidth, lines: lines)
  let json = try JSONEncoder().encode(manifest)
  FileHandle.standardOutput.write(json + Data("\n".utf8))
  let server = try WebServer(
    configuration: WebServerConfiguration(
      port: port, title: "Trellis text widths",
      fontSize: fontSize),
    fonts: fonts
  ) { session in
    session.root.renderSynchronously(CorpusPage(corpus: corpus))
  }
  try await server.run { port in
    FileHandle.standardOutput.write(Data("Serving at http://127.0.0.1:\(port)/\n".utf8))
  }
} catch {
  FileHandle.standardError.write(Data("web-text-fixture: \(error)\n".utf8))
  exit(1)
}
