/// How a view, or a part of one, is drawn: its colours, emphasis and
/// border. A ``Theme`` resolves one per view kind, style class and state.
///
/// Every field is optional: a field a look leaves `nil` is taken from the
/// looks under it (see ``Theme`` for the order); one still `nil` after
/// resolution is the host's default (the text colour and background around
/// the view, no emphasis, a single-line border).
public struct Look: Hashable, Sendable {
  /// The text colour.
  public var foreground: Color?
  /// The background colour.
  public var background: Color?
  /// Bold, italic, underline, dim, reverse…
  public var emphasis: Emphasis?
  /// The lines of the view's border, for views that have one.
  public var border: BorderStyle?
  /// The colour of the border.
  public var borderColor: Color?

  /// Creates a look; fields left out are unset.
  public init(
    foreground: Color? = nil, background: Color? = nil, emphasis: Emphasis? = nil,
    border: BorderStyle? = nil, borderColor: Color? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.emphasis = emphasis
    self.border = border
    self.borderColor = borderColor
  }

  /// A look that sets only its emphasis.
  public static func emphasis(_ emphasis: Emphasis) -> Look { Look(emphasis: emphasis) }

  /// Whether the look sets nothing.
  public var isEmpty: Bool { self == Look() }

  /// This look over `base`: each field this look sets, the rest from
  /// `base`.
  public func over(_ base: Look) -> Look {
    Look(
      foreground: foreground ?? base.foreground, background: background ?? base.background,
      emphasis: emphasis ?? base.emphasis, border: border ?? base.border,
      borderColor: borderColor ?? base.borderColor)
  }

  /// The look without colours: emphasis and border lines only.
  public var withoutColors: Look { Look(emphasis: emphasis, border: border) }
}
