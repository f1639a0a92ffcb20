/// Control characters made visible, so text from anywhere (a file, the
/// network, a user) can be shown without a byte of it acting on the
/// terminal: an escape (U+001B) shows as ␛, a C0 control as its control
/// picture (U+2400…), DEL as ␡, a C1 control as U+FFFD. Tabs become a space;
/// newlines stay.
public enum VisibleControlCharacters {
  /// `text` with its control characters made visible; the same string when
  /// it has none.
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(needsReplacing(scalar) ? replacement(for: scalar) : scalar)
    }
    return String(scalars)
  }

  private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A: false
    case 0x00..<0x20, 0x7F..<0xA0: true
    default: false
    }
  }

  private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x09: " "
    case 0x0D: "\u{240D}"
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    default: "\u{FFFD}"
    }
  }
}
