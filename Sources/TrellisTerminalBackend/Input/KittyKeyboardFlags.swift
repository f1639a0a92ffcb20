/// Progressive enhancements of the kitty keyboard protocol, which make keys
/// unambiguous (Escape, Ctrl-I versus Tab, …) and can report releases.
///
/// A session pushes the flags it wants on entry (``pushSequence(_:)``) and pops
/// them on exit (``popSequence``); terminals without the protocol ignore both.
/// See https://sw.kovidgoyal.net/kitty/keyboard-protocol/.
public struct KittyKeyboardFlags: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Report keys that are ambiguous in legacy encoding (Escape, Alt+key,
  /// Ctrl+key) as `CSI … u`.
  public static let disambiguateEscapeCodes = KittyKeyboardFlags(rawValue: 1)
  /// Report repeats and releases as well as presses.
  public static let reportEventTypes = KittyKeyboardFlags(rawValue: 2)
  /// Report the shifted and base-layout keys too.
  public static let reportAlternateKeys = KittyKeyboardFlags(rawValue: 4)
  /// Report every key, text-producing ones included, as escape codes.
  public static let reportAllKeysAsEscapeCodes = KittyKeyboardFlags(rawValue: 8)
  /// Report the text a key produces along with it.
  public static let reportAssociatedText = KittyKeyboardFlags(rawValue: 16)

  /// `CSI > flags u`: pushes these flags on the terminal's stack.
  public static func pushSequence(_ flags: KittyKeyboardFlags) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.appendCSI()
    bytes.append(UInt8(ascii: ">"))
    bytes.appendDecimal(Int(flags.rawValue))
    bytes.append(UInt8(ascii: "u"))
    return bytes
  }

  /// `CSI < u`: pops the flags pushed last, restoring the previous ones.
  public static let popSequence: [UInt8] = Array("\u{1B}[<u".utf8)

  /// `CSI ? u`: asks for the current flags; the answer is decoded as
  /// ``InputEvent/keyboardEnhancements(_:)``.
  public static let querySequence: [UInt8] = Array("\u{1B}[?u".utf8)
}
