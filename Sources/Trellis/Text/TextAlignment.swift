/// How lines of text sit in their box.
public enum TextAlignment: String, Hashable, Sendable, AttributeValue {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing

  /// The alignment's name.
  public var description: String { rawValue }
}
