extension KeyPress {
  /// A key press of a key that types `character`, such as `KeyPress("q")`.
  public init(_ character: Character, modifiers: Modifiers = []) {
    self.init(.character(character), modifiers: modifiers)
  }

  /// The key as a footer or help screen shows it: `q`, `Enter`, `↑`,
  /// `ctrl+s`, `shift+Tab`, `F5`, `Space`.
  public var displayName: String {
    var prefix = ""
    if modifiers.contains(.control) { prefix += "ctrl+" }
    if modifiers.contains(.alt) { prefix += "alt+" }
    if modifiers.contains(.shift) { prefix += "shift+" }
    return prefix + key.displayName
  }
}

extension KeyPress.Key {
  /// The key's name as people read it on a keyboard: arrows as `↑↓←→`.
  public var displayName: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .insert: "Ins"
    case .function(let number): "F\(number)"
    case .unidentified(let code): "Key \(code)"
    }
  }
}
