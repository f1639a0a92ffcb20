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
    // Nothing asked: the override decides.
    #expect(!catalog.outputContains("\u{1B}[c"))
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
    let modes = try #require(text.range(of: "\u{1B}[?1049h"))
    #expect(asked.lowerBound < modes.lowerBound, "the probe comes before the modes")
    try catalog.waitForOutput("half blocks") { String(decoding: $0, as: UTF8.self).contains("▀") }
    #expect(!catalog.outputContains("\u{1B}_Ga=T"))
    try catalog.type([0x03])
    _ = try catalog.waitForExit()
  }
}
