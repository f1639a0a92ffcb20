import Foundation
public import Trellis

/// What a terminal told about itself at start-up, in answer to
/// ``TerminalTraits/query(probingEmoji:)``: the size of a cell in pixels,
/// its background colour and how wide it draws an emoji sequence joined by
/// zero-width joiners. Each is `nil` when the terminal did not answer.
///
/// ```swift
/// let traits = TerminalTraits.parse(Array("\u{1B}[6;18;9t".utf8))
/// traits.cellPixels  // 9 × 18
/// ```
public struct TerminalTraits: Hashable, Sendable {
  /// The size of a cell in pixels (`CSI 16 t`).
  public var cellPixels: CellPixels?
  /// The text area's size in pixels (`CSI 14 t`), for terminals that do
  /// not report the cell size.
  public var windowPixels: WindowPixels?
  /// The terminal's default background colour (OSC 11).
  public var background: RGB?
  /// The cells the terminal advanced over ``probeEmoji`` (a cursor
  /// position report after printing it): 2 where it draws the sequence as
  /// one glyph, 6 where it draws each of its three emoji.
  public var joinedEmojiWidth: Int?

  /// A size in pixels.
  public struct WindowPixels: Hashable, Sendable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int
  }

  /// Creates traits; everything unknown by default.
  public init(cellPixels: CellPixels? = nil, background: RGB? = nil, joinedEmojiWidth: Int? = nil) {
    self.cellPixels = cellPixels
    self.background = background
    self.joinedEmojiWidth = joinedEmojiWidth
  }

  /// How the terminal measures emoji sequences, as the probe found:
  /// `EmojiSequenceWidth.joined` unless it advanced over each emoji of
  /// the probe's sequence.
  public var emojiSequences: EmojiSequenceWidth {
    guard let joinedEmojiWidth else { return .joined }
    return joinedEmojiWidth > CellWidth.width(of: Self.probeEmoji) ? .perEmoji : .joined
  }

  /// The cell size: as reported, else the window's pixels divided by its
  /// size in cells (`nil` when neither is known).
  public func cellPixels(columns: Int, rows: Int) -> CellPixels? {
    if let cellPixels { return cellPixels }
    guard let window = windowPixels, columns > 0, rows > 0 else { return nil }
    return CellPixels(width: window.width / columns, height: window.height / rows)
  }

  /// Whether the background is light (its relative luminance above the
  /// middle grey's), or `nil` when it is not known.
  public var hasLightBackground: Bool? {
    background.map { ContrastRatio.luminance(of: $0) > 0.18 }
  }

  /// The sequence the width probe prints: a family of three, two joiners.
  public static let probeEmoji: Character = "👩\u{200D}👩\u{200D}👧"

  /// The row (from 1) the width probe prints on: not the first, so its
  /// cursor report `CSI 2 ; n R` cannot be mistaken for F3 with modifiers
  /// (`CSI 1 ; m R`).
  static let probeRow = 2

  /// The questions, to put before a device-attributes request (whose
  /// answer ends the wait): the cell size, the window size in pixels, the
  /// background colour and — when `probingEmoji`, on an alternate screen
  /// the first frame will clear — the width of ``probeEmoji``, printed on
  /// row 2 then erased.
  public static func query(probingEmoji: Bool) -> [UInt8] {
    var bytes = Array("\u{1B}[16t\u{1B}[14t\u{1B}]11;?\u{1B}\\".utf8)
    if probingEmoji {
      bytes += Array("\u{1B}[\(probeRow);1H".utf8) + Array(String(probeEmoji).utf8)
      bytes += Array("\u{1B}[6n\u{1B}[\(probeRow);1H\u{1B}[2K\u{1B}[H".utf8)
    }
    return bytes
  }

  /// Reads the answers to ``query(probingEmoji:)`` in `answers`; other
  /// answers and anything malformed are skipped.
  public static func parse(_ answers: [UInt8]) -> TerminalTraits {
    var traits = TerminalTraits()
    let text = String(decoding: answers, as: UTF8.self)
    for parameters in controlSequences(in: text, final: "t") {
      guard parameters.count == 3, parameters[1] > 0, parameters[2] > 0 else { continue }
      if parameters[0] == 6 {
        traits.cellPixels = CellPixels(width: parameters[2], height: parameters[1])
      } else if parameters[0] == 4 {
        traits.windowPixels = WindowPixels(width: parameters[2], height: parameters[1])
      }
    }
    for parameters in controlSequences(in: text, final: "R")
    where parameters.count == 2 && parameters[0] == probeRow {
      traits.joinedEmojiWidth = parameters[1] - 1
    }
    traits.background = backgroundColor(in: text)
    return traits
  }

  /// The numeric parameters of each `CSI n;n… final` in `text`.
  private static func controlSequences(in text: String, final: Character) -> [[Int]] {
    var found: [[Int]] = []
    var rest = text[...]
    while let start = rest.range(of: "\u{1B}[") {
      let body = rest[start.upperBound...].prefix { $0.isASCII && ($0.isNumber || $0 == ";") }
      let after = body.endIndex
      if after < rest.endIndex, rest[after] == final, !body.isEmpty {
        found.append(
          body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 })
      }
      rest = rest[start.upperBound...]
    }
    return found
  }

  /// The colour of an `OSC 11 ; rgb:R/G/B` answer (1 to 4 hex digits a
  /// component, the top 8 bits kept).
  private static func backgroundColor(in text: String) -> RGB? {
    guard let start = text.range(of: "\u{1B}]11;rgb:") else { return nil }
    let body = text[start.upperBound...].prefix { $0.isHexDigit || $0 == "/" }
    let components = body.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count == 3 else { return nil }
    var values: [UInt8] = []
    for component in components {
      guard (1...4).contains(component.count), let value = UInt32(component, radix: 16) else {
        return nil
      }
      let maximum = (UInt32(1) << (4 * UInt32(component.count))) - 1
      values.append(UInt8((value * 255 + maximum / 2) / maximum))
    }
    return RGB(values[0], values[1], values[2])
  }
}
