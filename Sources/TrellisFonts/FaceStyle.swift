/// The four faces a font family may have, as CSS names them by
/// `font-weight` (normal, bold) and `font-style` (normal, italic).
public enum FaceStyle: String, Hashable, Sendable, CaseIterable {
  /// Normal weight, upright.
  case regular
  /// Bold, upright.
  case bold
  /// Normal weight, italic (or oblique).
  case italic
  /// Bold and italic.
  case boldItalic

  /// The face for text that is `bold` and `italic`.
  public init(bold: Bool, italic: Bool) {
    switch (bold, italic) {
    case (false, false): self = .regular
    case (true, false): self = .bold
    case (false, true): self = .italic
    case (true, true): self = .boldItalic
    }
  }

  /// The faces to use in order when a family lacks this one, the way CSS
  /// font matching picks: the slant first, then the weight (the browser
  /// draws a missing weight or slant synthetically, at the same advances).
  var fallbacks: [FaceStyle] {
    switch self {
    case .regular: return [.regular]
    case .bold: return [.bold, .regular]
    case .italic: return [.italic, .regular]
    case .boldItalic: return [.boldItalic, .italic, .bold, .regular]
    }
  }
}
