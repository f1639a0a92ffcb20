import Foundation
import Testing
import Trellis
import TrellisMedia
import TrellisTerminal
import TrellisTerminalGraphics

@Suite("Terminal graphics protocols, byte for byte")
struct GraphicsGoldenTests {
  let redBlue = try! PixelImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
  let redOverBlue = try! PixelImage(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255])

  func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("kitty: raw RGBA in base64, transmitted and placed in one command")
  func kitty() throws {
    let red = try PixelImage(width: 1, height: 1, rgba: [255, 0, 0, 255])
    #expect(
      text(KittyGraphics.place(red, id: 7, columns: 1, rows: 1))
        == "\u{1B}_Ga=T,f=32,s=1,v=1,c=1,r=1,i=7,C=1,q=2,m=0;/wAA/w==\u{1B}\\")
    #expect(text(KittyGraphics.delete(id: 7)) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
  }

  @Test("kitty: payloads over 4096 bytes go in chunks, m=1 until the last")
  func kittyChunks() {
    let image = SampleImages.picture(3, width: 40, height: 30)  // 4800 bytes, 6400 in base64
    let output = text(KittyGraphics.place(image, id: 1, columns: 40, rows: 15))
    let commands = output.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
    #expect(commands.count == 2)
    #expect(commands[0].hasPrefix("\u{1B}_Ga=T,f=32,s=40,v=30,c=40,r=15,i=1,C=1,q=2,m=1;"))
    #expect(
      commands[0].count == "\u{1B}_Ga=T,f=32,s=40,v=30,c=40,r=15,i=1,C=1,q=2,m=1;".count + 4096)
    #expect(commands[1].hasPrefix("\u{1B}_Gm=0;"))
    #expect(commands[1].count == "\u{1B}_Gm=0;".count + 6400 - 4096)
  }

  @Test("iTerm2: a PNG file in base64, sized in cells")
  func iTerm2() throws {
    let png = try PNGEncoder.encode(redBlue)
    let output = text(try ITermInlineImage.place(redBlue, columns: 2, rows: 1))
    let header =
      "\u{1B}]1337;File=inline=1;size=\(png.count);width=2;height=1;preserveAspectRatio=0:"
    #expect(output.hasPrefix(header))
    #expect(output.hasSuffix("\u{07}"))
    let payload = output.dropFirst(header.count).dropLast()
    let decoded = try #require(Data(base64Encoded: String(payload)))
    #expect([UInt8](decoded) == png)
    #expect(try ImageDecoder().decode([UInt8](decoded)) == redBlue)
  }

  @Test("sixel: a 216-colour palette, one band, a colour per pass")
  func sixel() {
    #expect(
      text(SixelEncoder.encode(redBlue))
        == "\u{1B}P0;1;0q\"1;1;2;1#5;2;0;0;100#180;2;100;0;0#5?@$#180@?\u{1B}\\")
  }

  @Test("sixel: runs longer than three are compressed, bands split by -")
  func sixelRuns() throws {
    let white = try PixelImage(
      width: 5, height: 7, rgba: Array(repeating: 255, count: 5 * 7 * 4))
    #expect(
      text(SixelEncoder.encode(white))
        == "\u{1B}P0;1;0q\"1;1;5;7#215;2;100;100;100#215!5~-#215!5@\u{1B}\\")
  }

  @Test("half blocks in true colour and in 256 colours")
  func halfBlocks() {
    #expect(
      HalfBlocks.lines(redOverBlue, colors: .trueColor)
        == ["\u{1B}[38;2;255;0;0;48;2;0;0;255m▀\u{1B}[0m"])
    #expect(
      HalfBlocks.lines(redOverBlue, colors: .palette256)
        == ["\u{1B}[38;5;196;48;5;21m▀\u{1B}[0m"])
    #expect(HalfBlocks.paletteIndex(128, 128, 128) == 244)
  }

  @Test("tmux passthrough doubles every ESC inside its wrapper")
  func tmux() {
    #expect(
      text(TmuxPassthrough.wrap(Array("\u{1B}_Ga\u{1B}\\".utf8)))
        == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga\u{1B}\u{1B}\\\u{1B}\\")
    #expect(TmuxPassthrough.isInsideTmux(environment: ["TMUX": "/tmp/tmux-0/default,1,0"]))
    #expect(!TmuxPassthrough.isInsideTmux(environment: [:]))
  }

  @Test(
    "a strategy reusing encoded images sends what a fresh writer would, as images move, clip and change",
    arguments: [GraphicsProtocol.kitty, .iTerm2, .sixel])
  func reusedEncodings(graphicsProtocol: GraphicsProtocol) {
    let strategy = ProtocolGraphics(protocol: graphicsProtocol, tmuxPassthrough: true)
    let cell = CellPixels(width: 2, height: 4)
    let first = SampleImages.picture(1, width: 16, height: 16)
    let second = SampleImages.picture(2, width: 16, height: 16)
    func placement(_ image: PixelImage, y: Double, visibleFrom top: Double)
      -> TerminalImagePlacement
    {
      TerminalImagePlacement(
        id: 7, image: image, frame: Rect(x: 3, y: y, width: 8, height: 4),
        visible: Rect(x: 3, y: top, width: 8, height: y + 4 - top), cellPixels: cell,
        terminalRows: 40)
    }
    // Shown, moved (the same pixels: reused), clipped, changed.
    let steps = [
      placement(first, y: 10, visibleFrom: 10), placement(first, y: 6, visibleFrom: 6),
      placement(first, y: 6, visibleFrom: 8), placement(second, y: 6, visibleFrom: 8),
      placement(first, y: 12, visibleFrom: 12),
    ]
    for step in steps {
      let fresh = ProtocolGraphics(protocol: graphicsProtocol, tmuxPassthrough: true)
      #expect(strategy.show(step) == fresh.show(step))
    }
  }

  @Test("an image scrolled half out of view sends its visible part at the visible corner")
  func clipped() {
    let image = SampleImages.picture(1, width: 4, height: 8)
    let writer = GraphicsWriter(protocol: .kitty, cellPixels: PixelSize(width: 1, height: 2))
    let placement = GraphicsPlacement(
      frame: Rect(x: 2, y: 5, width: 4, height: 4), visible: Rect(x: 2, y: 7, width: 4, height: 2))
    let part = image.cropped(x: 0, y: 4, width: 4, height: 4)
    #expect(
      text(writer.draw(image, id: 3, at: placement))
        == "\u{1B}[8;3H" + text(KittyGraphics.place(part, id: 3, columns: 4, rows: 2)))
    let hidden = GraphicsPlacement(
      frame: Rect(x: 2, y: -5, width: 4, height: 4), visible: Rect(x: 2, y: 0, width: 4, height: 0))
    #expect(writer.draw(image, id: 3, at: hidden) == KittyGraphics.delete(id: 3))
    let tmux = GraphicsWriter(
      protocol: .sixel, cellPixels: PixelSize(width: 1, height: 2), tmuxPassthrough: true)
    #expect(
      text(
        tmux.draw(
          redBlue, id: 1,
          at: GraphicsPlacement(
            frame: Rect(x: 0, y: 0, width: 2, height: 1),
            visible: Rect(x: 0, y: 0, width: 2, height: 1))))
        == "\u{1B}[1;1H" + text(TmuxPassthrough.wrap(SixelEncoder.encode(redBlue))))
  }

  @Test("the start-up probe reads kitty, XTVERSION and DA1 answers")
  func probe() {
    let kitty = GraphicsProbe.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c".utf8))
    #expect(kitty.kitty && kitty.sixel && kitty.isComplete && kitty.best == .kitty)
    let sixel = GraphicsProbe.parse(Array("\u{1B}[?63;1;4c".utf8))
    #expect(!sixel.kitty && sixel.sixel && sixel.best == .sixel)
    let iTerm = GraphicsProbe.parse(Array("\u{1B}P>|iTerm2 3.5.0\u{1B}\\\u{1B}[?62;22c".utf8))
    #expect(iTerm.best == .iTerm2)
    let plain = GraphicsProbe.parse(Array("\u{1B}[?1;2c".utf8))
    #expect(plain.best == .halfBlocks && plain.isComplete)
    let waiting = GraphicsProbe.parse(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8))
    #expect(!waiting.isComplete)
    let refused = GraphicsProbe.parse(Array("\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\\u{1B}[?62c".utf8))
    #expect(!refused.kitty)
    #expect(
      String(decoding: GraphicsProbe.query, as: UTF8.self)
        == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[>0q\u{1B}[c")
  }
}
