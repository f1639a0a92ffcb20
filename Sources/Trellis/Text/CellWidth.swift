/// Measures text in the cells of a character grid, the way a modern terminal
/// lays it out — the Unicode rules (grapheme clusters, East Asian Width,
/// emoji presentation) any grid host follows, not a particular host.
///
/// Text is measured per extended grapheme cluster (a Swift `Character`), never per
/// code point, so a cluster that a person sees as one symbol is never split:
///
/// ```
/// "a"        → 1    "é" (e + U+0301)   → 1    "漢" → 2    "Ａ" (fullwidth) → 2
/// "👍"       → 2    "👍🏽" (skin tone)   → 2    "👩‍💻" (ZWJ) → 2    "🇯🇵" → 2
/// "☺"        → 1    "☺️" (+ U+FE0F)     → 2    "\t", "\u{1B}" → 0
/// ```
///
/// The rules, applied to the cluster's first code point (its base) and its extenders:
/// - C0 and C1 control characters (including DEL) take no cells.
/// - A cluster that starts with a mark, a format character (such as a stray zero-width
///   joiner) or a Hangul medial vowel or final consonant takes no cells.
/// - East Asian Wide and Fullwidth characters take 2 cells; Ambiguous ones take 1, as
///   in a terminal set up for a non-CJK locale.
/// - Characters with emoji presentation take 2 cells, as do regional-indicator flags,
///   and any emoji base followed by the emoji presentation selector (U+FE0F) or an
///   emoji skin-tone modifier. A text presentation selector (U+FE0E) keeps a
///   non-wide emoji at 1 cell.
/// - Everything else takes 1 cell.
///
/// This is the width function of ``GridTextMeasurer/cells``, the
/// measurer grid hosts lay text out with.
public enum CellWidth {
  /// The number of grid cells `character` occupies: 0, 1 or 2.
  ///
  /// - Parameter character: One extended grapheme cluster.
  /// - Returns: 0 for control characters and clusters with no visible base, 2 for wide
  ///   and emoji clusters, otherwise 1.
  public static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    guard let base = iterator.next() else { return 0 }
    let value = base.value
    if value >= 0xA0, isSimpleNarrow(value), iterator.next() == nil { return 1 }
    if value < 0x7F {
      // Printable ASCII, unless an extender turns it into an emoji keycap ("1️⃣").
      if value < 0x20 { return 0 }
      guard let next = iterator.next() else { return 1 }
      return emojiWidth(base: base, firstExtender: next, rest: &iterator) ?? 1
    }
    if value <= 0x9F { return 0 }
    if isZeroWidthBase(base) { return 0 }
    if isWide(value) { return 2 }
    // Regional indicators are Emoji_Presentation, so a flag (or a lone indicator) is 2.
    if base.properties.isEmojiPresentation { return 2 }
    guard let next = iterator.next() else { return 1 }
    return emojiWidth(base: base, firstExtender: next, rest: &iterator) ?? 1
  }

  /// The number of grid cells `text` occupies: the sum of its clusters' widths.
  ///
  /// - Parameter text: Any string or substring; it is measured cluster by cluster.
  /// - Returns: The total width in cells. Control characters count 0, so a string
  ///   containing newlines is measured as if they were not there.
  public static func width(of text: some StringProtocol) -> Int {
    measure(text)
  }

  /// The number of grid cells `text` occupies: the sum of its clusters' widths.
  ///
  /// The same as the generic version, specialised for `String`, the common case.
  public static func width(of text: String) -> Int {
    measure(text)
  }

  /// The number of grid cells `text` occupies: the sum of its clusters' widths.
  ///
  /// The same as the generic version, specialised for `Substring`.
  public static func width(of text: Substring) -> Int {
    measure(text)
  }

  /// Sums cluster widths; generic so that each public overload gets a specialised
  /// copy inside this module.
  private static func measure<Text: StringProtocol>(_ text: Text) -> Int {
    var total = 0
    var utf8 = text.utf8.makeIterator()
    // Fast path: pure printable ASCII is one cell per byte and needs no grapheme
    // breaking, which is the common case for table cells and labels.
    var allASCII = true
    while let byte = utf8.next() {
      if byte >= 0x80 || byte < 0x20 || byte == 0x7F {
        allASCII = false
        break
      }
      total += 1
    }
    if allASCII { return total }
    // Next: text whose scalars are each a cluster of one known width
    // (accented Latin letters, dashes, the ellipsis, box drawing).
    if let simple = text.utf8.withContiguousStorageIfAvailable({ simpleWidth(ofUTF8: $0) }),
      let simple
    {
      return simple
    }
    total = 0
    for character in text {
      total += width(of: character)
    }
    return total
  }

  /// The width of UTF-8 text whose every scalar is a cluster of its own
  /// with a width known without a lookup, or `nil` for any other text.
  ///
  /// Those scalars are ASCII (a printable one is a cell, a control none),
  /// the C1 controls (none), and the narrow scalars of ``isSimpleNarrow(_:)``
  /// (a cell each). None of them joins a neighbour from the same set into
  /// one cluster (CR LF is a cluster, but of two controls: no cells either
  /// way), and every scalar that extends a cluster (marks, joiners,
  /// variation selectors) falls outside it: such text needs no grapheme
  /// breaking.
  package static func simpleWidth(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var width = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte >= 0x20 && byte != 0x7F { width += 1 }
        index += 1
        continue
      }
      // Two bytes: U+0080–U+02FF, lead bytes 0xC2–0xCB.
      if byte >= 0xC2 && byte <= 0xCB {
        guard index + 1 < count else { return nil }
        // U+0080–U+009F (0xC2 0x80–0x9F) are C1 controls: no cell.
        if byte > 0xC2 || bytes[index + 1] >= 0xA0 { width += 1 }
        index += 2
        continue
      }
      // Three bytes: only the ranges of isSimpleNarrow beyond U+02FF.
      guard byte == 0xE2, index + 2 < count else { return nil }
      let value =
        0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
      guard bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80,
        isSimpleNarrow(value)
      else { return nil }
      width += 1
      index += 3
    }
    return width
  }

  /// Scalars from U+00A0 that are one cell and a cluster of their own
  /// unless a mark or selector follows: Latin-1 and the Latin extensions
  /// up to the combining marks (U+00A0–U+02FF), dashes, quotation marks,
  /// bullets and the ellipsis (U+2010–U+2027), box drawing and block
  /// elements (U+2500–U+259F). None is a mark, format character, wide or
  /// emoji-presentation scalar (the soft hyphen, U+00AD, is drawn as one
  /// cell), which the tests check scalar by scalar.
  package static func isSimpleNarrow(_ value: UInt32) -> Bool {
    (0xA0...0x2FF).contains(value) || (0x2010...0x2027).contains(value)
      || (0x2500...0x259F).contains(value)
  }

  /// The width of a multi-scalar cluster whose base is not wide by itself, or `nil`
  /// when the extenders do not change it.
  private static func emojiWidth(
    base: Unicode.Scalar,
    firstExtender: Unicode.Scalar,
    rest: inout String.UnicodeScalarView.Iterator
  ) -> Int? {
    var extender: Unicode.Scalar? = firstExtender
    while let scalar = extender {
      switch scalar.value {
      case 0xFE0F:  // Emoji presentation selector.
        if base.properties.isEmoji { return 2 }
      case 0xFE0E:  // Text presentation selector.
        return 1
      case 0x1F3FB...0x1F3FF:  // Skin-tone modifiers are wide themselves.
        if base.properties.isEmojiModifierBase { return 2 }
      default:
        break
      }
      extender = rest.next()
    }
    return nil
  }

  /// Whether a cluster starting with `scalar` has nothing to draw of its own.
  private static func isZeroWidthBase(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00AD:  // Soft hyphen: a format character that terminals draw as 1 cell.
      return false
    case 0x1160...0x11FF, 0xD7B0...0xD7FF:  // Hangul medial vowels and final consonants.
      return true
    default:
      break
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator,
      .paragraphSeparator:
      return true
    default:
      return false
    }
  }

  /// Whether `value` is East Asian Wide or Fullwidth, by binary search of the table.
  private static func isWide(_ value: UInt32) -> Bool {
    // Nothing below U+1100 is wide; most text never reaches the search.
    if value < 0x1100 { return false }
    let ranges = wideCharacterRanges
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.0 {
        high = middle - 1
      } else if value > range.1 {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
