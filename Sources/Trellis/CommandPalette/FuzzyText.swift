/// Text prepared for fuzzy matching: each character as a number that
/// compares case-insensitively, and the bonus a match earns there.
///
/// Comparing numbers instead of `Character`s (and their lower-cased
/// `String`s) is what lets a palette score thousands of candidates per key.
struct FuzzyText: Sendable {
  /// Each character, lower-cased, as its Unicode scalar value; a character
  /// that lower-cases to several scalars gets a number from `table` above
  /// the scalar range.
  let codes: [UInt32]
  /// The bonus a match at each character earns (see ``FuzzyScoring``).
  let bonus: [Int32]

  /// Prepares `text`, numbering multi-scalar characters in `table`.
  init(_ text: some StringProtocol, table: inout FuzzyCodeTable) {
    var codes: [UInt32] = []
    var bonus: [Int32] = []
    codes.reserveCapacity(text.utf8.count)
    bonus.reserveCapacity(text.utf8.count)
    var previous: CharacterClass?
    for character in text {
      let kind = CharacterClass(character)
      codes.append(table.code(for: character, kind: kind))
      bonus.append(FuzzyScoring.boundaryBonus(previous: previous, current: kind))
      previous = kind
    }
    self.codes = codes
    self.bonus = bonus
  }
}

/// What the scoring needs to know about a character.
struct CharacterClass {
  var isLetterOrNumber: Bool
  var isLowercase: Bool
  var isUppercase: Bool
  /// The lower-cased ASCII byte, when the character is one ASCII scalar.
  var ascii: UInt8?

  init(_ character: Character) {
    if let ascii = character.asciiValue {
      let isUpper = ascii >= 0x41 && ascii <= 0x5A
      let isLower = ascii >= 0x61 && ascii <= 0x7A
      let isDigit = ascii >= 0x30 && ascii <= 0x39
      isLetterOrNumber = isUpper || isLower || isDigit
      isLowercase = isLower
      isUppercase = isUpper
      self.ascii = isUpper ? ascii + 0x20 : ascii
    } else {
      isLetterOrNumber = character.isLetter || character.isNumber
      isLowercase = character.isLowercase
      isUppercase = character.isUppercase
      ascii = nil
    }
  }
}

/// Numbers for characters whose lower case is more than one scalar, so
/// that every character compares as one number.
struct FuzzyCodeTable: Sendable {
  private var codes: [String: UInt32] = [:]
  /// Whether unknown characters get a new number (candidates) or the number
  /// that matches nothing (a query: a character no candidate has).
  var isGrowing = true

  /// The number that no candidate character has.
  static let matchesNothing = UInt32.max

  /// The number for `character` (of class `kind`).
  mutating func code(for character: Character, kind: CharacterClass) -> UInt32 {
    if let ascii = kind.ascii { return UInt32(ascii) }
    let lower = character.lowercased()
    let scalars = lower.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return scalar.value }
    if let code = codes[lower] { return code }
    guard isGrowing else { return Self.matchesNothing }
    let code = 0x11_0000 + UInt32(codes.count)
    codes[lower] = code
    return code
  }

  /// The query's characters to match, in order: the query without its
  /// separators (spaces, hyphens, underscores), which only help a user
  /// type, so `photo-album`, `photo album` and `photoalbum` find the same.
  func needle(_ query: some StringProtocol) -> [UInt32] {
    var table = self
    table.isGrowing = false
    var needle: [UInt32] = []
    for character in query where !FuzzyScoring.isSeparator(character) {
      needle.append(table.code(for: character, kind: CharacterClass(character)))
    }
    return needle
  }
}
