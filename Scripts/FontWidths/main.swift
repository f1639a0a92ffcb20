// Prints the server's measurement of each line of standard input, for
// Scripts/compare-font-widths.py: input lines are `STYLE<TAB>TEXT` (STYLE
// is regular, bold, italic or boldItalic); output lines are
// `WIDTH<TAB>HEIGHT` in CSS pixels at the size given as the first argument
// (16 when absent), one line of text each (no wrapping).
import Trellis
import TrellisFonts

#if canImport(Glibc)
  import Glibc
#endif

let size = CommandLine.arguments.dropFirst().first.flatMap(Double.init) ?? 16
let measurer: ProportionalTextMeasurer
do {
  measurer = ProportionalTextMeasurer(fonts: try FontFallbackChain.debian(), fontSize: size)
} catch {
  print("error: \(error)")
  exit(1)
}
while let line = readLine() {
  let fields = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
  let style = FaceStyle(rawValue: String(fields[0])) ?? .regular
  let text = fields.count > 1 ? String(fields[1]) : ""
  let styled = StyledText(
    text,
    style: TextStyle(
      bold: style == .bold || style == .boldItalic,
      italic: style == .italic || style == .boldItalic))
  let measured = measurer.measure(styled, maxWidth: nil, maxLines: nil)
  print("\(measured.width)\t\(measurer.lineHeight)")
}
