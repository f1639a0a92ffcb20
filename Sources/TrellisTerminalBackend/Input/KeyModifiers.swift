/// Modifier keys held during a key press or mouse event.
///
/// The bits match xterm's modifier parameter minus one (`CSI 1 ; m X` carries
/// `1 + bits`) and the kitty keyboard protocol's modifier field.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt (Option); in legacy encoding, a key preceded by ESC.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 2)
  /// Meta: xterm's fourth modifier, which kitty calls Super (the Windows or
  /// Command key). Kitty's separate Meta bit is reported as this too.
  public static let meta = KeyModifiers(rawValue: 1 << 3)
  /// Hyper (kitty protocol only).
  public static let hyper = KeyModifiers(rawValue: 1 << 4)
  /// Caps Lock is on (kitty protocol only).
  public static let capsLock = KeyModifiers(rawValue: 1 << 6)
  /// Num Lock is on (kitty protocol only).
  public static let numLock = KeyModifiers(rawValue: 1 << 7)

  /// Decodes an xterm / kitty modifier parameter (`1 + bits`); 0 and 1 mean none.
  init(parameter: Int) {
    let bits = UInt8(truncatingIfNeeded: max(0, parameter - 1))
    // Kitty's Meta (bit 5) folds into `.meta`.
    var value = bits & ~(1 << 5)
    if bits & (1 << 5) != 0 { value |= KeyModifiers.meta.rawValue }
    self.init(rawValue: value)
  }
}
