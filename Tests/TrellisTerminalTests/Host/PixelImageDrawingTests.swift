import Foundation
import TerminalTestSupport
import Testing
import Trellis
import TrellisTerminal

@MainActor
@Suite("TerminalHost pixel images")
struct PixelImageDrawingTests {
  @Test func twoPixelsPerCellAsUpperHalfBlocks() async throws {
    // Red, green / blue, white.
    let image = try PixelImage(
      width: 2, height: 2,
      rgba: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])
    let screen = HostScreen(width: 4, height: 1)
    let lines = await screen.show(
      Image(pixels: image, altText: "flag").frame(width: 2, height: 1).alignSelf(.start))
    #expect(lines == ["▀▀"])
    #expect(screen.cell(x: 0, y: 0).style.foreground == .rgb(255, 0, 0))
    #expect(screen.cell(x: 0, y: 0).style.background == .rgb(0, 0, 255))
    #expect(screen.cell(x: 1, y: 0).style.foreground == .rgb(0, 255, 0))
    #expect(screen.cell(x: 1, y: 0).style.background == .rgb(255, 255, 255))
  }

  @Test func scaledToFitCentred() async throws {
    // A 1×2 image in 4×2 cells (4×4 pixels) is drawn 2×4, in columns 1–2.
    let image = try PixelImage(width: 1, height: 2, rgba: [9, 9, 9, 255, 7, 7, 7, 255])
    let screen = HostScreen(width: 4, height: 2)
    let lines = await screen.show(
      Image(pixels: image).frame(width: 4, height: 2).alignSelf(.start))
    #expect(lines == [" ▀▀", " ▀▀"])
    #expect(screen.cell(x: 1, y: 0).style.background == .rgb(9, 9, 9))
    #expect(screen.cell(x: 2, y: 1).style.foreground == .rgb(7, 7, 7))
  }

  @Test func transparentPixelsShowTheBackground() async throws {
    let image = try PixelImage(width: 1, height: 2, rgba: [9, 9, 9, 255, 0, 0, 0, 0])
    let screen = HostScreen(width: 2, height: 1)
    let lines = await screen.show(
      Image(pixels: image).frame(width: 1, height: 1).alignSelf(.start))
    #expect(lines == ["▀"])
    #expect(screen.cell(x: 0, y: 0).style.foreground == .rgb(9, 9, 9))
    #expect(screen.cell(x: 0, y: 0).style.background == .default)
  }

  @Test func netpbmFilesAreReadOnceAndOtherFilesShowTheirAltText() async throws {
    let directory = FileManager.default.temporaryDirectory
    let ppm = directory.appendingPathComponent("trellis-\(UUID().uuidString).ppm")
    try Data(Array("P6 1 2 255\n".utf8) + [0, 0, 0, 255, 255, 255]).write(to: ppm)
    defer { try? FileManager.default.removeItem(at: ppm) }
    let screen = HostScreen(width: 12, height: 1)
    let lines = await screen.show(
      Stack(.horizontal, spacing: 1) {
        Image(file: ppm.path, altText: "pic").frame(width: 1, height: 1)
        Image(file: "/nonexistent/photo.png", altText: "photo").frame(width: 5, height: 1)
      }.alignSelf(.start))
    #expect(lines == ["▀ photo"])
    #expect(screen.cell(x: 0, y: 0).style.foreground == .rgb(0, 0, 0))
    #expect(screen.cell(x: 0, y: 0).style.background == .rgb(255, 255, 255))
  }
}
