public import Trellis

extension Component {
  /// Shows a badge with `text` at this component's top-right corner, just
  /// outside it (NIBadgeView); `nil` or empty shows none. Text longer than 4
  /// characters is cut.
  ///
  /// ```swift
  /// Image(named: "mail").badge("new")
  /// ```
  public func badge(_ text: String?, color: Color? = .red) -> some Component {
    Stack(.horizontal, spacing: 0, alignment: .start) {
      self
      if let text, !text.isEmpty {
        Badge(Badge.shortText(text), color: color).tag("badge")
      }
    }
  }

  /// Shows a count at this component's top-right corner, capped at `cap`
  /// (`99+`); zero or less shows none.
  ///
  /// ```swift
  /// Text("Inbox").badge(count: unread)
  /// ```
  public func badge(count: Int, cap: Int = 99, color: Color? = .red) -> some Component {
    badge(Badge.text(forCount: count, cap: cap), color: color)
  }
}
