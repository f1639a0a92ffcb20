public import Trellis

extension Badge {
  /// A badge counting `count`, capped: more than `cap` shows as `99+`.
  public init(count: Int, cap: Int = 99, color: Color? = .red) {
    self.init(Badge.text(forCount: count, cap: cap) ?? "0", color: color)
  }

  /// What a badge shows for `count`: the number, `cap+` above `cap`, or
  /// `nil` for zero or less (no badge).
  public static func text(forCount count: Int, cap: Int = 99) -> String? {
    guard count > 0 else { return nil }
    return count > max(1, cap) ? "\(max(1, cap))+" : "\(count)"
  }

  /// Short text for a badge: at most `limit` characters, the rest cut with
  /// an ellipsis; control characters made visible.
  public static func shortText(_ text: String, limit: Int = 4) -> String {
    let visible = VisibleControlCharacters.visible(text).replacingNewlines()
    guard visible.count > limit else { return visible }
    return String(visible.prefix(max(0, limit - 1))) + "…"
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    String(map { $0.isNewline ? " " : $0 })
  }
}
