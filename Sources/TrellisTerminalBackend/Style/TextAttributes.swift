/// Text attributes a terminal can apply to a cell, combinable as a set.
public struct TextAttributes: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold or bright text (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Faint text (SGR 2).
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic text (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underlined text (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped (SGR 7).
  public static let inverse = TextAttributes(rawValue: 1 << 4)
  /// Crossed-out text (SGR 9).
  public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
