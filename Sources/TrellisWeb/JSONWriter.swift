import Foundation

/// Writes JSON text by hand into one byte buffer, keys in the order given:
/// the wire format's bytes are stable (golden tests compare them), and
/// numbers, names and escapes go in byte by byte, so a message builds no
/// intermediate strings, arrays or dictionaries per entry (D-259).
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(reservingCapacity capacity: Int = 256) {
    bytes.reserveCapacity(capacity)
  }

  mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// ASCII text known at compile time (punctuation, an op's name): its
  /// bytes copied as they are, without a `String`.
  mutating func ascii(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func byte(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// A number: whole values without a fraction, others as Swift prints
  /// them; non-finite numbers (never valid JSON) as `null`.
  mutating func number(_ value: Double) {
    guard value.isFinite else { return ascii("null") }
    if value == value.rounded(), abs(value) < 1e15 {
      number(Int(value))
    } else {
      raw(value.description)
    }
  }

  /// A whole number in decimal, its digits written in place.
  mutating func number(_ value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // The magnitude as unsigned, so `Int.min` has one too.
    var rest = value.magnitude
    if rest < 10 { return bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)) }
    var digits = 0
    var scan = rest
    while scan > 0 {
      digits += 1
      scan /= 10
    }
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    bytes.withUnsafeMutableBufferPointer { buffer in
      var index = start + digits - 1
      while rest > 0 {
        buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
        index -= 1
      }
    }
  }

  /// A string, escaped as RFC 8259 requires; `<`, `>` and `&` escaped too,
  /// so a message can never be mistaken for markup wherever it ends up.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    stringContents(value)
    bytes.append(UInt8(ascii: "\""))
  }

  /// A string's escaped characters without its quotes: several strings
  /// written one after another read as one (a plain styled text's runs).
  mutating func stringContents(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      // Runs of bytes that need no escape are copied at once.
      var copied = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        let length = Self.escapedLength(utf8, at: index)
        if length == 0 {
          index += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
        escape(byte, utf8, at: index)
        index += length
        copied = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<utf8.count]))
    }
  }

  /// How many bytes from `index` make a character that is escaped (0: the
  /// byte is written as it is). U+2028 and U+2029 (line and paragraph
  /// separators, `E2 80 A8`/`E2 80 A9`) are escaped: older JavaScript
  /// rejects them in string literals.
  private static func escapedLength(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    switch utf8[index] {
    case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"):
      return 1
    case 0xE2:
      guard index + 2 < utf8.count, utf8[index + 1] == 0x80,
        utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
      else { return 0 }
      return 3
    default:
      return 0
    }
  }

  private mutating func escape(_ byte: UInt8, _ utf8: UnsafeBufferPointer<UInt8>, at index: Int) {
    switch byte {
    case UInt8(ascii: "\""): ascii("\\\"")
    case UInt8(ascii: "\\"): ascii("\\\\")
    case UInt8(ascii: "\n"): ascii("\\n")
    case UInt8(ascii: "\r"): ascii("\\r")
    case UInt8(ascii: "\t"): ascii("\\t")
    case 0xE2: unicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029)
    default: unicodeEscape(UInt16(byte))
    }
  }

  /// `\uXXXX`, lowercase hex digits.
  private mutating func unicodeEscape(_ value: UInt16) {
    ascii("\\u")
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8(truncatingIfNeeded: (value >> UInt16(shift)) & 0xF)
      bytes.append(digit < 10 ? UInt8(ascii: "0") &+ digit : UInt8(ascii: "a") &+ digit &- 10)
    }
  }

  /// Removes what was written after `count` bytes: a key whose value turns
  /// out not to travel.
  mutating func truncate(to count: Int) {
    bytes.removeSubrange(count...)
  }

  /// How many bytes are written so far.
  var count: Int { bytes.count }

  /// Whether the text so far ends with `[`: the next item needs no comma.
  var endsOpenList: Bool { bytes.last == UInt8(ascii: "[") }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}
