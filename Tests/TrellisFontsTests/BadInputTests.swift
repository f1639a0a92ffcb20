import Testing
import Trellis
import TrellisFonts

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Bad font files and texts give typed errors")
struct BadInputTests {
  @Test("a missing font file is named")
  func missingFile() {
    #expect(throws: FontError.fileNotFound(path: "/nonexistent/Font.ttf")) {
      try FontFamily(name: "X", regular: "/nonexistent/Font.ttf")
    }
  }

  @Test("a folder is not a readable font file")
  func folderIsUnreadable() {
    #expect(throws: FontError.unreadable(path: "/tmp", reason: "not a regular file")) {
      try FontFamily(name: "X", regular: "/tmp")
    }
  }

  @Test(
    "a file that is not a font is invalid, by path",
    arguments: [
      [UInt8](), Array("not a font at all".utf8), [0, 1, 0, 0, 0, 1, 0, 0],
    ])
  func invalidFont(bytes: [UInt8]) throws {
    let path = "/tmp/trellis-fonts-test-\(getpid())-\(bytes.count).ttf"
    let file = try #require(fopen(path, "wb"))
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    defer { unlink(path) }
    let error = #expect(throws: FontError.self) { try FontFamily(name: "X", regular: path) }
    guard case .invalidFont(let named, _) = error else {
      Issue.record("expected invalidFont, got \(String(describing: error))")
      return
    }
    #expect(named == path)
    #expect(error?.description.hasPrefix(path) == true)
  }

  @Test(
    "a missing bold face names its file", .enabled(if: DebianFonts.available, DebianFonts.missing))
  func missingFace() {
    #expect(throws: FontError.fileNotFound(path: "/nonexistent/Bold.ttf")) {
      try FontFamily(
        name: "X", regular: FontFallbackChain.DebianFontFile.sans, bold: "/nonexistent/Bold.ttf")
    }
  }

  @Test(
    "a text over the limit is refused before it is laid out",
    .enabled(if: DebianFonts.available, DebianFonts.missing))
  func textTooLong() {
    let limit = ProportionalTextMeasurer.maximumTextLength
    let text = StyledText(String(repeating: "a", count: limit + 1))
    #expect(throws: TextTooLongError(byteCount: limit + 1, limit: limit)) {
      try DebianFonts.measurer().measuredLines(of: text, maxWidth: 100, maxLines: nil)
    }
  }

  @Test(
    "measuring a text over the limit measures its first characters up to the limit",
    .enabled(if: DebianFonts.available, DebianFonts.missing))
  func measureCutsAtLimit() {
    let limit = ProportionalTextMeasurer.maximumTextLength
    let measurer = DebianFonts.measurer()
    let over = measurer.measure(
      StyledText(String(repeating: "ab\n", count: limit / 3 + 10)), maxWidth: nil, maxLines: nil)
    #expect(over.height == Double(limit / 3 + 1) * measurer.lineHeight)
  }

  @Test(
    "sizes that are not usable are clamped",
    .enabled(if: DebianFonts.available, DebianFonts.missing))
  func fontSizeClamped() throws {
    let chain = try #require(DebianFonts.chain)
    #expect(ProportionalTextMeasurer(fonts: chain, fontSize: .nan).fontSize == 16)
    #expect(ProportionalTextMeasurer(fonts: chain, fontSize: -3).fontSize == 1)
    #expect(ProportionalTextMeasurer(fonts: chain, fontSize: .infinity).fontSize == 1024)
    let measurer = DebianFonts.measurer()
    for width in [Double.nan, -5, 0, .infinity, 1e300] {
      let size = measurer.measure("Hello world", maxWidth: width, maxLines: nil)
      #expect(size.width.isFinite && size.width >= 0)
    }
  }
}
