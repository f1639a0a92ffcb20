import Foundation
import Testing
import Trellis
import TrellisTesting

/// Issue 29: the one rule every host follows for text that sets no colour
/// of its own on a background (a run's highlight, a view's background
/// colour): the theme's text or background colour, whichever reads better.
/// And a scroll view's content is laid out beside the host's scroll bar.
@MainActor
@Suite("Readable text on a background; content beside the scroll bar")
struct ReadableTextRuleTests {
  typealias Shade = (red: UInt8, green: UInt8, blue: UInt8)

  /// The light theme's shades, named colours as xterm's.
  static func lightShade(_ color: Color) -> Shade {
    switch Theme.light.resolve(color) {
    case .rgb(let red, let green, let blue): (red, green, blue)
    case .named(.black): (0, 0, 0)
    case .named(.yellow): (205, 205, 0)
    default: (128, 128, 128)
    }
  }

  /// The WCAG contrast ratio of two shades.
  static func contrast(_ first: Shade, _ second: Shade) -> Double {
    func luminance(_ shade: Shade) -> Double {
      func linear(_ value: UInt8) -> Double {
        let share = Double(value) / 255
        return share <= 0.040_45 ? share / 12.92 : pow((share + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(shade.red) + 0.7152 * linear(shade.green)
        + 0.0722 * linear(shade.blue)
    }
    let (a, b) = (luminance(first), luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  @Test("the light theme: white on a black panel, its dark text on yellow and on its own page")
  func lightTheme() {
    #expect(Theme.light.readableText(on: .named(.black), shade: Self.lightShade) == .background)
    #expect(Theme.light.readableText(on: .named(.yellow), shade: Self.lightShade) == .foreground)
    #expect(Theme.light.readableText(on: .background, shade: Self.lightShade) == .foreground)
  }

  @Test("over every background the chosen colour reads at least as well as the other")
  func chosenReadsBetter() {
    let foreground: Shade = (36, 41, 47)
    let background: Shade = (255, 255, 255)
    for red in stride(from: 0, through: 255, by: 17) {
      for green in stride(from: 0, through: 255, by: 17) {
        for blue in stride(from: 0, through: 255, by: 17) {
          let behind: Shade = (UInt8(red), UInt8(green), UInt8(blue))
          let role = ColorRole.readableText(
            foreground: foreground, background: background, on: behind)
          let chosen = role == .foreground ? foreground : background
          let other = role == .foreground ? background : foreground
          #expect(Self.contrast(chosen, behind) >= Self.contrast(other, behind))
          // Dark text and white: one of them always reads as large text does.
          #expect(Self.contrast(chosen, behind) >= 3.8, "\(behind)")
        }
      }
    }
  }

  @Test(
    "a scroll view lays its content out beside the host's scroll bar (none on the grid)",
    arguments: [0.0, 8.0])
  func contentBesideTheScrollBar(barWidth: Double) async throws {
    var metrics = ControlMetrics.characterGrid
    metrics.scrollBarWidth = barWidth
    let environment = LayoutEnvironment(
      textMeasurer: GridTextMeasurer.cells(emojiSequences: .joined), pointScale: 1,
      controlMetrics: metrics)
    let host = HeadlessHost(size: Size(width: 80, height: 10), environment: environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(
      ScrollView { Text("end").frame(width: .percent(100)).tag("row") }.tag("scroller"))
    let scroller = try #require(host.find(tag: "scroller")).absoluteFrame
    let row = try #require(host.find(tag: "row")).absoluteFrame
    #expect(scroller.size.width == 80)
    #expect(row.size.width == 80 - barWidth)
  }
}
