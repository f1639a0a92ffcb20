import PropertyBased
import Testing
import Trellis
import TrellisTerminal

@Suite("Colour")
struct ColorTests {
  @Test(
    "depth from the environment",
    arguments: [
      ([:], ColorDepth.ansi16),
      (["TERM": "xterm"], .ansi16),
      (["TERM": "xterm-256color"], .ansi256),
      (["TERM": "screen-256color", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
      (["TERM": "xterm-direct"], .trueColor),
      (["TERM": "dumb", "COLORTERM": "truecolor"], .monochrome),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], .monochrome),
      (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
    ] as [([String: String], ColorDepth)]
  )
  func detection(environment: [String: String], expected: ColorDepth) {
    #expect(ColorDepth.detect(environment: environment) == expected)
  }

  @Test("capabilities turn off links and synchronized output on the Linux console")
  func capabilities() {
    let console = TerminalCapabilities.detect(environment: ["TERM": "linux"])
    #expect(!console.hyperlinks)
    #expect(!console.synchronizedOutput)
    #expect(console.colorDepth == .ansi16)
    let modern = TerminalCapabilities.detect(environment: [
      "TERM": "xterm-kitty", "COLORTERM": "truecolor",
    ])
    #expect(modern.hyperlinks && modern.synchronizedOutput && modern.colorDepth == .trueColor)
  }

  @Test("exact palette colours downgrade to themselves")
  func exactMatches() {
    #expect(TerminalColor.rgb(255, 0, 0).downgraded(to: .ansi256) == .indexed(196))
    #expect(TerminalColor.rgb(0, 0, 0).downgraded(to: .ansi256) == .indexed(16))
    #expect(TerminalColor.rgb(8, 8, 8).downgraded(to: .ansi256) == .indexed(232))
    #expect(TerminalColor.rgb(238, 238, 238).downgraded(to: .ansi256) == .indexed(255))
    #expect(TerminalColor.rgb(95, 135, 175).downgraded(to: .ansi256) == .indexed(67))
    #expect(TerminalColor.rgb(205, 0, 0).downgraded(to: .ansi16) == .ansi(.red))
    #expect(TerminalColor.rgb(255, 255, 255).downgraded(to: .ansi16) == .ansi(.brightWhite))
  }

  @Test("greys prefer the grey ramp over the cube")
  func greys() {
    // 128 grey: cube level 135 is 7 away on every channel; ramp 128 is exact.
    #expect(TerminalColor.rgb(128, 128, 128).downgraded(to: .ansi256) == .indexed(244))
    #expect(TerminalColor.rgb(50, 50, 50).downgraded(to: .ansi256) == .indexed(236))
  }

  @Test("reasonable 16-colour matches")
  func sixteen() {
    #expect(TerminalColor.rgb(250, 40, 30).downgraded(to: .ansi16) == .ansi(.brightRed))
    #expect(TerminalColor.rgb(20, 20, 140).downgraded(to: .ansi16) == .ansi(.blue))
    #expect(TerminalColor.rgb(120, 120, 120).downgraded(to: .ansi16) == .ansi(.brightBlack))
    #expect(TerminalColor.indexed(196).downgraded(to: .ansi16) == .ansi(.brightRed))
    #expect(TerminalColor.indexed(3).downgraded(to: .ansi16) == .ansi(.yellow))
  }

  @Test("downgrading keeps what fits and drops everything for monochrome")
  func depthRules() {
    let colors: [TerminalColor] = [.default, .ansi(.cyan), .indexed(100), .rgb(1, 2, 3)]
    for color in colors {
      #expect(color.downgraded(to: .trueColor) == color)
      #expect(color.downgraded(to: .monochrome) == .default)
    }
    #expect(TerminalColor.ansi(.cyan).downgraded(to: .ansi16) == .ansi(.cyan))
    #expect(TerminalColor.indexed(100).downgraded(to: .ansi256) == .indexed(100))
  }

  @Test("every downgrade is within the target depth and idempotent")
  func downgradeProperties() async {
    await propertyCheck(
      count: 500,
      input: Gen.int(in: 0...255).array(of: 3...3)
    ) { components in
      let color = TerminalColor.rgb(
        UInt8(components[0]), UInt8(components[1]), UInt8(components[2]))
      let indexed = color.downgraded(to: .ansi256)
      guard case .indexed(let index) = indexed else {
        Issue.record("not indexed: \(indexed)")
        return
      }
      #expect(index >= 16)
      #expect(indexed.downgraded(to: .ansi256) == indexed)
      let sixteen = color.downgraded(to: .ansi16)
      guard case .ansi = sixteen else {
        Issue.record("not ANSI: \(sixteen)")
        return
      }
      #expect(sixteen.downgraded(to: .ansi16) == sixteen)
      // The cube/grey match is never worse than the colour's plain cube rounding.
      let rgb = RGB(UInt8(components[0]), UInt8(components[1]), UInt8(components[2]))
      let chosen = indexed.resolvedRGB!
      let worstChannel = max(
        abs(Int(chosen.red) - Int(rgb.red)), abs(Int(chosen.green) - Int(rgb.green)),
        abs(Int(chosen.blue) - Int(rgb.blue)))
      #expect(worstChannel <= 60)
    }
  }

  @Test("hex strings")
  func hex() {
    #expect(RGB(255, 0, 16).hexString == "#ff0010")
    #expect(RGB(hex: 0x12_34_56) == RGB(0x12, 0x34, 0x56))
  }

  @Test("hyperlinks drop characters that would end the sequence")
  func hyperlinkSanitizing() {
    let link = Hyperlink(url: "https://x.org/\u{1B}\\evil\u{07}", id: "a;b:c d")
    #expect(link.url == "https://x.org/\\evil")
    #expect(link.id == "abcd")
  }
}
