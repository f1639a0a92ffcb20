import Trellis

/// A ``CellStyle`` packed into plain integers, so that cells are trivially
/// copyable and compare with a few integer comparisons.
///
/// Colours are 32-bit words: the top byte is the kind (0 default, 1 ANSI,
/// 2 indexed, 3 RGB) and the low 24 bits the value. Hyperlinks are interned in
/// ``HyperlinkTable`` (bounded) and referred to by a number (0 for none).
package struct PackedStyle: Sendable, Hashable {
  var foreground: UInt32
  var background: UInt32
  var link: UInt32
  var attributes: UInt8

  package static let plain = PackedStyle(foreground: 0, background: 0, link: 0, attributes: 0)

  package init(foreground: UInt32, background: UInt32, link: UInt32, attributes: UInt8) {
    self.foreground = foreground
    self.background = background
    self.link = link
    self.attributes = attributes
  }

  package init(_ style: CellStyle) {
    foreground = Self.pack(style.foreground)
    background = Self.pack(style.background)
    attributes = style.attributes.rawValue
    link = style.hyperlink.map(HyperlinkTable.id(for:)) ?? 0
  }

  /// `==` without a branch per field.
  @inline(__always)
  func isIdentical(to other: PackedStyle) -> Bool {
    (foreground ^ other.foreground) | (background ^ other.background) | (link ^ other.link)
      | UInt32(attributes ^ other.attributes) == 0
  }

  /// The style as the public type.
  var unpacked: CellStyle {
    CellStyle(
      foreground: Self.unpack(foreground), background: Self.unpack(background),
      attributes: TextAttributes(rawValue: attributes),
      hyperlink: link == 0 ? nil : HyperlinkTable.link(for: link))
  }

  static func pack(_ color: TerminalColor) -> UInt32 {
    switch color {
    case .default: 0
    case .ansi(let ansi): 0x0100_0000 | UInt32(ansi.rawValue)
    case .indexed(let index): 0x0200_0000 | UInt32(index)
    case .rgb(let rgb):
      0x0300_0000 | UInt32(rgb.red) << 16 | UInt32(rgb.green) << 8 | UInt32(rgb.blue)
    }
  }

  static func unpack(_ bits: UInt32) -> TerminalColor {
    switch bits >> 24 {
    case 1: .ansi(ANSIColor(rawValue: UInt8(bits & 0xF)) ?? .white)
    case 2: .indexed(UInt8(truncatingIfNeeded: bits))
    case 3:
      .rgb(
        UInt8(truncatingIfNeeded: bits >> 16), UInt8(truncatingIfNeeded: bits >> 8),
        UInt8(truncatingIfNeeded: bits))
    default: .default
    }
  }
}

/// Process-wide interning of hyperlinks, so cells refer to them by number
/// (0 for none): at most 2 × ``capacity`` links are held (see
/// ``InternTable`` for how numbers stay valid).
enum HyperlinkTable {
  /// Links per generation: more distinct links than one frame draws.
  static let capacity = 16_384
  private static let table = Locked(InternTable<Hyperlink>(capacity: capacity))

  static func id(for link: Hyperlink) -> UInt32 {
    table.withLock { $0.number(for: link) }
  }

  static func link(for id: UInt32) -> Hyperlink? {
    id == 0 ? nil : table.withLock { $0.value(for: id) }
  }

  /// How many links are held.
  static var count: Int { table.withLock { $0.count } }
}

/// A grapheme cluster stored inline: up to 15 UTF-8 bytes in two words, the length
/// in the top byte; longer clusters (long ZWJ sequences) are interned and stored
/// by number with the length byte 0xFF.
struct PackedGrapheme: Sendable, Hashable {
  var low: UInt64
  var high: UInt64

  static let space = PackedGrapheme(ascii: 0x20)

  init(ascii byte: UInt8) {
    low = UInt64(byte)
    high = 1 << 56
  }

  /// The cluster of one scalar written in two UTF-8 bytes.
  init(twoByteScalar first: UInt8, _ second: UInt8) {
    low = UInt64(first) | UInt64(second) << 8
    high = 2 << 56
  }

  /// The cluster of one scalar written in three UTF-8 bytes.
  init(threeByteScalar first: UInt8, _ second: UInt8, _ third: UInt8) {
    low = UInt64(first) | UInt64(second) << 8 | UInt64(third) << 16
    high = 3 << 56
  }

  init(_ character: Character) {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0
    for byte in character.utf8 {
      if count < 8 {
        low |= UInt64(byte) << (8 * count)
      } else if count < 15 {
        high |= UInt64(byte) << (8 * (count - 8))
      }
      count += 1
    }
    if count <= 15 {
      self.low = low
      self.high = high | UInt64(count) << 56
    } else {
      self.low = UInt64(GraphemeTable.id(for: character))
      self.high = 0xFF << 56
    }
  }

  var isInline: Bool { high >> 56 != 0xFF }

  /// Whether the cluster is one scalar of the Basic Multilingual Plane: what REP
  /// repeats whole (regional indicators and other astral scalars, which may join
  /// their neighbours into one cluster, are left out).
  var isSingleBMPScalar: Bool {
    let count = high >> 56
    guard count >= 1, count <= 3 else { return false }
    let lead = UInt8(truncatingIfNeeded: low)
    let scalarLength: UInt64 =
      lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
    return scalarLength == count
  }

  /// The number of UTF-8 bytes.
  var byteCount: Int {
    isInline
      ? Int(high >> 56)
      : GraphemeTable.character(for: UInt32(truncatingIfNeeded: low)).utf8.count
  }

  var character: Character {
    guard isInline else { return GraphemeTable.character(for: UInt32(truncatingIfNeeded: low)) }
    let count = Int(high >> 56)
    return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { raw in
      String(decoding: raw.prefix(count), as: UTF8.self).first ?? " "
    }
  }
}

/// Process-wide interning of grapheme clusters longer than 15 UTF-8 bytes:
/// at most 2 × ``capacity`` clusters are held (see ``InternTable``).
enum GraphemeTable {
  /// Clusters per generation: more distinct long clusters than one frame draws.
  static let capacity = 16_384
  private static let table = Locked(InternTable<Character>(capacity: capacity))

  static func id(for character: Character) -> UInt32 {
    table.withLock { $0.number(for: character) }
  }

  /// The cluster numbered `id`; a space once its generation is forgotten.
  static func character(for id: UInt32) -> Character {
    table.withLock { $0.value(for: id) } ?? " "
  }

  /// How many clusters are held.
  static var count: Int { table.withLock { $0.count } }
}
