/// Which views a ``ThemeRule`` applies to. Every field left `nil` (or
/// empty) matches any view.
public struct ThemeSelector: Hashable, Sendable, CustomStringConvertible {
  /// The kind of view, or `nil` for any kind.
  public var kind: ViewKind?
  /// The style class (``Component/styleClass(_:)``), or `nil` for any.
  public var styleClass: String?
  /// The part of the view, or `nil` for the view itself.
  public var part: ThemePart?
  /// The states the view must all be in; empty for any state.
  public var states: ViewStates

  /// Creates a selector.
  public init(
    kind: ViewKind? = nil, styleClass: String? = nil, part: ThemePart? = nil,
    states: ViewStates = []
  ) {
    self.kind = kind
    self.styleClass = styleClass
    self.part = part
    self.states = states
  }

  /// The selector as theme files write it: `button.primary:focused`,
  /// `slider/knob`, `*:disabled`.
  public var description: String {
    var text = kind?.name ?? "*"
    if let styleClass { text += "." + styleClass }
    if let part { text += "/" + part.name }
    if !states.isEmpty { text += ":" + states.description }
    return text
  }

  /// Whether a view of `kind`, `styleClass`, in `states` matches, for the
  /// view itself (`part` `nil`) or one of its parts.
  func matches(kind: ViewKind, styleClass: String?, part: ThemePart?, states: ViewStates) -> Bool {
    self.part == part && (self.kind == nil || self.kind == kind)
      && (self.styleClass == nil || self.styleClass == styleClass)
      && states.isSuperset(of: self.states)
  }

  /// How specific the selector is, by the theme's order — states (the
  /// strongest, then how many), then the class, then the kind — so that
  /// of two matching rules the more specific wins.
  var specificity: (Int, Int, Int, Int) {
    (
      states.strength, states.rawValue.nonzeroBitCount, styleClass == nil ? 0 : 1,
      kind == nil ? 0 : 1
    )
  }
}

/// A look for the views a selector matches: one rule of a ``Theme``.
public struct ThemeRule: Hashable, Sendable {
  /// The views the rule applies to.
  public var selector: ThemeSelector
  /// What it sets for them.
  public var look: Look

  /// Creates a rule.
  public init(_ selector: ThemeSelector, _ look: Look) {
    self.selector = selector
    self.look = look
  }
}
