/// How a ``Modal`` presents its panel.
public enum ModalStyle: Hashable, Sendable {
  /// A box centred over the screen, as wide as its content needs (up to
  /// nine tenths of the width), with its title in the top border.
  ///
  /// ```
  /// ░░░░░░┌─ Delete? ──────────┐░░░░░░
  /// ░░░░░░│ Delete 3 messages? │░░░░░░
  /// ░░░░░░│                    │░░░░░░
  /// ░░░░░░│   [Cancel] [Delete]│░░░░░░
  /// ░░░░░░└────────────────────┘░░░░░░
  /// ```
  case dialog
  /// A panel along the bottom edge, the full width of the screen, as tall
  /// as its content.
  ///
  /// ```
  /// ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
  /// ── Share ─────────────────────────
  ///  Copy link   Mail   Messages
  /// ```
  case sheet
}
