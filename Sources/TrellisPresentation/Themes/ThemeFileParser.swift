import Trellis
import Yams

/// Walks the YAML nodes of a theme file into a ``Theme``, collecting every
/// problem with its place instead of stopping at the first.
struct ThemeFileParser {
  let path: String
  let limits: ScreenFileLimits
  let kinds: [ViewKind]
  let parts: [ThemePart]
  private(set) var problems: [ScreenFileProblem] = []

  init(path: String, limits: ScreenFileLimits, kinds: [ViewKind], parts: [ThemePart]) {
    self.path = path
    self.limits = limits
    self.kinds = kinds
    self.parts = parts
  }

  /// The theme `yaml` describes, or `nil` when it cannot be read at all.
  mutating func parse(_ yaml: String) -> Theme? {
    if let deep = ScreenFileParser.flowNestingProblem(yaml) {
      report(
        .limitExceeded, at: SourceLocation(file: path, line: deep.line, column: deep.column),
        "nesting deeper than \(ScreenFileParser.maximumDepth) levels")
      return nil
    }
    // Sizes, duplicate keys and syntax errors, before a node is built.
    var prescan = YAMLPrescan(path: path, limits: limits)
    prescan.scan(yaml)
    guard prescan.problems.isEmpty else {
      problems += prescan.problems
      return nil
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: yaml, .basic)
    } catch {
      report(.syntax, at: location(nil), "malformed YAML: \(error)")
      return nil
    }
    guard let root, let mapping = root.mapping else {
      report(
        .unexpectedNode, at: location(root?.mark),
        "expected a mapping with 'name', 'extends', 'palette' and 'looks'")
      return nil
    }
    var theme = Theme.dark
    if let base = mapping.first(where: { $0.key.string == "extends" })?.value {
      theme = baseTheme(base) ?? theme
    }
    for (key, value) in mapping {
      switch key.string {
      case "name": theme.name = scalar(value, expected: "a theme name") ?? theme.name
      case "extends": continue
      case "palette": parsePalette(value, into: &theme)
      case "looks": parseLooks(value, into: &theme)
      default:
        report(
          .unknownProperty, at: location(key.mark),
          "unknown key '\(key.string ?? "")'; expected 'name', 'extends', 'palette' or 'looks'")
      }
    }
    return theme
  }

  private mutating func baseTheme(_ node: Node) -> Theme? {
    guard let name = scalar(node, expected: "a built-in theme name") else { return nil }
    guard let theme = Theme.builtIn.first(where: { $0.name == name }) else {
      let known = Theme.builtIn.map { "'\($0.name)'" }.joined(separator: ", ")
      report(
        .unknownIdentifier, at: location(node.mark), "no built-in theme '\(name)'; known: \(known)")
      return nil
    }
    return theme
  }

  private mutating func parsePalette(_ node: Node, into theme: inout Theme) {
    guard let mapping = node.mapping else {
      report(.unexpectedNode, at: location(node.mark), "expected a mapping of roles to colours")
      return
    }
    for (key, value) in mapping {
      guard let name = key.string, let role = ColorRole(rawValue: name) else {
        let known = ColorRole.allCases.map(\.rawValue).joined(separator: ", ")
        report(
          .unknownProperty, at: location(key.mark),
          "unknown colour role '\(key.string ?? "")'; the roles are \(known)")
        continue
      }
      if let color = color(value) { theme.palette[role] = color }
    }
  }

  private mutating func parseLooks(_ node: Node, into theme: inout Theme) {
    guard let mapping = node.mapping else {
      report(.unexpectedNode, at: location(node.mark), "expected a mapping of selectors to looks")
      return
    }
    for (key, value) in mapping {
      guard let text = key.string else {
        report(.unexpectedNode, at: location(key.mark), "expected a selector")
        continue
      }
      let selector = self.selector(text, at: location(key.mark))
      let look = self.look(value)
      if let selector, let look { theme.rules.append(ThemeRule(selector, look)) }
    }
  }

  /// A selector, `kind.class/part:state+state`, every piece optional but
  /// one (`*` is any kind).
  private mutating func selector(_ text: String, at place: SourceLocation) -> ThemeSelector? {
    var rest = Substring(text)
    var selector = ThemeSelector()
    if let colon = rest.firstIndex(of: ":") {
      for name in rest[rest.index(after: colon)...].split(
        separator: "+", omittingEmptySubsequences: false)
      {
        guard let state = ViewStates.named.first(where: { $0.name == name })?.state else {
          let known = ViewStates.named.map(\.name).joined(separator: ", ")
          report(
            .illTypedProperty, at: place,
            "unknown state '\(name)' in '\(text)'; the states are \(known)")
          return nil
        }
        selector.states.insert(state)
      }
      rest = rest[..<colon]
    }
    if let slash = rest.firstIndex(of: "/") {
      let name = String(rest[rest.index(after: slash)...])
      guard let part = parts.first(where: { $0.name == name }) else {
        let known = parts.map(\.name).joined(separator: ", ")
        report(
          .illTypedProperty, at: place,
          "unknown part '\(name)' in '\(text)'; the parts are \(known)")
        return nil
      }
      selector.part = part
      rest = rest[..<slash]
    }
    if let dot = rest.firstIndex(of: ".") {
      let name = String(rest[rest.index(after: dot)...])
      guard !name.isEmpty else {
        report(.illTypedProperty, at: place, "empty style class in '\(text)'")
        return nil
      }
      selector.styleClass = name
      rest = rest[..<dot]
    }
    if rest != "*" {
      guard let kind = kinds.first(where: { $0.name == rest }) else {
        let known = kinds.map(\.name).joined(separator: ", ")
        report(
          .unknownComponentKind, at: place,
          "unknown view kind '\(rest)' in '\(text)'; write '*' for any, or one of \(known)")
        return nil
      }
      selector.kind = kind
    }
    return selector
  }

  /// A look: a mapping of `foreground`, `background`, `emphasis`,
  /// `border` and `borderColor`.
  private mutating func look(_ node: Node) -> Look? {
    guard let mapping = node.mapping else {
      report(
        .unexpectedNode, at: location(node.mark),
        "expected a look: a mapping of foreground, background, emphasis, border, borderColor")
      return nil
    }
    var look = Look()
    for (key, value) in mapping {
      switch key.string {
      case "foreground": look.foreground = color(value)
      case "background": look.background = color(value)
      case "borderColor": look.borderColor = color(value)
      case "emphasis": look.emphasis = emphasis(value)
      case "border":
        guard let name = scalar(value, expected: "a border style") else { continue }
        guard let border = BorderStyle(rawValue: name) else {
          let known = BorderStyle.allCases.map(\.rawValue).joined(separator: ", ")
          report(
            .illTypedProperty, at: location(value.mark),
            "unknown border '\(name)'; the borders are \(known)")
          continue
        }
        look.border = border
      default:
        report(
          .unknownProperty, at: location(key.mark),
          "unknown look key '\(key.string ?? "")'; expected foreground, background, emphasis, border or borderColor"
        )
      }
    }
    return look
  }

  /// A colour: a name or role (``Color/namedColors``) or `#rrggbb`.
  private mutating func color(_ node: Node) -> Color? {
    guard let text = scalar(node, expected: "a colour") else { return nil }
    if let color = Color(named: text) ?? Color(hex: text) { return color }
    report(
      .illTypedProperty, at: location(node.mark),
      "unknown colour '\(text)'; write a colour name (red, brightBlack, gray…), a role (accent, muted…) or #rrggbb"
    )
    return nil
  }

  /// Emphasis: `none`, one name, names joined by `+`, or a list of names.
  private mutating func emphasis(_ node: Node) -> Emphasis? {
    let names: [(String, Mark?)]
    if let sequence = node.sequence {
      names = sequence.map { ($0.string ?? "", $0.mark) }
    } else if let text = scalar(node, expected: "emphasis") {
      names = text == "none" ? [] : text.split(separator: "+").map { (String($0), node.mark) }
    } else {
      return nil
    }
    var emphasis: Emphasis = []
    for (name, mark) in names {
      guard let named = Emphasis.named.first(where: { $0.name == name }) else {
        let known = Emphasis.named.map(\.name).joined(separator: ", ")
        report(
          .illTypedProperty, at: location(mark),
          "unknown emphasis '\(name)'; write none or \(known)")
        return nil
      }
      emphasis.insert(named.emphasis)
    }
    return emphasis
  }

  private mutating func scalar(_ node: Node, expected: String) -> String? {
    guard let scalar = node.scalar else {
      report(
        .illTypedProperty, at: location(node.mark),
        "expected \(expected), found a \(node.sequence != nil ? "list" : "mapping")")
      return nil
    }
    return scalar.string
  }

  private func location(_ mark: Mark?) -> SourceLocation {
    SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  private mutating func report(
    _ kind: ScreenFileProblem.Kind, at location: SourceLocation, _ message: String
  ) {
    problems.append(ScreenFileProblem(kind, at: location, message))
  }
}
