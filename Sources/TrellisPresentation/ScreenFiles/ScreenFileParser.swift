import TrellisBinding
import Yams

/// Walks the YAML nodes of a screen file into specs, collecting every
/// problem with its place instead of stopping (or trapping) at the first.
struct ScreenFileParser {
  let path: String
  let names: RegisteredNames?
  let limits: ScreenFileLimits
  private(set) var problems: [ScreenFileProblem] = []
  /// The declared data object type of the screen being read, whose keys
  /// its paths are checked against.
  private var dataObject: (name: String, schema: DataObjectSchema)?
  /// How deep the reader is in bound table rows' cell templates, whose
  /// paths with no operator read the row's object, not the screen's.
  private var cellTemplateDepth = 0
  /// Deeper component trees are refused (and libyaml's recursion spared).
  static let maximumDepth = 64

  init(path: String, names: RegisteredNames?, limits: ScreenFileLimits = .default) {
    self.path = path
    self.names = names
    self.limits = limits
  }

  mutating func parse(_ yaml: String) -> ScreenFile? {
    if let deep = Self.flowNestingProblem(yaml) {
      report(.unexpectedNode, at: location(deep), "nesting deeper than \(Self.maximumDepth) levels")
      return nil
    }
    // Sizes, duplicate keys and syntax errors, before a node is built.
    var prescan = YAMLPrescan(path: path, limits: limits)
    prescan.scan(yaml)
    if !prescan.problems.isEmpty {
      problems += prescan.problems
      return nil
    }
    let root: Node?
    do {
      // No tag resolution: see `Node.yamlBool`.
      root = try Yams.compose(yaml: yaml, .basic)
    } catch {
      reportYAML(error)
      return nil
    }
    guard let root else { return nil }
    guard let mapping = root.mapping else {
      report(.unexpectedNode, at: root, "expected a mapping with 'screens' at the top of the file")
      return nil
    }
    var initialNode: Node?
    var screens: [ScreenSpec] = []
    var screensSeen = false
    for (key, value) in mapping {
      switch key.string {
      case "initial":
        initialNode = value
        if value.scalar == nil {
          report(.illTypedProperty, at: value, "expected a screen identifier")
        }
      case "screens":
        screensSeen = true
        guard let sequence = value.sequence else {
          report(.unexpectedNode, at: value, "expected a list of screens")
          continue
        }
        for node in sequence { if let screen = parseScreen(node) { screens.append(screen) } }
      default:
        report(
          .unknownProperty, at: key,
          "unknown key '\(key.string ?? "?")' at the top; expected 'initial' or 'screens'")
      }
    }
    if !screensSeen { report(.missingProperty, at: root, "expected 'screens', a list of screens") }
    var seen: [String: SourceLocation] = [:]
    for screen in screens {
      if let first = seen[screen.identifier] {
        problems.append(
          ScreenFileProblem(
            .duplicateIdentifier, at: screen.location,
            "duplicate screen identifier '\(screen.identifier)' (first declared at \(first.line):\(first.column))"
          ))
      } else {
        seen[screen.identifier] = screen.location
      }
    }
    var initial = screens.first?.identifier ?? ""
    if let initialNode, let name = initialNode.string {
      if seen[name] == nil {
        report(
          .unknownIdentifier, at: initialNode,
          "unknown screen identifier '\(name)'; expected one of \(quoted(screens.map(\.identifier)))"
        )
      }
      initial = name
    }
    if screensSeen, screens.isEmpty, problems.isEmpty {
      report(.missingProperty, at: root, "expected at least one screen")
    }
    return ScreenFile(path: path, initial: initial, screens: screens)
  }

  // MARK: Screens

  private mutating func parseScreen(_ node: Node) -> ScreenSpec? {
    guard let mapping = node.mapping else {
      report(.unexpectedNode, at: node, "expected a screen: a mapping with 'id' and 'body'")
      return nil
    }
    var identifier: String?
    var type: String?
    var title: String?
    var presenter: String?
    var body: ComponentSpec?
    var bodySeen = false
    // Read first: the body's paths are checked against it.
    let dataObjectType = node.value(forKey: "dataObject").flatMap { declaredDataObject($0) }
    defer { dataObject = nil }
    for (key, value) in mapping {
      switch key.string {
      case "id": identifier = scalarText(value, expected: "a screen identifier")
      case "type":
        type = scalarText(value, expected: "a screen type name")
        if let type, let known = names?.screenTypes, !known.contains(type) {
          report(
            .unknownIdentifier, at: value,
            "unknown screen type '\(type)'; expected one of \(quoted(known.sorted()))")
        }
      case "title": title = scalarText(value, expected: "a title")
      case "presenter":
        presenter = scalarText(value, expected: "a presenter name")
        if let presenter, let known = names?.presenters, !known.contains(presenter) {
          report(
            .unknownIdentifier, at: value,
            "unknown presenter '\(presenter)'; expected one of \(quoted(known.sorted()))")
        }
      case "body":
        bodySeen = true
        body = parseComponent(value, depth: 0)
      case "dataObject": break
      default:
        report(
          .unknownProperty, at: key,
          "unknown screen key '\(key.string ?? "?")'; expected one of 'id', 'type', 'title', 'presenter', 'dataObject', 'body'"
        )
      }
    }
    guard let id = identifier ?? type else {
      report(.missingProperty, at: node, "expected 'id' (or 'type', whose name is the default id)")
      return nil
    }
    if !bodySeen {
      report(.missingProperty, at: node, "screen '\(id)' expected a 'body' component")
    }
    return ScreenSpec(
      identifier: id, type: type, title: title ?? id, presenter: presenter,
      body: body ?? ComponentSpec(kind: "stack", location: location(node)),
      location: location(node), dataObjectType: dataObjectType)
  }

  /// The screen's `dataObject: Type`: checked against the registered
  /// types (when the names given have any), and remembered for the body.
  private mutating func declaredDataObject(_ node: Node) -> String? {
    guard let name = scalarText(node, expected: "a data object type name") else { return nil }
    guard let known = names?.dataObjects else { return name }
    guard let schema = known[name] else {
      report(
        .unknownIdentifier, at: node,
        "unknown data object type '\(name)'; expected one of \(quoted(known.keys.sorted()))")
      return name
    }
    dataObject = (name, schema)
    return name
  }

  // MARK: Components

  private mutating func parseComponent(_ node: Node, depth: Int) -> ComponentSpec? {
    guard depth < Self.maximumDepth else {
      report(.unexpectedNode, at: node, "components nested deeper than \(Self.maximumDepth) levels")
      return nil
    }
    guard let mapping = node.mapping else {
      report(.unexpectedNode, at: node, "expected a component: a mapping with 'kind'")
      return nil
    }
    guard let kindNode = node.value(forKey: "kind") else {
      report(.missingProperty, at: node, "expected 'kind', the component's kind")
      return nil
    }
    guard let kind = kindNode.scalar?.string else {
      report(.illTypedProperty, at: kindNode, "expected a component kind name")
      return nil
    }
    let builtIn = ComponentSchema.kinds[kind]
    let custom = names?.components.contains(kind) == true
    guard builtIn != nil || custom else {
      let known = ComponentSchema.kinds.keys.sorted() + (names?.components.sorted() ?? [])
      report(
        .unknownComponentKind, at: kindNode,
        "unknown component kind '\(kind)'; expected one of \(quoted(known))")
      return nil
    }
    var spec = ComponentSpec(kind: kind, location: location(kindNode))
    spec.properties.reserveCapacity(mapping.count)
    // The required properties not given yet (most kinds have none or one).
    var missing = builtIn?.required ?? []
    // By index: iterating a Yams mapping copies its pairs first.
    for index in mapping.indices {
      let (key, value) = mapping[index]
      guard let name = key.string, name != "kind" else { continue }
      if !missing.isEmpty { missing.remove(name) }
      guard let builtIn else {
        // A registered component takes any scalar properties.
        if let scalar = parseScalar(value) { spec.properties[name] = scalar }
        continue
      }
      guard let type = builtIn.properties[name] ?? ComponentSchema.layout[name] else {
        let known = builtIn.properties.keys.sorted() + ComponentSchema.layout.keys.sorted()
        report(
          .unknownProperty, at: key,
          "'\(kind)' has no property '\(name)'; expected one of \(quoted(known))")
        continue
      }
      parseProperty(name, type: type, value: value, into: &spec, depth: depth)
    }
    for required in missing.sorted() {
      report(.missingProperty, at: kindNode, "'\(kind)' expected property '\(required)'")
    }
    return spec
  }

  private mutating func parseProperty(
    _ name: String, type: ComponentSchema.PropertyType, value: Node,
    into spec: inout ComponentSpec, depth: Int
  ) {
    func illTyped() {
      report(
        .illTypedProperty, at: value,
        "property '\(name)' of '\(spec.kind)' expected \(type), found \(describe(value))")
    }
    switch type {
    case .text:
      guard let text = value.scalar?.string else { return illTyped() }
      if BindingPath.isBinding(text) {
        if let binding = parseBinding(text, at: value) {
          spec.properties[name] = .binding(binding)
          spec.bindingLocations[name] = location(value)
        }
      } else {
        spec.properties[name] = .string(text)
      }
    case .number:
      guard let scalar = value.scalar, let number = Double(scalar.string), number.isFinite else {
        return illTyped()
      }
      spec.properties[name] = .number(number)
    case .bool:
      guard let flag = value.yamlBool else { return illTyped() }
      spec.properties[name] = .bool(flag)
    case .oneOf(let words):
      guard let word = value.scalar?.string, words.contains(word) else { return illTyped() }
      spec.properties[name] = .string(word)
    case .strings:
      guard let sequence = value.sequence else { return illTyped() }
      var strings: [String] = []
      for item in sequence {
        guard let text = item.scalar?.string else {
          report(.illTypedProperty, at: item, "expected a string, found \(describe(item))")
          continue
        }
        strings.append(text)
      }
      spec.properties[name] = .strings(strings)
    case .components:
      guard let sequence = value.sequence else { return illTyped() }
      if name == "cell" { cellTemplateDepth += 1 }
      let children = sequence.compactMap { parseComponent($0, depth: depth + 1) }
      if name == "cell" {
        cellTemplateDepth -= 1
        spec.cellTemplate = children
      } else {
        spec.children = children
      }
    case .sections:
      guard let sequence = value.sequence else { return illTyped() }
      spec.sections = sequence.compactMap { parseSection($0, depth: depth + 1) }
    case .binding:
      guard let text = value.scalar?.string, BindingPath.isBinding(text) else {
        return illTyped()
      }
      if let binding = parseBinding(text, at: value) {
        spec.properties[name] = .binding(binding)
        spec.bindingLocations[name] = location(value)
      }
    }
  }

  private mutating func parseSection(_ node: Node, depth: Int) -> SectionSpec? {
    guard let mapping = node.mapping else {
      report(.unexpectedNode, at: node, "expected a section: a mapping with 'cells'")
      return nil
    }
    var section = SectionSpec(cells: [])
    for (key, value) in mapping {
      switch key.string {
      case "header": section.header = scalarText(value, expected: "a header")
      case "footer": section.footer = scalarText(value, expected: "a footer")
      case "cells":
        guard let sequence = value.sequence else {
          report(.illTypedProperty, at: value, "expected a list of cells, found \(describe(value))")
          continue
        }
        section.cells = sequence.compactMap { parseComponent($0, depth: depth + 1) }
      default:
        report(
          .unknownProperty, at: key,
          "unknown section key '\(key.string ?? "?")'; expected 'header', 'footer' or 'cells'")
      }
    }
    return section
  }

  private mutating func parseScalar(_ node: Node) -> PropertyValue? {
    guard let scalar = node.scalar else {
      if let sequence = node.sequence, sequence.allSatisfy({ $0.scalar != nil }) {
        return .strings(sequence.compactMap(\.scalar?.string))
      }
      report(
        .illTypedProperty, at: node, "expected a string, number or flag, found \(describe(node))")
      return nil
    }
    let text = scalar.string
    if BindingPath.isBinding(text) {
      return parseBinding(text, at: node).map(PropertyValue.binding)
    }
    if scalar.style == .plain, let flag = node.yamlBool { return .bool(flag) }
    if scalar.style == .plain, let number = Double(text), number.isFinite { return .number(number) }
    return .string(text)
  }

  /// Parses a path with TrellisBinding's parser; a problem points at the
  /// character where the path goes wrong.
  private mutating func parseBinding(_ text: String, at node: Node) -> BindingPath? {
    do {
      let path = try BindingPath(parsing: text)
      checkKeys(of: path, text: text, at: node)
      return path
    } catch {
      var place = location(node)
      // A quoted scalar starts one column before its text.
      let quoted =
        node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
      if !text.contains("\n") { place.column += error.offset + (quoted ? 1 : 0) }
      report(.badBindingPath, at: place, "bad binding path '\(text)': \(error.description)")
      return nil
    }
  }

  /// Checks a path that reads the screen's declared data object key by
  /// key; an unknown key is reported where it is written.
  private mutating func checkKeys(of path: BindingPath, text: String, at node: Node) {
    guard let (typeName, schema) = dataObject,
      path.readsScreenObject(inCell: cellTemplateDepth > 0)
    else { return }
    var type = (name: typeName, schema: schema)
    var searchFrom = text.firstRange(of: "dataObject")?.upperBound ?? text.startIndex
    for key in path.keys {
      let written = text[searchFrom...].firstRange(of: key)
      searchFrom = written?.upperBound ?? searchFrom
      guard type.schema.keys.contains(key) else {
        var place = location(node)
        let isQuoted =
          node.scalar.map { $0.style == .singleQuoted || $0.style == .doubleQuoted } ?? false
        if let written, !text.contains("\n") {
          place.column +=
            text.distance(from: text.startIndex, to: written.lowerBound)
            + (isQuoted ? 1 : 0)
        }
        report(
          .badBindingPath, at: place,
          "'\(type.name)' has no key '\(key)' (in '\(text)'); expected one of \(quoted(type.schema.keys.sorted()))"
        )
        return
      }
      guard let nestedName = type.schema.nested[key],
        let nested = names?.dataObjects?[nestedName]
      else { return }
      type = (nestedName, nested)
    }
  }

  // MARK: Problems

  private mutating func scalarText(_ node: Node, expected: String) -> String? {
    guard let text = node.scalar?.string else {
      report(.illTypedProperty, at: node, "expected \(expected), found \(describe(node))")
      return nil
    }
    return text
  }

  private func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar): "'\(scalar.string.prefix(40))'"
    case .mapping: "a mapping"
    case .sequence: "a list"
    case .alias: "an alias"
    }
  }

  private func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }

  private func location(_ node: Node) -> SourceLocation {
    location(node.mark)
  }

  private func location(_ mark: Mark?) -> SourceLocation {
    SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  private func location(_ offset: (line: Int, column: Int)) -> SourceLocation {
    SourceLocation(file: path, line: offset.line, column: offset.column)
  }

  private mutating func report(_ kind: ScreenFileProblem.Kind, at node: Node, _ message: String) {
    report(kind, at: location(node), message)
  }

  private mutating func report(
    _ kind: ScreenFileProblem.Kind, at location: SourceLocation, _ message: String
  ) {
    problems.append(ScreenFileProblem(kind, at: location, message))
  }

  private mutating func reportYAML(_ error: any Error) {
    guard let error = error as? YamlError else {
      report(.syntax, at: location(nil as Mark?), "malformed YAML")
      return
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _):
      // Where the construct starts, as a compiler reports it.
      let detail = context.map { "\($0.text): \(problem)" } ?? problem
      report(.syntax, at: location(context?.mark ?? mark), "malformed YAML: \(detail)")
    case .composer(let context, let problem, let mark, _):
      // The composer's context has no place of its own (Yams gives 1:1).
      let detail = context.map { "\(problem) \($0.text)" } ?? problem
      report(.syntax, at: location(mark), "malformed YAML: \(detail)")
    case .duplicatedKeysInMapping(let duplicates, let context):
      report(
        .duplicateIdentifier, at: location(context.mark),
        "duplicate key \(quoted(duplicates)) in a mapping")
    case .reader(let problem, _, _, _):
      report(.syntax, at: location(nil as Mark?), "unreadable text: \(problem)")
    default:
      report(.syntax, at: location(nil as Mark?), "malformed YAML")
    }
  }

  /// Where `[`/`{` flow collections nest too deep (libyaml recurses on
  /// them), as line and column; `nil` when they do not.
  static func flowNestingProblem(_ yaml: String) -> (line: Int, column: Int)? {
    var depth = 0
    var line = 1
    var column = 0
    var indentDepth = 0
    var atLineStart = true
    let (space, dash, newline) = (UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "\n"))
    // Over UTF-8 bytes (only ASCII matters here); a column counts each
    // scalar once, at its first byte.
    for byte in yaml.utf8 where byte & 0xC0 != 0x80 {
      column += 1
      switch byte {
      case newline:
        line += 1
        column = 0
        atLineStart = true
        indentDepth = 0
        continue
      case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      case space where atLineStart, dash where atLineStart: indentDepth += 1
      default: break
      }
      if byte != space && byte != dash { atLineStart = false }
      if depth > maximumDepth * 2 || indentDepth > maximumDepth * 8 { return (line, column) }
    }
    return nil
  }

}
