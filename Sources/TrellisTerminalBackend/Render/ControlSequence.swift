/// The escape sequences TrellisTerminal writes, as bytes, in one place.
enum ControlSequence {
  static let escape: UInt8 = 0x1B
  /// CSI ? 2026 h / l: begin and end a synchronized update.
  static let beginSynchronizedUpdate = bytes("\u{1B}[?2026h")
  static let endSynchronizedUpdate = bytes("\u{1B}[?2026l")
  /// SGR 0: plain text.
  static let resetStyle = bytes("\u{1B}[0m")
  /// ED 2: erase the whole screen.
  static let eraseScreen = bytes("\u{1B}[2J")
  /// ED 0: erase from the cursor to the end of the screen.
  static let eraseDisplayEnd = bytes("\u{1B}[J")
  /// EL 0: erase from the cursor to the end of the line.
  static let eraseLineEnd = bytes("\u{1B}[K")
  /// DECTCEM: show and hide the cursor.
  static let showCursor = bytes("\u{1B}[?25h")
  static let hideCursor = bytes("\u{1B}[?25l")
  /// OSC 8 with an empty URI: end the current hyperlink.
  static let closeHyperlink = bytes("\u{1B}]8;;\u{1B}\\")
  /// DECSC / DECRC: save and restore the cursor position and pen.
  static let saveCursor = bytes("\u{1B}7")
  static let restoreCursor = bytes("\u{1B}8")

  static func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }
}

extension Array where Element == UInt8 {
  /// Appends the decimal digits of a non-negative number without allocating.
  mutating func appendDecimal(_ value: Int) {
    var value = Swift.max(0, value)
    if value < 10 {
      append(UInt8(ascii: "0") + UInt8(value))
      return
    }
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      append(UInt8(ascii: "0") + UInt8(value / divisor))
      value %= divisor
      divisor /= 10
    }
  }

  /// Appends CSI (ESC [).
  mutating func appendCSI() {
    append(0x1B)
    append(UInt8(ascii: "["))
  }

  /// Appends the sequence that sets (`on`) or resets a private mode:
  /// CSI ? number h, or CSI ? number l.
  mutating func appendPrivateMode(_ number: Int, on: Bool) {
    appendCSI()
    append(UInt8(ascii: "?"))
    appendDecimal(number)
    append(UInt8(ascii: on ? "h" : "l"))
  }
}

/// The number of decimal digits of a non-negative number.
func decimalDigitCount(_ value: Int) -> Int {
  var count = 1
  var rest = value
  while rest >= 10 {
    rest /= 10
    count += 1
  }
  return count
}
