import Trellis

extension ThemeStyleSheet {
  /// The CSS selector of a theme selector: `#trellis-root` then the view's
  /// classes inside `:where()` (so every rule is equally specific and the
  /// theme's order decides), then a part's pseudo-element. `nil` for a part
  /// the page draws natively (a knob, a segment) or a kind whose name has
  /// no letter or digit.
  static func selector(for selector: ThemeSelector) -> String? {
    var view = ""
    if let kind = selector.kind {
      let name = kind.name.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
      guard !name.isEmpty else { return nil }
      view += ".t-" + name
    } else {
      view += ".t-view"
    }
    if let styleClass = selector.styleClass {
      view += "[data-style-class=\"\(escaped(styleClass))\"]"
    }
    for (name, state) in ViewStates.named where selector.states.contains(state) {
      view += ".t-" + name
    }
    let base = "#trellis-root :where(\(view))"
    guard let part = selector.part else { return base }
    switch part {
    case .placeholder: return base + "::placeholder"
    case .selection: return base + "::selection"
    case .indicator, .fill, .knob: return base
    default: return nil
    }
  }

  /// `text` as the inside of a CSS string: letters, digits, `-` and `_`
  /// as they are, every other character as a hex escape (`\3c `), so no
  /// quote, backslash, angle bracket or line break survives.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
          || scalar == "_"
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\" + String(scalar.value, radix: 16) + " "
      }
    }
    return result
  }

  /// The declarations of `look`. A part drawn natively (a switch's box, a
  /// slider's knob and fill) takes its colour as `accent-color`.
  static func declarations(for look: Look, part: ThemePart?) -> [String] {
    if let part, [.indicator, .fill, .knob].contains(part) {
      guard let color = look.background ?? look.foreground else { return [] }
      return ["accent-color: \(value(of: color))"]
    }
    var declarations: [String] = []
    let foreground = look.foreground.map(value(of:))
    let background = look.background.map(value(of:))
    if let emphasis = look.emphasis, emphasis.contains(.reverse) {
      declarations.append("color: \(background ?? "var(--t-background)")")
      declarations.append("background-color: \(foreground ?? "var(--t-foreground)")")
    } else {
      if let foreground { declarations.append("color: \(foreground)") }
      if let background { declarations.append("background-color: \(background)") }
    }
    if let emphasis = look.emphasis { declarations += self.declarations(for: emphasis) }
    if let border = look.border { declarations += self.declarations(for: border) }
    if let color = look.borderColor { declarations.append("border-color: \(value(of: color))") }
    return declarations
  }

  /// Emphasis replaces the emphasis under it (as in the theme), so every
  /// property it touches is written, on or off.
  private static func declarations(for emphasis: Emphasis) -> [String] {
    var lines: [String] = []
    if emphasis.contains(.underline) { lines.append("underline") }
    if emphasis.contains(.strikethrough) { lines.append("line-through") }
    return [
      "font-weight: \(emphasis.contains(.bold) ? "bold" : "normal")",
      "font-style: \(emphasis.contains(.italic) ? "italic" : "normal")",
      "text-decoration-line: \(lines.isEmpty ? "none" : lines.joined(separator: " "))",
      "opacity: \(emphasis.contains(.dim) ? "0.6" : "1")",
    ]
  }

  private static func declarations(for border: BorderStyle) -> [String] {
    switch border {
    case .single: ["border-style: solid", "border-width: 1px", "border-radius: 0"]
    case .rounded: ["border-style: solid", "border-width: 1px", "border-radius: 6px"]
    case .heavy: ["border-style: solid", "border-width: 2px", "border-radius: 0"]
    case .double: ["border-style: double", "border-width: 3px", "border-radius: 0"]
    case .ascii: ["border-style: dashed", "border-width: 1px", "border-radius: 0"]
    }
  }
}
