import Testing
import Trellis

@Suite("Colours")
struct ColorTests {
  @Test("the sixteen named colours are the ANSI colours, in palette order")
  func namedColours() {
    #expect(Color.red == .named(.red))
    #expect(Color.brightWhite == .named(.brightWhite))
    #expect(ANSIColor.allCases.map(\.rawValue) == Array(0...15))
    #expect(ANSIColor.brightBlack.description == "brightBlack")
    #expect(Color.cyan.description == "cyan")
    #expect(Color.accent.description == "accent")
    #expect(Color.rgb(red: 255, green: 8, blue: 0).description == "#ff0800")
  }

  @Test("colour words name the sixteen colours, gray and the palette roles")
  func colourWords() {
    #expect(Color(named: "brightRed") == .brightRed)
    #expect(Color(named: "gray") == .brightBlack)
    #expect(Color(named: "danger") == .role(.danger))
    #expect(Color(named: "crimson") == nil)
    #expect(Color(hex: "#ff8700") == .rgb(red: 255, green: 135, blue: 0))
    #expect(Color(hex: "#fa0") == .rgb(red: 255, green: 170, blue: 0))
    #expect(Color(hex: "ff8700") == nil)
    #expect(Color(hex: "#ff870") == nil)
    #expect(Color(hex: "#gg8700") == nil)
  }

  @Test("a deprecated palette entry is its xterm shade: named below 16, RGB above")
  @available(*, deprecated)
  func paletteEntriesConvertToHostNeutralColours() {
    #expect(Color.palette(1) == .red)
    #expect(Color.palette(208) == .rgb(red: 255, green: 135, blue: 0))
    #expect(Color.palette(16) == .rgb(red: 0, green: 0, blue: 0))
    #expect(Color.palette(231) == .rgb(red: 255, green: 255, blue: 255))
    #expect(Color.palette(232) == .rgb(red: 8, green: 8, blue: 8))
    #expect(Color.palette(255) == .rgb(red: 238, green: 238, blue: 238))
  }
}
