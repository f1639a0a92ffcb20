import Foundation

/// Writes JSON text by hand, keys in the order given: the wire format's
/// bytes are stable (golden tests compare them) and no intermediate
/// dictionaries are built per entry.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(reservingCapacity capacity: Int = 256) {
    bytes.reserveCapacity(capacity)
  }

  mutating func raw(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// A number: whole values without a fraction, others as Swift prints
  /// them; non-finite numbers (never valid JSON) as `null`.
  mutating func number(_ value: Double) {
    guard value.isFinite else { return raw("null") }
    if value == value.rounded(), abs(value) < 1e15 {
      raw(String(Int64(value)))
    } else {
      raw(String(value))
    }
  }

  mutating func number(_ value: Int) {
    raw(String(value))
  }

  /// A string, escaped as RFC 8259 requires; `<`, `>` and `&` escaped too,
  /// so a message can never be mistaken for markup wherever it ends up.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": raw("\\\"")
      case "\\": raw("\\\\")
      case "\n": raw("\\n")
      case "\r": raw("\\r")
      case "\t": raw("\\t")
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        raw(String(format: "\\u%04x", scalar.value))
      default:
        if scalar.value < 0x20 {
          raw(String(format: "\\u%04x", scalar.value))
        } else {
          bytes.append(contentsOf: String(scalar).utf8)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether the text so far ends with `[`: the next item needs no comma.
  var endsOpenList: Bool { bytes.last == UInt8(ascii: "[") }

  var text: String { String(decoding: bytes, as: UTF8.self) }
}
