import Foundation
import Testing
import TrellisTerminal

/// The catalog's images on a real pseudo-terminal, with the graphics
/// protocol chosen at start-up.
@Suite("Catalog images through a pty", .serialized)
struct CatalogGraphicsPseudoTerminalTests {
  private func startCatalog(_ environment: [String]) throws -> ProbeProcess {
    try ProbeProcess(
      executable: ProbeProcess.executablePath("catalog"), arguments: [],
      columns: 80, rows: 24, environment: environment, ownSession: true)
  }

  private func screen(_ output: [UInt8]) -> [String] {
    var terminal = MemoryTerminal(width: 80, height: 24)
    terminal.write(output)
    return terminal.lines
  }

  /// Opens the photo album through the command palette.
  private func openPhotoAlbum(_ catalog: ProbeProcess) throws {
    try catalog.waitForOutput("the home screen") { screen($0)[0].contains("Trellis catalog") }
    try catalog.type("\u{10}")  // Ctrl-P
    try catalog.waitForOutput("the palette") {
      screen($0).contains { $0.contains("Type to search commands") }
    }
    try catalog.type("Photo album\r")
    try catalog.waitForOutput("the photo album") { screen($0)[0].contains("Photo album") }
  }

  @Test("TRELLIS_GRAPHICS=kitty: the photo album's images are sent as kitty APC sequences")
  func kittyImages() throws {
    let catalog = try startCatalog(["TRELLIS_GRAPHICS=kitty"])
    try openPhotoAlbum(catalog)
    try catalog.waitForOutput("a kitty image") { output in
      String(decoding: output, as: UTF8.self).contains("\u{1B}_Ga=T,f=32,")
    }
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
    #expect(catalog.attributesAreRestored())
  }

  @Test("a terminal that answers nothing is asked first, then gets half blocks")
  func probeThenHalfBlocks() throws {
    let catalog = try startCatalog([])
    try openPhotoAlbum(catalog)
    let text = String(decoding: catalog.output, as: UTF8.self)
    let asked = try #require(text.range(of: "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"))
    let modes = try #require(text.range(of: "\u{1B}[?1002h"))
    #expect(asked.lowerBound < modes.lowerBound, "the probe comes before the mouse modes")
    try catalog.waitForOutput("half blocks") { String(decoding: $0, as: UTF8.self).contains("▀") }
    #expect(!catalog.outputContains("\u{1B}_Ga=T"))
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
  }

  /// Starts the catalog and answers its start-up probe as a terminal
  /// would: `answers` once the query (ending in a device attributes
  /// request) has been written.
  private func startAnswering(_ answers: String, environment: [String] = []) throws
    -> ProbeProcess
  {
    let catalog = try startCatalog(["TRELLIS_PROBE_TIMEOUT=5000"] + environment)
    try catalog.waitForOutput("the start-up probe") {
      String(decoding: $0, as: UTF8.self).contains("\u{1B}[c")
    }
    try catalog.type(answers)
    return catalog
  }

  @Test("the probe's cell size (CSI 16 t) sizes kitty images, sent with real pixels")
  func kittyImagesCarryRealPixels() throws {
    let catalog = try startAnswering(
      "\u{1B}[6;18;9t\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[2;3R"
        + "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c")
    try openPhotoAlbum(catalog)
    // A 12 × 6 cell thumbnail at 9 × 18 pixels a cell.
    let header = "\u{1B}_Ga=T,f=32,s=108,v=108,"
    try catalog.waitForOutput("a thumbnail at the terminal's pixel size") { output in
      let text = String(decoding: output, as: UTF8.self)
      guard let start = text.range(of: header) else { return false }
      return text[start.upperBound...].contains("m=0;")
    }
    let text = String(decoding: catalog.output, as: UTF8.self)
    let pixels = try #require(Self.kittyPayload(in: text, after: header))
    var colors = Set<UInt32>()
    for index in stride(from: 0, to: pixels.count - 3, by: 4) where pixels[index + 3] > 0 {
      colors.insert(
        UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2]))
    }
    // Half-block detail would be 12 × 12 pixels: at most 144 colours.
    #expect(colors.count > 1000)
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
    #expect(catalog.attributesAreRestored())
  }

  @Test("TRELLIS_GRAPHICS=sixel on a terminal whose probe denies sixel: no sixel data, half blocks")
  func forcedSixelDeniedFallsBack() throws {
    let catalog = try startAnswering("\u{1B}[?62;22c", environment: ["TRELLIS_GRAPHICS=sixel"])
    try openPhotoAlbum(catalog)
    try catalog.waitForOutput("half blocks") { String(decoding: $0, as: UTF8.self).contains("▀") }
    #expect(!catalog.outputContains("\u{1B}Pq"))
    #expect(!catalog.outputContains("\u{1B}P0;1;0q"))
    // The note went to the log, not the screen.
    #expect(!catalog.outputContains("deny"))
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
  }

  /// The decoded pixels of the kitty image whose first chunk starts with
  /// `header`: its chunks' base64 payloads joined.
  static func kittyPayload(in text: String, after header: String) -> [UInt8]? {
    guard let start = text.range(of: header) else { return nil }
    var rest = text[start.upperBound...]
    var base64 = ""
    while true {
      guard let semicolon = rest.firstIndex(of: ";"),
        let end = rest.range(of: "\u{1B}\\")
      else { return nil }
      let keys = rest[..<semicolon]
      base64 += rest[rest.index(after: semicolon)..<end.lowerBound]
      if keys.hasSuffix("m=0") { break }
      rest = rest[end.upperBound...]
      guard let next = rest.range(of: "\u{1B}_G") else { return nil }
      rest = rest[next.upperBound...]
    }
    return Data(base64Encoded: base64).map { [UInt8]($0) }
  }
}
