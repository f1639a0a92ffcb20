/// A key the user pressed, with the modifier keys held.
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
  /// A key on the keyboard, independent of modifiers. Every host reports
  /// keys as these (the terminal's input decoder among them).
  public enum Key: Hashable, Sendable {
    /// A key that types a character: letters, digits, punctuation, space,
    /// and any text (one grapheme cluster). With Control, the letter is
    /// lowercase (`Ctrl-A` is `.character("a")` with
    /// ``Modifiers/control``).
    case character(Character)
    /// Return / enter.
    case enter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Backspace.
    case backspace
    /// Delete (forward).
    case delete
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Insert.
    case insert
    /// A function key, F1 to F35.
    case function(Int)
    /// A key the host reported that has no name here (a media key, a lone
    /// modifier key, …), by the host's key code (the kitty keyboard
    /// protocol's, in a terminal).
    case unidentified(UInt32)
  }

  /// Modifier keys held with a key.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Shift.
    public static let shift = Modifiers(rawValue: 1)
    /// Control.
    public static let control = Modifiers(rawValue: 2)
    /// Alt / option / meta.
    public static let alt = Modifiers(rawValue: 4)
  }

  /// The key.
  public var key: Key
  /// The modifiers held.
  public var modifiers: Modifiers

  /// Creates a key press.
  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The key, such as `ctrl+c` or `enter`.
  public var description: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "ctrl+" }
    if modifiers.contains(.alt) { prefix += "alt+" }
    if modifiers.contains(.shift) { prefix += "shift+" }
    switch key {
    case .character(let character): return prefix + String(character)
    case .function(let number): return prefix + "f\(number)"
    case .unidentified(let code): return prefix + "key\(code)"
    default: return prefix + "\(key)"
    }
  }
}
