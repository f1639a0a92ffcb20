/// The modifier and lock state a terminal reports with a key press or mouse
/// event, as it reports it.
///
/// The bits match xterm's modifier parameter minus one (`CSI 1 ; m X` carries
/// `1 + bits`) and the kitty keyboard protocol's modifier field, so the set
/// also holds what no key command matches on: Meta/Super, Hyper, Caps Lock
/// and Num Lock. The terminal host turns it into the core's
/// `KeyPress.Modifiers` — Shift, Control and Alt, the chord a key command
/// names — when it makes a `KeyPress`.
public struct TerminalModifiers: OptionSet, Sendable, Hashable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = TerminalModifiers(rawValue: 1 << 0)
  /// Alt (Option); in legacy encoding, a key preceded by ESC.
  public static let alt = TerminalModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = TerminalModifiers(rawValue: 1 << 2)
  /// Meta: xterm's fourth modifier, which kitty calls Super (the Windows or
  /// Command key). Kitty's separate Meta bit is reported as this too.
  public static let meta = TerminalModifiers(rawValue: 1 << 3)
  /// Hyper (kitty protocol only).
  public static let hyper = TerminalModifiers(rawValue: 1 << 4)
  /// Caps Lock is on (kitty protocol only).
  public static let capsLock = TerminalModifiers(rawValue: 1 << 6)
  /// Num Lock is on (kitty protocol only).
  public static let numLock = TerminalModifiers(rawValue: 1 << 7)

  /// Decodes an xterm / kitty modifier parameter (`1 + bits`); 0 and 1 mean none.
  init(parameter: Int) {
    let bits = UInt8(truncatingIfNeeded: max(0, parameter - 1))
    // Kitty's Meta (bit 5) folds into `.meta`.
    var value = bits & ~(1 << 5)
    if bits & (1 << 5) != 0 { value |= TerminalModifiers.meta.rawValue }
    self.init(rawValue: value)
  }
}

/// The old name of ``TerminalModifiers``, renamed so that it is not taken for
/// the core's `KeyPress.Modifiers` (the chord a key command matches).
@available(*, deprecated, renamed: "TerminalModifiers")
public typealias KeyModifiers = TerminalModifiers
