import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTerminal
import TrellisTerminalGraphics

/// A terminal that keeps every frame's bytes, and shows them as a
/// `MemoryTerminal` would.
struct RecordingTerminal: TerminalBackend {
  var memory: MemoryTerminal
  var frames: [[UInt8]] = []

  init(width: Int, height: Int) {
    memory = MemoryTerminal(width: width, height: height)
  }

  mutating func write(_ bytes: [UInt8]) throws(TerminalError) {
    frames.append(bytes)
    memory.write(bytes)
  }

  var lastFrame: String { String(decoding: frames.last ?? [], as: UTF8.self) }
}

/// Shows or hides an image below a line of text, so a test can take it away.
struct ImageScreen: Component {
  var image: PixelImage
  var showsImage = true

  var body: some Component {
    Stack(alignment: .start) {
      Text("ab").alignSelf(.start)
      if showsImage {
        Image(pixels: image, altText: "flag").frame(width: 2, height: 1).alignSelf(.start)
      }
    }
  }
}

/// Text rows with an image four rows high between them, in a scroll view
/// three rows high.
struct ScrolledImage: Component {
  var image: PixelImage

  var body: some Component {
    ScrollView {
      Text("r0").alignSelf(.start)
      Text("r1").alignSelf(.start)
      Image(pixels: image).frame(width: 2, height: 4).alignSelf(.start)
      for index in 6..<10 { Text("r\(index)").alignSelf(.start) }
    }.frame(height: .points(3))
  }
}

@MainActor
@Suite("Images through a graphics protocol, frame by frame")
struct TerminalGraphicsFrameTests {
  /// Red, blue / green, white: 2 × 2 pixels, one cell's worth across two
  /// cells of 1 × 2 pixels.
  let flag = try! PixelImage(
    width: 2, height: 2,
    rgba: [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 255, 255, 255])

  func makeLoop(
    _ graphics: (any TerminalGraphics)?, width: Int = 6, height: Int = 3,
    colorDepth: ColorDepth = .trueColor
  ) -> TerminalRunLoop<RecordingTerminal> {
    let loop = TerminalRunLoop(
      backend: RecordingTerminal(width: width, height: height),
      size: TerminalSize(columns: width, rows: height),
      capabilities: TerminalCapabilities(colorDepth: colorDepth, synchronizedOutput: true),
      frameInterval: .milliseconds(1))
    loop.graphics = graphics
    loop.cellPixels = CellPixels(width: 1, height: 2)
    return loop
  }

  /// The first frame's bytes for the flag below "ab".
  func firstFrame(_ graphics: (any TerminalGraphics)?, colorDepth: ColorDepth = .trueColor)
    async throws -> String
  {
    let loop = makeLoop(graphics, colorDepth: colorDepth)
    try await loop.show(ImageScreen(image: flag))
    return loop.display.backend.lastFrame
  }

  /// What every first frame starts with: the screen cleared, "ab".
  let start = "\u{1B}[?2026h\u{1B}[0m\u{1B}[2J\u{1B}[Hab"

  @Test("kitty: the cells stay blank; the image follows them at row 2, cursor saved")
  func kittyGolden() async throws {
    let frame = try await firstFrame(ProtocolGraphics(protocol: .kitty))
    #expect(
      frame
        == start + "\u{1B}[?25l\u{1B}7\u{1B}[2;1H"
        + "\u{1B}_Ga=T,f=32,s=2,v=2,c=2,r=1,i=4,C=1,q=2,m=0;/wAA/wAA//8A/wD//////w==\u{1B}\\"
        + "\u{1B}8\u{1B}[?2026l")
  }

  @Test("iTerm2: a PNG at row 2 after the cells")
  func iTerm2Golden() async throws {
    let frame = try await firstFrame(ProtocolGraphics(protocol: .iTerm2))
    #expect(
      frame
        == start + "\u{1B}[?25l\u{1B}7\u{1B}[2;1H"
        + "\u{1B}]1337;File=inline=1;size=92;width=2;height=1;preserveAspectRatio=0:"
        + "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAAXNSR0IArs4c6QAAABZJREFUCJlj+M/A8J+B"
        + "4f9/FkYIiwEAPv8GACjTqAwAAAAASUVORK5CYII=\u{07}\u{1B}8\u{1B}[?2026l")
  }

  @Test("sixel: the image at row 2 after the cells")
  func sixelGolden() async throws {
    let frame = try await firstFrame(ProtocolGraphics(protocol: .sixel))
    #expect(
      frame
        == start + "\u{1B}[?25l\u{1B}7\u{1B}[2;1H"
        + "\u{1B}P0;1;0q\"1;1;2;2#5;2;0;0;100#30;2;0;100;0#180;2;100;0;0#215;2;100;100;100"
        + "#5?@$#30A?$#180@?$#215?A\u{1B}\\\u{1B}8\u{1B}[?2026l")
  }

  @Test("half blocks: in the cells, in true colour or the 256-colour palette")
  func halfBlocksGolden() async throws {
    #expect(
      try await firstFrame(nil)
        == start + "\r\n\u{1B}[38;2;255;0;0;48;2;0;255;0m▀\u{1B}[38;2;0;0;255;48;2;255;255;255m▀"
        + "\u{1B}[?25l\u{1B}[?2026l")
    #expect(
      try await firstFrame(nil, colorDepth: .ansi256)
        == start + "\r\n\u{1B}[38;5;196;48;5;46m▀\u{1B}[38;5;21;48;5;231m▀"
        + "\u{1B}[?25l\u{1B}[?2026l")
  }

  @Test("half blocks: what the user sees", arguments: [ColorDepth.trueColor, .ansi256])
  func halfBlockSnapshot(depth: ColorDepth) async throws {
    let loop = makeLoop(nil, colorDepth: depth)
    try await loop.show(ImageScreen(image: flag))
    let screen = loop.display.backend.memory
    #expect(screen.lines == ["ab", "▀▀", ""])
    #expect(
      screen.cells[0, 1].style.foreground
        == (depth == .trueColor ? .rgb(255, 0, 0) : .indexed(196)))
  }

  @Test("an unchanged image is not sent again; a frame that changes nothing writes nothing")
  func unchangedImagesAreNotResent() async throws {
    let loop = makeLoop(ProtocolGraphics(protocol: .kitty))
    try await loop.show(ImageScreen(image: flag))
    let frames = loop.display.backend.frames.count
    await loop.root.render(ImageScreen(image: flag))
    try loop.drawFrame()
    #expect(loop.display.backend.frames.count == frames)
    // After a suspension the whole screen, image included, is sent again.
    loop.suspendHandler = {}
    loop.handle(.key(KeyEvent(.character("z"), modifiers: .control)))
    try loop.drawFrame()
    #expect(loop.display.backend.frames.count == frames + 1)
    #expect(loop.display.backend.lastFrame.contains("\u{1B}_Ga=T"))
  }

  @Test("a view showing other pixels sends them, not the ones fitted before")
  func changedPixelsAreResent() async throws {
    let loop = makeLoop(ProtocolGraphics(protocol: .kitty))
    try await loop.show(ImageScreen(image: flag))
    let black = try PixelImage(width: 2, height: 2, rgba: [UInt8](repeating: 0, count: 16))
    await loop.root.render(ImageScreen(image: black))
    try loop.drawFrame()
    #expect(
      loop.display.backend.lastFrame.contains(
        "\u{1B}_Ga=T,f=32,s=2,v=2,c=2,r=1,i=4,C=1,q=2,m=0;AAAAAAAAAAAAAAAAAAAAAA==\u{1B}\\"))
  }

  @Test("kitty: removing the view deletes its image")
  func kittyRemoval() async throws {
    let loop = makeLoop(ProtocolGraphics(protocol: .kitty))
    try await loop.show(ImageScreen(image: flag))
    await loop.root.render(ImageScreen(image: flag, showsImage: false))
    try loop.drawFrame()
    #expect(
      loop.display.backend.lastFrame
        == "\u{1B}[?2026h\u{1B}7\u{1B}_Ga=d,d=I,i=4,q=2\u{1B}\\\u{1B}8\u{1B}[?2026l")
  }

  @Test("sixel: removing the view redraws the cells under it")
  func sixelRemoval() async throws {
    let loop = makeLoop(ProtocolGraphics(protocol: .sixel))
    try await loop.show(ImageScreen(image: flag))
    await loop.root.render(ImageScreen(image: flag, showsImage: false))
    try loop.drawFrame()
    // The two cells of row 2 are erased, though the cells were blank before.
    let frame = loop.display.backend.lastFrame
    #expect(frame.hasPrefix("\u{1B}[?2026h"))
    #expect(!frame.contains("\u{1B}P"))
    #expect(loop.display.backend.memory.lines == ["ab", "", ""])
    #expect(frame.contains("\u{1B}[2;1H") || frame.contains("\r\n") || frame.contains("\u{1B}[B"))
  }

  @Test("scrolling moves the image and crops it to the part inside the scroll view")
  func scrollingMovesAndCrops() async throws {
    let loop = makeLoop(ProtocolGraphics(protocol: .kitty), width: 6, height: 3)
    loop.cellPixels = CellPixels(width: 1, height: 1)
    // Two pixels across, four rows down, row k all of value k + 1.
    let tall = try PixelImage(
      width: 2, height: 4, rgba: (1...4).flatMap { [$0, $0, $0, 255, $0, $0, $0, 255] })
    try await loop.show(ScrolledImage(image: tall))
    // Only the image's first row shows, on the scroll view's last row.
    #expect(
      loop.display.backend.lastFrame.contains(
        "\u{1B}[3;1H\u{1B}_Ga=T,f=32,s=2,v=1,c=2,r=1,i=6,C=1,q=2,m=0;AQEB/wEBAf8=\u{1B}\\"))
    // The wheel scrolls three rows: rows 1–3 of the image show at the top.
    loop.handle(.mouse(MouseEvent(.scroll(.down), column: 0, row: 0)))
    await loop.root.settle()
    try loop.drawFrame()
    let moved = loop.display.backend.lastFrame
    #expect(moved.contains("\u{1B}_Ga=d,d=I,i=6,q=2\u{1B}\\"))
    #expect(
      moved.contains(
        "\u{1B}[1;1H\u{1B}_Ga=T,f=32,s=2,v=3,c=2,r=3,i=6,C=1,q=2,m=0;"
          + "AgIC/wICAv8DAwP/AwMD/wQEBP8EBAT/\u{1B}\\"))
    // Three more: the image is out of view and deleted.
    loop.handle(.mouse(MouseEvent(.scroll(.down), column: 0, row: 0)))
    await loop.root.settle()
    try loop.drawFrame()
    let gone = loop.display.backend.lastFrame
    #expect(gone.contains("\u{1B}_Ga=d,d=I,i=6,q=2\u{1B}\\"))
    #expect(!gone.contains("\u{1B}_Ga=T"))
  }
}
