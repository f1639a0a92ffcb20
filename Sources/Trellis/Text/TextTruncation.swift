/// Where text that does not fit its lines is cut, with an ellipsis (…) in
/// place of what is left out.
///
/// The last line shown takes the rest of the text, cut at its end
/// (``tail``), its start (``head``) or its middle (``middle``), to the
/// width of the view.
public enum TextTruncation: String, Hashable, Sendable, AttributeValue, CaseIterable {
  /// `The quick brown…` — the end is left out.
  case tail
  /// `The quick…lazy dog.` — the middle is left out.
  case middle
  /// `…over the lazy dog.` — the start is left out.
  case head

  /// The mode's name.
  public var description: String { rawValue }
}
