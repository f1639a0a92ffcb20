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

/// An image filling the screen under a dialog.
private struct WideImageUnderDialog: Component {
  var image: PixelImage

  var body: some Component {
    Stack(alignment: .start) {
      Image(pixels: image).frame(width: 20, height: 7)
    }
    .modal(isPresented: true, title: "Hi") {
      Text("x").tag("dialog-text")
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

  @Test("under a dialog, images stay pictures: dimmed pixels, no half blocks in the cells")
  func dialogKeepsImagesAsPictures() async throws {
    let loop = makeLoop(DescribingGraphics(imagesLiveInCells: true))
    try await loop.show(DialogOverImage(image: image, isPresented: false))
    await loop.root.render(DialogOverImage(image: image, isPresented: true))
    try loop.drawFrame()
    let placements = loop.host.imagePlacements(cellPixels: .fallback)
    #expect(placements.count == 1)
    #expect(placements.first?.image.rgba == [127, 0, 0, 255, 0, 0, 127, 255])
    #expect(!loop.display.backend.cells.lines.joined().contains("▀"))
    await loop.root.render(DialogOverImage(image: image, isPresented: false))
    try loop.drawFrame()
    #expect(loop.host.imagePlacements(cellPixels: .fallback).first?.image == image)
  }

  @Test("an image under a dialog's panel is cut around it: no piece overlaps the panel")
  func imageIsCutAroundThePanel() async throws {
    let loop = makeLoop(DescribingGraphics(imagesLiveInCells: true))
    let big = try PixelImage(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))
    try await loop.show(WideImageUnderDialog(image: big))
    let placements = loop.host.imagePlacements(cellPixels: .fallback)
    let panel = try #require(loop.host.find(tag: "dialog-text"))
    let panelRow = Int(panel.absoluteFrame.minY)
    #expect(placements.count >= 2)
    let covered = placements.reduce(0) { $0 + Int($1.visible.width * $1.visible.height) }
    #expect(covered < 20 * 7, "the panel's cells are left out")
    for placement in placements {
      let rows = Int(placement.visible.minY)..<Int(placement.visible.maxY)
      let columns = Int(placement.visible.minX)..<Int(placement.visible.maxX)
      #expect(
        !(rows.contains(panelRow) && columns.contains(Int(panel.absoluteFrame.minX))),
        "a piece covers the dialog's text")
    }
    #expect(Set(placements.map(\.id)).count == placements.count)
  }

  @Test("half blocks under a dialog are darkened, not striped by a faint upper half")
  func halfBlocksDimEvenly() async throws {
    let loop = TerminalRunLoop(
      backend: MemoryTerminal(width: 20, height: 8), size: TerminalSize(columns: 20, rows: 8))
    try await loop.show(DialogOverImage(image: image, isPresented: true))
    let screen = loop.display.backend.cells
    let row = 1
    let column = try #require((0..<20).first { screen[$0, row].grapheme == "▀" })
    let cell = screen[column, row]
    #expect(!cell.style.attributes.contains(.dim))
    #expect(cell.style.foreground == .rgb(127, 0, 0))
    #expect(cell.style.background == .rgb(0, 0, 127))
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
