/// The mark at the trailing edge of a row, derived from its actions.
///
/// ```
/// │ Inbox                      › │   navigate
/// │ Wi-Fi                      ⓘ │   detail
/// │ Bluetooth                ⓘ › │   both
/// ```
public struct Accessory: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8
  /// Creates an accessory from raw bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A disclosure indicator: tapping the row navigates.
  public static let disclosure = Accessory(rawValue: 1)
  /// A detail button, tappable on its own.
  public static let detail = Accessory(rawValue: 2)

  /// The glyph of the disclosure indicator.
  public static let disclosureGlyph = "›"
  /// The glyph of the detail button.
  public static let detailGlyph = "ⓘ"
}
