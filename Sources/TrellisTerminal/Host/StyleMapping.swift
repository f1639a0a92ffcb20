public import Trellis

extension TerminalColor {
  /// The terminal colour for a core `Color` under the default theme
  /// (`Theme.dark`); see ``init(_:theme:)``.
  public init(_ color: Color) {
    self.init(color, theme: .dark)
  }

  /// The terminal colour for a core `Color` under `theme`: the sixteen
  /// named colours are the terminal's themable ANSI colours, a role is the
  /// colour `theme`'s palette gives it (the terminal's default colour when
  /// the palette gives none) and RGB stays 24-bit (the `Renderer`
  /// downgrades it for the terminal).
  public init(_ color: Color, theme: Theme) {
    switch color {
    case .named(let named): self = .ansi(named)
    case .rgb(let red, let green, let blue): self = .rgb(red, green, blue)
    case .role:
      switch theme.resolve(color) {
      case .named(let named): self = .ansi(named)
      case .rgb(let red, let green, let blue): self = .rgb(red, green, blue)
      case .role, nil: self = .default
      }
    }
  }
}

extension TextAttributes {
  /// The SGR attributes that show `emphasis`.
  public init(_ emphasis: Emphasis) {
    self = []
    if emphasis.contains(.bold) { insert(.bold) }
    if emphasis.contains(.dim) { insert(.dim) }
    if emphasis.contains(.italic) { insert(.italic) }
    if emphasis.contains(.underline) { insert(.underline) }
    if emphasis.contains(.reverse) { insert(.inverse) }
    if emphasis.contains(.strikethrough) { insert(.strikethrough) }
  }
}

extension CellStyle {
  /// The cell style for a run of core `TextStyle`: bold, italic,
  /// underline and strikethrough become SGR attributes, colours are mapped
  /// with `TerminalColor.init(_:theme:)`, and a link becomes an underlined OSC 8 hyperlink
  /// whose `id=` comes from its URL, so a link wrapped over lines is one link (only
  /// a link the desktop opens, `Hyperlink.opensOutsideTheApp(_:)`; others are
  /// only underlined).
  ///
  /// - Parameters:
  ///   - style: The run's style.
  ///   - background: The background to use when the run sets none (the
  ///     background of the view drawn behind it).
  ///   - foreground: The text colour to use when the run sets none (the
  ///     theme's).
  ///   - theme: The theme colour roles are resolved by.
  public init(
    _ style: TextStyle, background: TerminalColor = .default,
    foreground: TerminalColor = .default, theme: Theme = .dark
  ) {
    self.init(
      foreground: style.foreground.map { TerminalColor($0, theme: theme) } ?? foreground,
      background: style.background.map { TerminalColor($0, theme: theme) } ?? background,
      attributes: Self.attributes(of: style), hyperlink: Self.hyperlink(of: style))
  }

  /// A run's SGR attributes: bold, italic, underline, strikethrough and
  /// dim as written, and underline for a link, so it reads as one where
  /// OSC 8 is not shown.
  static func attributes(of style: TextStyle) -> TextAttributes {
    var attributes: TextAttributes = []
    if style.bold { attributes.insert(.bold) }
    if style.italic { attributes.insert(.italic) }
    if style.underline { attributes.insert(.underline) }
    if style.strikethrough { attributes.insert(.strikethrough) }
    if style.dim { attributes.insert(.dim) }
    if style.link != nil { attributes.insert(.underline) }
    return attributes
  }

  /// A run's OSC 8 hyperlink: only for a link the desktop opens.
  static func hyperlink(of style: TextStyle) -> Hyperlink? {
    style.link.flatMap { url in
      Hyperlink.opensOutsideTheApp(url)
        ? Hyperlink(url: url, id: Hyperlink.stableID(for: url)) : nil
    }
  }
}

extension Hyperlink {
  /// The schemes a terminal's desktop opens (a browser, a mail or phone
  /// app, a file manager): the schemes TrellisKit's `AppLinkService` opens.
  public static let schemesOpenedOutsideTheApp: Set<String> = [
    "http", "https", "mailto", "tel", "file",
  ]

  /// Whether `url` is written to the terminal as an OSC 8 hyperlink: only
  /// links the desktop could open. A link of the app's own scheme (a
  /// detected `date:`) is activated inside the app, by focus or a click,
  /// and a terminal that opened it could only fail.
  public static func opensOutsideTheApp(_ url: String) -> Bool {
    guard let colon = url.firstIndex(of: ":") else { return false }
    return schemesOpenedOutsideTheApp.contains(url[..<colon].lowercased())
  }

  /// An `id=` for links to `url`: a hash of it (FNV-1a, 64 bits, in hex),
  /// the same on every run, so every piece of a link drawn in parts — over
  /// lines, or around a focus highlight — reads as one link.
  public static func stableID(for url: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
