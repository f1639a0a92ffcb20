import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTerminal

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

/// Text rows with an image between them, in a scroll view three rows high.
struct ScrolledImage: Component {
  var image: PixelImage

  var body: some Component {
    ScrollView {
      Text("r0").alignSelf(.start)
      Image(pixels: image).frame(width: 2, height: 2).alignSelf(.start)
      for index in 3..<8 { Text("r\(index)").alignSelf(.start) }
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

  @Test("kitty: the cells stay blank, the image follows the cells at row 2")
  func kittyGolden() async throws {
    let frame = try await firstFrame(ProtocolGraphics(protocol: .kitty))
    print(frame.debugDescription)
  }

  @Test("iTerm2: a PNG at row 2 after the cells")
  func iTerm2Golden() async throws {
    let frame = try await firstFrame(ProtocolGraphics(protocol: .iTerm2))
    print(frame.debugDescription)
  }

  @Test("sixel: the image at row 2 after the cells")
  func sixelGolden() async throws {
    let frame = try await firstFrame(ProtocolGraphics(protocol: .sixel))
    print(frame.debugDescription)
  }

  @Test("half blocks: in the cells, true colour and 256 colours")
  func halfBlocksGolden() async throws {
    print(try await firstFrame(nil).debugDescription)
    print(try await firstFrame(nil, colorDepth: .ansi256).debugDescription)
  }
}
