/// How text is emphasised, besides its colours: what a ``Look`` sets.
///
/// Emphasis needs no colour, so it is what keeps focus and selection visible
/// when colours are off (`NO_COLOR`): ``reverse`` swaps the text and
/// background colours.
public struct Emphasis: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The emphasis's bits.
  public let rawValue: UInt8

  /// Creates emphasis from its bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold (or bright) text.
  public static let bold = Emphasis(rawValue: 1 << 0)
  /// Faint text.
  public static let dim = Emphasis(rawValue: 1 << 1)
  /// Italic text.
  public static let italic = Emphasis(rawValue: 1 << 2)
  /// Underlined text.
  public static let underline = Emphasis(rawValue: 1 << 3)
  /// Text and background colours swapped.
  public static let reverse = Emphasis(rawValue: 1 << 4)
  /// Struck-through text.
  public static let strikethrough = Emphasis(rawValue: 1 << 5)

  /// Every emphasis by the name theme files use, in order.
  public static let named: [(name: String, emphasis: Emphasis)] = [
    ("bold", .bold), ("dim", .dim), ("italic", .italic), ("underline", .underline),
    ("reverse", .reverse), ("strikethrough", .strikethrough),
  ]

  /// The names of the emphasis set, joined by `+` (`bold+reverse`), or
  /// `none`.
  public var description: String {
    let names = Self.named.filter { contains($0.emphasis) }.map(\.name)
    return names.isEmpty ? "none" : names.joined(separator: "+")
  }
}
