/// The one pass of a ``DataDetector`` over a text's bytes.
struct DetectionScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let types: DataDetector.Types
  private var matches: [DataDetector.Match] = []
  /// The end of the last match: nothing found may start before it.
  private var lastEnd = 0

  init(bytes: UnsafeBufferPointer<UInt8>, types: DataDetector.Types) {
    self.bytes = bytes
    self.types = types
  }

  mutating func scan() -> [DataDetector.Match] {
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "@") {
        if types.contains(.emailAddress), let match = emailAddress(around: index) {
          add(match)
          index = match.range.upperBound
          continue
        }
      } else if index == 0 || !Self.isWordByte(bytes[index - 1]) {
        if let match = matchAtWordStart(index) {
          add(match)
          index = match.range.upperBound
          continue
        }
      }
      index += 1
    }
    return matches
  }

  private mutating func add(_ match: DataDetector.Match) {
    matches.append(match)
    lastEnd = match.range.upperBound
  }

  private func matchAtWordStart(_ index: Int) -> DataDetector.Match? {
    let byte = bytes[index]
    if types.contains(.link), byte | 0x20 == UInt8(ascii: "h") || byte | 0x20 == UInt8(ascii: "w"),
      let match = link(at: index)
    {
      return match
    }
    let isDigit = Self.isDigit(byte)
    if isDigit || Self.isLetter(byte) {
      // A date first: its digits would otherwise read as a phone number.
      if let match = date(at: index) { return types.contains(.date) ? match : nil }
      // An impossible date (2026-02-30) is no phone number either.
      if hasISODateShape(at: index) { return nil }
    }
    if types.contains(.phoneNumber),
      isDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "(")
    {
      return phoneNumber(at: index)
    }
    return nil
  }

  // MARK: Links

  private func hasPrefix(_ prefix: StaticString, at index: Int) -> Bool {
    let length = prefix.utf8CodeUnitCount
    guard index + length <= bytes.count else { return false }
    let start = prefix.utf8Start
    for offset in 0..<length {
      let actual = bytes[index + offset]
      // The prefixes are lower case: a letter may be either.
      guard actual == start[offset] || (Self.isLetter(actual) && actual | 0x20 == start[offset])
      else { return false }
    }
    return true
  }

  private func link(at index: Int) -> DataDetector.Match? {
    let bodyStart: Int
    let isBare: Bool
    if hasPrefix("https://", at: index) {
      bodyStart = index + 8
      isBare = false
    } else if hasPrefix("http://", at: index) {
      bodyStart = index + 7
      isBare = false
    } else if hasPrefix("www.", at: index) {
      bodyStart = index + 4
      isBare = true
    } else {
      return nil
    }
    guard bodyStart < bytes.count, Self.isAlphanumeric(bytes[bodyStart]) else { return nil }
    var end = bodyStart
    while end < bytes.count, Self.isURLByte(bytes[end]) { end += 1 }
    end = trimmingTrailingPunctuation(from: bodyStart, to: end)
    guard end > bodyStart else { return nil }
    // The scheme in lower case, as links are written (`HTTP://X.IO` opens
    // `http://X.IO`).
    let scheme = isBare ? "https://" : (bodyStart - index == 8 ? "https://" : "http://")
    return DataDetector.Match(
      kind: .link, range: index..<end,
      url: scheme + string((isBare ? index : bodyStart)..<end))
  }

  /// `end` moved back over punctuation that ends a sentence rather than the
  /// link; a `)` or `]` stays when the link opened it.
  private func trimmingTrailingPunctuation(from start: Int, to end: Int) -> Int {
    var end = end
    while end > start {
      switch bytes[end - 1] {
      case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
        UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "'"), UInt8(ascii: "*"),
        UInt8(ascii: "_"):
        end -= 1
      case UInt8(ascii: ")") where !opens(UInt8(ascii: "("), closedAt: end - 1, from: start),
        UInt8(ascii: "]") where !opens(UInt8(ascii: "["), closedAt: end - 1, from: start):
        end -= 1
      default:
        return end
      }
    }
    return end
  }

  private func opens(_ opener: UInt8, closedAt close: Int, from start: Int) -> Bool {
    var depth = 0
    for index in start..<close {
      if bytes[index] == opener { depth += 1 }
      if bytes[index] == bytes[close] { depth -= 1 }
    }
    return depth > 0
  }

  // MARK: E-mail addresses

  private func emailAddress(around at: Int) -> DataDetector.Match? {
    var start = at
    while start > lastEnd, Self.isLocalPartByte(bytes[start - 1]) { start -= 1 }
    while start < at, bytes[start] == UInt8(ascii: ".") { start += 1 }
    guard start < at else { return nil }
    var end = at + 1
    var labels = 0
    var lastLabel = (start: end, letters: true)
    while end < bytes.count {
      let labelStart = end
      var letters = true
      while end < bytes.count, Self.isAlphanumeric(bytes[end]) || bytes[end] == UInt8(ascii: "-") {
        letters = letters && Self.isLetter(bytes[end])
        end += 1
      }
      guard end > labelStart else { break }
      labels += 1
      lastLabel = (labelStart, letters)
      guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."),
        Self.isAlphanumeric(bytes[end + 1])
      else { break }
      end += 1
    }
    guard labels >= 2, lastLabel.letters, end - lastLabel.start >= 2 else { return nil }
    let text = string(start..<end)
    return DataDetector.Match(kind: .emailAddress, range: start..<end, url: "mailto:" + text)
  }

  // MARK: Phone numbers

  private func phoneNumber(at index: Int) -> DataDetector.Match? {
    var end = index
    var digits = ""
    let international = bytes[index] == UInt8(ascii: "+")
    if international { end += 1 }
    var separators = 0
    var dotsOnly = true
    var groups = 0
    var inDigits = false
    var openParenthesis = false
    while end < bytes.count {
      let byte = bytes[end]
      if Self.isDigit(byte) {
        if !inDigits { groups += 1 }
        inDigits = true
        digits.unicodeScalars.append(Unicode.Scalar(byte))
        if digits.utf8.count > 15 { return nil }
        end += 1
        continue
      }
      inDigits = false
      let isSeparator =
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
      if byte == UInt8(ascii: "(") && !openParenthesis {
        openParenthesis = true
      } else if byte == UInt8(ascii: ")") && openParenthesis {
        openParenthesis = false
      } else if !isSeparator {
        break
      }
      // One separator between groups; a space may follow `)`.
      guard end + 1 < bytes.count else { break }
      let next = bytes[end + 1]
      guard
        Self.isDigit(next) || next == UInt8(ascii: "(")
          || (byte == UInt8(ascii: ")") && next == UInt8(ascii: " "))
      else { break }
      if byte != UInt8(ascii: ".") { dotsOnly = false }
      separators += 1
      end += 1
    }
    // A trailing `(` or `)` left open is not part of the number.
    while end > index, !Self.isDigit(bytes[end - 1]) { end -= 1 }
    guard digits.utf8.count >= 7, end > index else { return nil }
    if end < bytes.count, Self.isWordByte(bytes[end]) { return nil }
    if !international {
      // A phone number written for people is grouped (`555-1234`,
      // `(555) 123 4567`) or international (`+44…`); a bare run of digits
      // is an ID, an order or account number, a timestamp.
      if separators == 0 { return nil }
      // `3.1415926` is a decimal number.
      if separators > 0 && dotsOnly && groups <= 2 { return nil }
    }
    return DataDetector.Match(
      kind: .phoneNumber, range: index..<end, url: "tel:" + (international ? "+" : "") + digits)
  }

  // MARK: Dates

  private static let months: [(name: StaticString, length: Int)] = [
    ("january", 7), ("february", 8), ("march", 5), ("april", 5), ("may", 3), ("june", 4),
    ("july", 4), ("august", 6), ("september", 9), ("october", 7), ("november", 8),
    ("december", 8),
  ]

  private func date(at index: Int) -> DataDetector.Match? {
    if Self.isDigit(bytes[index]) {
      if let iso = isoDate(at: index) { return iso }
      // 25 November 2026
      guard let (day, afterDay) = number(at: index, maxDigits: 2), afterDay < bytes.count,
        bytes[afterDay] == UInt8(ascii: " "),
        let (month, afterMonth) = monthName(at: afterDay + 1), afterMonth < bytes.count,
        bytes[afterMonth] == UInt8(ascii: " "),
        let (year, end) = number(at: afterMonth + 1, maxDigits: 4), end - afterMonth - 1 == 4
      else { return nil }
      return dateMatch(year: year, month: month, day: day, range: index..<end)
    }
    // November 25, 2026 / Nov 25 2026
    guard let (month, afterMonth) = monthName(at: index), afterMonth < bytes.count,
      bytes[afterMonth] == UInt8(ascii: " "),
      let (day, afterDay) = number(at: afterMonth + 1, maxDigits: 2)
    else { return nil }
    var yearStart = afterDay
    if yearStart < bytes.count, bytes[yearStart] == UInt8(ascii: ",") { yearStart += 1 }
    guard yearStart < bytes.count, bytes[yearStart] == UInt8(ascii: " "),
      let (year, end) = number(at: yearStart + 1, maxDigits: 4), end - yearStart - 1 == 4
    else { return nil }
    return dateMatch(year: year, month: month, day: day, range: index..<end)
  }

  /// Whether `index` starts `dddd-dd-dd`, a valid date or not.
  private func hasISODateShape(at index: Int) -> Bool {
    guard index + 10 <= bytes.count else { return false }
    for offset in 0..<10 {
      let byte = bytes[index + offset]
      let isDash = offset == 4 || offset == 7
      guard isDash ? byte == UInt8(ascii: "-") : Self.isDigit(byte) else { return false }
    }
    return true
  }

  private func isoDate(at index: Int) -> DataDetector.Match? {
    guard let (year, afterYear) = number(at: index, maxDigits: 4), afterYear - index == 4,
      afterYear < bytes.count, bytes[afterYear] == UInt8(ascii: "-"),
      let (month, afterMonth) = number(at: afterYear + 1, maxDigits: 2),
      afterMonth - afterYear == 3, afterMonth < bytes.count,
      bytes[afterMonth] == UInt8(ascii: "-"),
      let (day, end) = number(at: afterMonth + 1, maxDigits: 2), end - afterMonth == 3
    else { return nil }
    return dateMatch(year: year, month: month, day: day, range: index..<end)
  }

  private func dateMatch(year: Int, month: Int, day: Int, range: Range<Int>)
    -> DataDetector.Match?
  {
    guard (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, year: year),
      range.upperBound >= bytes.count || !Self.isWordByte(bytes[range.upperBound])
    else { return nil }
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return DataDetector.Match(
      kind: .date, range: range,
      url: "date:\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))")
  }

  private static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// A decimal number of 1 to `maxDigits` digits at `index`, not followed by
  /// another digit, and where it ends.
  private func number(at index: Int, maxDigits: Int) -> (Int, Int)? {
    var value = 0
    var end = index
    while end < bytes.count, Self.isDigit(bytes[end]) {
      guard end - index < maxDigits else { return nil }
      value = value * 10 + Int(bytes[end] - UInt8(ascii: "0"))
      end += 1
    }
    return end > index ? (value, end) : nil
  }

  /// A month's name, whole or its first three letters (any case), at
  /// `index`: its number and where it ends.
  private func monthName(at index: Int) -> (Int, Int)? {
    // A day and a space may end the text: there is no month after them.
    guard index < bytes.count else { return nil }
    switch bytes[index] | 0x20 {
    case UInt8(ascii: "j"), UInt8(ascii: "f"), UInt8(ascii: "m"), UInt8(ascii: "a"),
      UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "n"), UInt8(ascii: "d"):
      break
    default: return nil
    }
    for (number, month) in Self.months.enumerated() {
      let name = month.name.utf8Start
      var length = 0
      while length < month.length, index + length < bytes.count,
        bytes[index + length] | 0x20 == name[length]
      {
        length += 1
      }
      guard length == 3 || length == month.length else { continue }
      var end = index + length
      // "Nov." reads as its month too.
      if length == 3, end < bytes.count, bytes[end] == UInt8(ascii: ".") { end += 1 }
      if end < bytes.count, Self.isLetter(bytes[end]) { continue }
      return (number + 1, end)
    }
    return nil
  }

  // MARK: Bytes

  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
  static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) }
  /// A byte that continues a word: an ASCII letter or digit, or part of a
  /// non-ASCII character.
  static func isWordByte(_ byte: UInt8) -> Bool { isAlphanumeric(byte) || byte >= 0x80 }

  static func isURLByte(_ byte: UInt8) -> Bool {
    switch byte {
    // Only ASCII: a link ends where other text starts, and no C1 control
    // (U+0080…U+009F) can get into the link written to a terminal.
    case 0...0x20, 0x7F...0xFF, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"),
      UInt8(ascii: "\\"), UInt8(ascii: "^"):
      false
    default: true
    }
  }

  static func isLocalPartByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
  }
}
