public import Trellis

/// The colours a terminal is assumed to show, and the contrast every text
/// drawn on it keeps: the one table of the terminal's colours.
///
/// Apps name colours (`.yellow`, `.blue`, the terminal's default); what
/// they look like depends on the terminal's theme. A scheme says what the
/// default foreground and background are (the background is learnt at
/// start-up, ``TerminalTraits/background``) and what the sixteen ANSI
/// colours show as (xterm's shades), and frames are drawn so that each
/// text's colour keeps ``minimumContrast`` with the colour behind it: a
/// colour too faint on this background (yellow on white, black on blue)
/// is shown darker or lighter, keeping its hue.
///
/// ```swift
/// let light = TerminalColorScheme.light
/// light.readableForeground(.ansi(.yellow), on: .default)  // a dark yellow
/// ```
public struct TerminalColorScheme: Hashable, Sendable {
  /// The terminal's default text colour.
  public var foreground: RGB
  /// The terminal's default background colour.
  public var background: RGB
  /// The shades of the sixteen ANSI colours, by raw value.
  public var ansi: [RGB]
  /// The contrast ratio every text keeps with its background; 1 turns the
  /// adjustment off.
  public var minimumContrast: Double

  /// Creates a scheme; the ANSI colours default to xterm's shades.
  public init(
    foreground: RGB, background: RGB,
    ansi: [RGB] = (0..<16).map { ANSIColor(rawValue: UInt8($0))?.defaultRGB ?? RGB(0, 0, 0) },
    minimumContrast: Double = ContrastRatio.readableText
  ) {
    self.foreground = foreground
    self.background = background
    self.ansi = ansi.count == 16 ? ansi : Self.dark.ansi
    self.minimumContrast = minimumContrast
  }

  /// Light text on black: what a terminal that does not say is taken for.
  public static let dark = TerminalColorScheme(
    foreground: RGB(229, 229, 229), background: RGB(0, 0, 0))
  /// Black text on white.
  public static let light = TerminalColorScheme(
    foreground: RGB(0, 0, 0), background: RGB(255, 255, 255))

  /// ``dark`` or ``light`` by the background a terminal reported, with
  /// that background; ``dark`` when it reported none.
  public static func matching(background: RGB?) -> TerminalColorScheme {
    guard let background else { return .dark }
    var scheme = ContrastRatio.luminance(of: background) > 0.18 ? light : dark
    scheme.background = background
    return scheme
  }

  /// The shade `color` shows as: the default colours as this scheme's
  /// (`isForeground` says which default), ANSI colours from ``ansi``.
  public func resolve(_ color: TerminalColor, isForeground: Bool) -> RGB {
    switch color {
    case .default: isForeground ? foreground : background
    case .ansi(let named): ansi[Int(named.rawValue)]
    case .indexed(let index) where index < 16: ansi[Int(index)]
    case .indexed(let index): ColorPalette.rgb(ofIndex: index)
    case .rgb(let rgb): rgb
    }
  }

  /// `foreground`, or — when it has less than ``minimumContrast`` with
  /// `background` — the same colour mixed towards black or white (the one
  /// further from the background) just enough to reach it, as a colour a
  /// terminal of `depth` shows (so a 256-colour terminal's nearest entry
  /// still reaches it).
  public func readableForeground(
    _ foreground: TerminalColor, on background: TerminalColor, depth: ColorDepth = .trueColor
  ) -> TerminalColor {
    let behind = resolve(background.downgraded(to: depth), isForeground: false)
    func contrast(_ color: TerminalColor) -> Double {
      ContrastRatio.between(resolve(color.downgraded(to: depth), isForeground: true), behind)
    }
    guard contrast(foreground) < minimumContrast else { return foreground }
    let text = resolve(foreground, isForeground: true)
    let towardsWhite =
      ContrastRatio.between(RGB(255, 255, 255), behind)
      > ContrastRatio.between(RGB(0, 0, 0), behind)
    let target = towardsWhite ? 255.0 : 0.0
    func mixed(_ amount: Double) -> TerminalColor {
      func channel(_ value: UInt8) -> UInt8 {
        UInt8((Double(value) + (target - Double(value)) * amount).rounded())
      }
      return TerminalColor.rgb(channel(text.red), channel(text.green), channel(text.blue))
        .downgraded(to: depth)
    }
    // The least mix that reads (contrast grows with the mix, give or take
    // the steps of a palette, which the walk after the search covers).
    var low = 0.0
    var high = 1.0
    for _ in 0..<12 {
      let middle = (low + high) / 2
      if contrast(mixed(middle)) >= minimumContrast { high = middle } else { low = middle }
    }
    while high < 1 && contrast(mixed(high)) < minimumContrast { high = min(1, high + 1.0 / 32) }
    return mixed(high)
  }
}
