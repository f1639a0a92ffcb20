import Trellis

/// Cell styles for runs of text drawn over one background, each packed
/// once while the runs keep the same `TextStyle`: a table row's cells
/// mostly share one, and converting it (colours, attributes, the link's
/// interned number) for every cell would cost more than drawing it.
struct PackedStyleCache {
  /// The background a run that sets none is drawn over.
  let background: TerminalColor
  /// The theme the runs' colours are resolved by.
  let theme: TerminalThemeStyles
  private var last: (style: TextStyle, packed: PackedStyle)?

  init(background: TerminalColor, theme: TerminalThemeStyles) {
    self.background = background
    self.theme = theme
  }

  /// `style` over ``background``, packed.
  mutating func packed(_ style: TextStyle) -> PackedStyle {
    if let last, last.style == style { return last.packed }
    let packed = PackedStyle(theme.style(style, background: background))
    last = (style, packed)
    return packed
  }
}
