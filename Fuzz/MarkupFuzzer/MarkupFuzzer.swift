// Fuzzes the markup parser. The input is read as UTF-8 (invalid bytes become
// U+FFFD). For every input, both the lenient and the strict reading must return,
// and agree: the strict one throws exactly the lenient one's first error; the
// text must hold no control character but newlines; every link must be a URL
// with a scheme; and its lines cut by truncation (at a width and mode the input picks) must fit.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise it
// replays the files or folders given as arguments (both through FuzzSupport's
// FuzzTarget).

import FuzzSupport
import Trellis
import TrellisKit

@main
enum MarkupFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    let markup = String(decoding: data, as: UTF8.self)
    let (text, errors) = Markup.parse(markup)
    do {
      _ = try Markup.styledText(markup)
      if !errors.isEmpty { fatalError("strict reading accepted what the lenient one did not") }
    } catch {
      if error != errors.first {
        fatalError("strict error \(error) is not \(String(describing: errors.first))")
      }
    }
    for run in text.runs {
      for scalar in run.text.unicodeScalars
      where scalar.value != 0x0A && (scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)) {
        fatalError("control character U+\(String(scalar.value, radix: 16)) reached the text")
      }
      if let link = run.style.link {
        do { _ = try AppLink.scheme(of: link) } catch { fatalError("bad link \(link): \(error)") }
      }
    }
    // One width and mode per input, chosen by it: cheap enough for a
    // million runs, and libFuzzer still reaches every combination.
    let measurer = GridTextMeasurer.cells
    let width = 2 + data.count % 29
    let mode = TextTruncation.allCases[data.count % 3]
    let lines = measurer.lines(of: text, maxWidth: Double(width), maxLines: 2, truncation: mode)
    if lines.count > 2 { fatalError("more lines than allowed") }
    for line in lines {
      // Spaces before a hard break may run past the width in any wrapped
      // text (they are not drawn past the view); what shows must fit.
      var shown = Substring(line.plainText)
      while shown.last == " " { shown = shown.dropLast() }
      if measurer.width(of: shown) > width {
        fatalError("a \(mode) line is wider than \(width): \(line)")
      }
    }
  }
}
