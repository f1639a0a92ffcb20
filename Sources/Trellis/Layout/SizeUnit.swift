/// What a size a component states counts: the host's own unit, or the
/// host's text. Sizes in text give the same room for the same text on
/// every host — a label column, a thumbnail beside a line of text — where
/// the host's unit differs from host to host (a cell, a CSS pixel, a point).
public enum SizeUnit: String, Hashable, Sendable {
  /// The host's own unit: a cell on a terminal, a CSS pixel in a browser,
  /// a point on iOS (see ``LayoutEnvironment``).
  case host
  /// The host's text: widths in characters (the width of a digit, CSS's
  /// `ch`: ``LayoutEnvironment/characterWidth``), heights in lines
  /// (``LayoutEnvironment/lineHeight``); a cell each on a terminal.
  case text
}
