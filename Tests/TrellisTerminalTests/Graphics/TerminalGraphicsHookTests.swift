import Testing
import Trellis
import TrellisTerminal

/// A strategy that writes what it is asked, readably.
private struct DescribingGraphics: TerminalGraphics {
  var imagesLiveInCells: Bool

  func show(_ placement: TerminalImagePlacement) -> [UInt8] {
    let visible = placement.visible
    return Array(
      "<show \(Int(visible.minX)),\(Int(visible.minY)) \(Int(visible.width))x\(Int(visible.height))>"
        .utf8)
  }

  func remove(id: Int) -> [UInt8] { imagesLiveInCells ? [] : Array("<remove>".utf8) }
}

/// An image under a line of text, with a dialog over both when asked.
private struct DialogOverImage: Component {
  var image: PixelImage
  var isPresented: Bool

  var body: some Component {
    Stack(alignment: .start) {
      Text("ab")
      Image(pixels: image).frame(width: 2, height: 1)
    }
    .modal(isPresented: isPresented, title: "Hi") {
      Text("x")
    } actions: {
      Button("OK") {}
    }
  }
}

@MainActor
@Suite("The terminal's image graphics hook")
struct TerminalGraphicsHookTests {
  let image = try! PixelImage(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255])

  fileprivate func makeLoop(_ graphics: DescribingGraphics) -> TerminalRunLoop<MemoryTerminal> {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 20, height: 8), size: TerminalSize(columns: 20, rows: 8),
      capabilities: TerminalCapabilities(synchronizedOutput: false))
    loop.graphics = graphics
    return loop
  }

  @Test("with a strategy the image's cells stay blank and the strategy is asked")
  func cellsStayBlank() async throws {
    let loop = makeLoop(DescribingGraphics(imagesLiveInCells: false))
    try await loop.show(DialogOverImage(image: image, isPresented: false))
    #expect(loop.display.backend.lines[1] == "")
    #expect(loop.host.imagePlacements(cellPixels: .fallback).count == 1)
  }

  @Test("under a dialog, images are drawn in cells (dimmed) and the layer's image removed")
  func dialogDrawsImagesInCells() async throws {
    let loop = makeLoop(DescribingGraphics(imagesLiveInCells: false))
    try await loop.show(DialogOverImage(image: image, isPresented: false))
    await loop.root.render(DialogOverImage(image: image, isPresented: true))
    try loop.drawFrame()
    #expect(loop.host.imagePlacements(cellPixels: .fallback).isEmpty)
    #expect(loop.display.backend.screen.lines.joined().contains("▀"))
    await loop.root.render(DialogOverImage(image: image, isPresented: false))
    try loop.drawFrame()
    #expect(loop.host.imagePlacements(cellPixels: .fallback).count == 1)
    #expect(!loop.display.backend.screen.lines.joined().contains("▀"))
  }

  @Test("without a strategy images are half blocks")
  func halfBlocksByDefault() async throws {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 20, height: 8), size: TerminalSize(columns: 20, rows: 8))
    try await loop.show(DialogOverImage(image: image, isPresented: false))
    #expect(loop.display.backend.lines[1].contains("▀"))
    #expect(loop.host.imagePlacements(cellPixels: .fallback).isEmpty)
  }
}
