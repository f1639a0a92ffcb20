/// The parameters of a control sequence (the bytes between `CSI` and its final
/// byte): an optional private prefix (`<`, `=`, `>` or `?`), then numbers separated
/// by `;`, each with optional `:`-separated sub-parameters.
struct CSIParameters {
  /// The private prefix byte, if any.
  private(set) var prefix: UInt8?
  /// Whether intermediate bytes (0x20–0x2F) were present.
  private(set) var hasIntermediates = false
  /// Each parameter's sub-parameters; `nil` where a value was empty.
  private var values: [[Int?]] = []

  /// Parses `bytes`; numbers saturate at 9,999,999 (beyond every code point) so no input can overflow.
  init(_ bytes: ArraySlice<UInt8>) {
    var index = bytes.startIndex
    if index < bytes.endIndex, (0x3C...0x3F).contains(bytes[index]) {
      prefix = bytes[index]
      index += 1
    }
    guard index < bytes.endIndex else { return }
    var current: [Int?] = []
    var number: Int?
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number = min(9_999_999, (number ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
      case UInt8(ascii: ":"):
        current.append(number)
        number = nil
      case UInt8(ascii: ";"):
        current.append(number)
        values.append(current)
        current = []
        number = nil
      case 0x20...0x2F:
        hasIntermediates = true
      default:
        break  // A stray private byte: ignored.
      }
      index += 1
    }
    current.append(number)
    values.append(current)
  }

  /// The number of parameters.
  var count: Int { values.count }

  /// The number of sub-parameters of parameter `index`.
  func subCount(_ index: Int) -> Int {
    index < values.count ? values[index].count : 0
  }

  /// Sub-parameter `sub` of parameter `index`, or `fallback` if missing or empty.
  func value(_ index: Int, sub: Int = 0, default fallback: Int) -> Int {
    guard index < values.count, sub < values[index].count, let value = values[index][sub] else {
      return fallback
    }
    return value
  }
}
