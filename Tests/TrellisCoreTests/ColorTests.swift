import Testing
import Trellis

@Suite("Colours")
struct ColorTests {
  @Test("the sixteen named colours are the ANSI colours, in palette order")
  func namedColours() {
    #expect(Color.red == .ansi(.red))
    #expect(Color.brightWhite == .ansi(.brightWhite))
    #expect(ANSIColor.allCases.map(\.rawValue) == Array(0...15))
    #expect(ANSIColor.brightBlack.description == "brightBlack")
    #expect(Color.cyan.description == "cyan")
    #expect(Color.palette(17).description == "palette(17)")
    #expect(Color.rgb(red: 255, green: 8, blue: 0).description == "#ff0800")
    #expect(Color.palette(1) != .red)
  }
}
