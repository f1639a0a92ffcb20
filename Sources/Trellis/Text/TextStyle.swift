/// How a run of text looks: weight, slant, decoration, colours and an
/// optional link.
public struct TextStyle: Hashable, Sendable, CustomStringConvertible {
  /// Bold (bright on terminals that draw bold that way).
  public var bold: Bool
  /// Italic.
  public var italic: Bool
  /// Underlined.
  public var underline: Bool
  /// Struck through.
  public var strikethrough: Bool
  /// Dimmed (faint), for text of less importance.
  public var dim: Bool
  /// The text colour; `nil` uses the host's default.
  public var foreground: Color?
  /// The background colour; `nil` leaves the background as it is.
  public var background: Color?
  /// A link target: tapping this run sends ``LinkTapped`` with it.
  public var link: String?

  /// Creates a style; everything off by default.
  public init(
    bold: Bool = false, italic: Bool = false, underline: Bool = false,
    strikethrough: Bool = false, dim: Bool = false, foreground: Color? = nil,
    background: Color? = nil, link: String? = nil
  ) {
    self.bold = bold
    self.italic = italic
    self.underline = underline
    self.strikethrough = strikethrough
    self.dim = dim
    self.foreground = foreground
    self.background = background
    self.link = link
  }

  /// The plain style.
  public static let plain = TextStyle()

  /// The style's set properties, such as `bold fg=red`.
  public var description: String {
    var parts: [String] = []
    if bold { parts.append("bold") }
    if italic { parts.append("italic") }
    if underline { parts.append("underline") }
    if strikethrough { parts.append("strikethrough") }
    if dim { parts.append("dim") }
    if let foreground { parts.append("fg=\(foreground)") }
    if let background { parts.append("bg=\(background)") }
    if let link { parts.append("link=\(link)") }
    return parts.joined(separator: " ")
  }
}
