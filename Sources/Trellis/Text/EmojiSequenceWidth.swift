/// How wide a grid host draws an emoji sequence joined by zero-width
/// joiners (ZWJ), such as the family "👩‍👩‍👧": terminals disagree.
///
/// ```swift
/// EmojiSequenceWidth.joined.width(of: "👩\u{200D}👩\u{200D}👧")    // 2
/// EmojiSequenceWidth.perEmoji.width(of: "👩\u{200D}👩\u{200D}👧")  // 6
/// ```
///
/// A terminal that knows the sequence draws it as one glyph in 2 cells;
/// one that does not draws each emoji in turn, 2 cells each. A host learns
/// which at start-up (the terminal host prints a sequence and asks where
/// the cursor went) and measures and lays text out with it, so what is
/// drawn lines up with what the terminal shows.
public enum EmojiSequenceWidth: Sendable, Hashable {
  /// A sequence is one cluster as wide as ``CellWidth/width(of:)-(Character)`` says (2).
  case joined
  /// A sequence takes the cells of its emoji drawn one after another.
  case perEmoji

  /// The cells `character` takes under this rule.
  public func width(of character: Character) -> Int {
    guard self == .perEmoji, Self.isJoinedSequence(character) else {
      return CellWidth.width(of: character)
    }
    var total = 0
    for piece in Self.pieces(of: character) { total += CellWidth.width(of: piece) }
    return total
  }

  /// The parts of `character` drawn one after another: the character
  /// itself when it is joined (or no ZWJ sequence), else its emoji, each
  /// with the joiner after it.
  public func pieces(of character: Character) -> [Character] {
    guard self == .perEmoji, Self.isJoinedSequence(character) else { return [character] }
    return Self.pieces(of: character)
  }

  /// Whether `character` joins pictographs with a zero-width joiner.
  public static func isJoinedSequence(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard scalars.count > 2, let first = scalars.first,
      first.properties.isEmoji && first.value > 0x7F
    else { return false }
    return scalars.contains { $0.value == 0x200D }
  }

  /// `character` cut after each joiner.
  private static func pieces(of character: Character) -> [Character] {
    var pieces: [Character] = []
    var current = String.UnicodeScalarView()
    for scalar in character.unicodeScalars {
      current.append(scalar)
      if scalar.value == 0x200D {
        pieces.append(Character(String(current)))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { pieces.append(Character(String(current))) }
    return pieces
  }
}
