import PropertyBased
import Testing
import TrellisTerminal

/// Half blocks are the terminal's one way of turning pixels into cells, and
/// their 256-colour output uses the renderer's own palette search.
@Suite("Half blocks")
struct HalfBlocksTests {
  @Test("half blocks pick the 256-colour entry the renderer downgrades the same colour to")
  func onePaletteSearch() async {
    let channel = Gen.int(in: 0...255).map { UInt8($0) }
    await propertyCheck(count: 500, input: channel, channel, channel) { red, green, blue in
      let rendered = TerminalColor.rgb(red, green, blue).downgraded(to: .ansi256)
      #expect(rendered == .indexed(UInt8(HalfBlocks.paletteIndex(red, green, blue))))
    }
    // A channel halfway between two cube levels (95 and 135) is where two
    // searches written apart used to disagree.
    #expect(HalfBlocks.paletteIndex(115, 0, 0) == 88)
  }

  @Test("a cell shows its upper pixel as ▀ over the lower, or ▄ when only the lower shows")
  func cellRule() {
    let red = RGB(255, 0, 0)
    let blue = RGB(0, 0, 255)
    #expect(
      HalfBlocks.cell(top: red, bottom: blue)
        == HalfBlocks.Cell(character: "▀", foreground: red, background: blue))
    #expect(
      HalfBlocks.cell(top: red, bottom: nil)
        == HalfBlocks.Cell(character: "▀", foreground: red, background: nil))
    #expect(
      HalfBlocks.cell(top: nil, bottom: blue)
        == HalfBlocks.Cell(character: "▄", foreground: blue, background: nil))
    #expect(HalfBlocks.cell(top: nil, bottom: nil) == nil)
  }
}
