/// What a cluster means to line breaking beyond spaces: a small part of
/// Unicode's line breaking algorithm (UAX #14), enough for text without
/// spaces between words. Ideographs, kana, Hangul and emoji (class ID)
/// may break on either side; a hyphen or dash allows a break after it;
/// closing punctuation never starts a line and opening punctuation never
/// ends one.
///
/// These choices only affect where lines break, never a width: the host
/// draws exactly the lines the measurer chose.
struct LineBreakClass: OptionSet {
  let rawValue: UInt8

  /// The classes whose bits are set in `rawValue`.
  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A break is allowed before and after (ideographs, kana, Hangul, emoji).
  static let ideographic = LineBreakClass(rawValue: 1)
  /// No break before it (closing punctuation, small kana, hyphens).
  static let noBreakBefore = LineBreakClass(rawValue: 2)
  /// No break after it (opening punctuation).
  static let noBreakAfter = LineBreakClass(rawValue: 4)
  /// A break is allowed after it (hyphens, dashes, zero-width space).
  static let breakAfter = LineBreakClass(rawValue: 8)
  /// An ASCII digit (no break between a hyphen and a number: `-5`).
  static let digit = LineBreakClass(rawValue: 16)

  /// The class of a cluster starting with `scalar`; `emoji` when the
  /// cluster is shown as an emoji.
  init(first scalar: UInt32, emoji: Bool) {
    if emoji || Self.isIdeographic(scalar) {
      self = Self.closing.contains(scalar) ? [.ideographic, .noBreakBefore] : .ideographic
      return
    }
    switch scalar {
    case 0x30...0x39: self = .digit
    case 0x2D, 0x2010, 0x2013: self = [.breakAfter, .noBreakBefore]
    case 0x200B: self = .breakAfter
    case 0x22, 0x27, 0x2018, 0x2019, 0x201C, 0x201D: self = [.noBreakBefore, .noBreakAfter]
    default:
      if Self.closing.contains(scalar) {
        self = .noBreakBefore
      } else if Self.opening.contains(scalar) {
        self = .noBreakAfter
      } else {
        self = []
      }
    }
  }

  /// Whether a line may break between a cluster of class `before` and one
  /// of class `after`, neither a space nor a line break.
  static func breaks(between before: LineBreakClass, and after: LineBreakClass) -> Bool {
    if after.contains(.noBreakBefore) || before.contains(.noBreakAfter) { return false }
    if before.contains(.breakAfter) { return !after.contains(.digit) }
    return before.contains(.ideographic) || after.contains(.ideographic)
  }

  /// CJK, kana, Hangul and their punctuation blocks (class ID and its
  /// neighbours).
  private static func isIdeographic(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF,
      0x3100...0x31FF, 0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF,
      0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Punctuation that closes (classes CL, CP, EX, IS, NS, IN): no line
  /// starts with it.
  private static let closing: Set<UInt32> = [
    0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2026, 0x3001, 0x3002, 0x3005,
    0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049,
    0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3,
    0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FC, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E,
    0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D,
  ]

  /// Punctuation that opens (class OP): no line ends with it.
  private static let opening: Set<UInt32> = [
    0x28, 0x5B, 0x7B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0xFF08, 0xFF3B, 0xFF5B,
  ]
}
