internal import CYaml

/// A pass over libyaml's events before anything is composed: it measures
/// the document as it will be once aliases are expanded (nodes and
/// nesting, against ``ScreenFileLimits``), finds every duplicate key (the
/// composer stops at the first), and places syntax errors where their
/// construct starts. Nothing is built, so its memory is the anchors'
/// sizes and the open collections.
struct YAMLPrescan {
  /// One open list or mapping.
  private struct Frame {
    let isMapping: Bool
    let anchor: String?
    /// The node count before this collection, so its size is the difference.
    let countBefore: Int
    /// Its nesting level (1 for the root).
    let level: Int
    /// The deepest level reached inside it, aliases expanded.
    var deepest: Int
    /// In a mapping: whether the next node is a key.
    var expectingKey = true
    /// In a mapping: its scalar keys and where each first appeared.
    var keys: [String: SourceLocation] = [:]
  }

  /// What an anchor stands for, once expanded.
  private struct Anchored {
    let nodes: Int
    let height: Int
  }

  let path: String
  let limits: ScreenFileLimits
  private(set) var problems: [ScreenFileProblem] = []
  private var frames: [Frame] = []
  private var anchors: [String: Anchored] = [:]
  private var nodes = 0

  init(path: String, limits: ScreenFileLimits) {
    self.path = path
    self.limits = limits
  }

  /// Scans `yaml`; afterwards ``problems`` holds what was found.
  mutating func scan(_ yaml: String) {
    var text = yaml
    text.withUTF8 { bytes in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1 else { return }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
      var event = yaml_event_t()
      while true {
        guard yaml_parser_parse(&parser, &event) == 1 else {
          reportSyntaxError(parser)
          return
        }
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT || !take(event) { return }
      }
    }
  }

  /// Accounts for one event; `false` once a limit is passed.
  private mutating func take(_ event: yaml_event_t) -> Bool {
    let place = location(event.start_mark)
    switch event.type {
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      if isAtKey {
        let value = String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
        checkKey(value, at: place)
      }
      return addLeaf(nodes: 1, height: 1, anchor: Self.string(scalar.anchor), at: place)
    case YAML_ALIAS_EVENT:
      checkKey(nil, at: place)
      // An undefined alias is the composer's to report.
      let anchored = Self.string(event.data.alias.anchor).flatMap { anchors[$0] }
      return addLeaf(
        nodes: anchored?.nodes ?? 1, height: anchored?.height ?? 1, anchor: nil, at: place)
    case YAML_SEQUENCE_START_EVENT:
      checkKey(nil, at: place)
      return open(mapping: false, anchor: Self.string(event.data.sequence_start.anchor), at: place)
    case YAML_MAPPING_START_EVENT:
      checkKey(nil, at: place)
      return open(mapping: true, anchor: Self.string(event.data.mapping_start.anchor), at: place)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      close()
      return true
    default:
      return true
    }
  }

  /// A scalar or alias: `nodes` more nodes reaching `height` levels down.
  private mutating func addLeaf(
    nodes added: Int, height: Int, anchor: String?, at place: SourceLocation
  )
    -> Bool
  {
    nodes += added
    let level = frames.count + height
    if !frames.isEmpty {
      frames[frames.count - 1].deepest = max(frames[frames.count - 1].deepest, level)
    }
    if let anchor { anchors[anchor] = Anchored(nodes: added, height: height) }
    completeNode()
    return withinLimits(level: level, at: place)
  }

  private mutating func open(mapping: Bool, anchor: String?, at place: SourceLocation) -> Bool {
    let level = frames.count + 1
    frames.append(
      Frame(isMapping: mapping, anchor: anchor, countBefore: nodes, level: level, deepest: level))
    nodes += 1
    return withinLimits(level: level, at: place)
  }

  private mutating func close() {
    guard let frame = frames.popLast() else { return }
    if let anchor = frame.anchor {
      anchors[anchor] = Anchored(
        nodes: nodes - frame.countBefore, height: frame.deepest - frame.level + 1)
    }
    if !frames.isEmpty {
      frames[frames.count - 1].deepest = max(frames[frames.count - 1].deepest, frame.deepest)
    }
    completeNode()
  }

  /// A node ended: in a mapping, keys and values alternate.
  private mutating func completeNode() {
    guard let last = frames.indices.last, frames[last].isMapping else { return }
    frames[last].expectingKey.toggle()
  }

  /// Whether the next node is a key of the innermost mapping.
  private var isAtKey: Bool {
    frames.last.map { $0.isMapping && $0.expectingKey } ?? false
  }

  /// Reports a scalar key already present in its mapping (`key` is `nil`
  /// for a node that is not a scalar, or not a key).
  private mutating func checkKey(_ key: String?, at place: SourceLocation) {
    guard isAtKey, let key, let last = frames.indices.last else { return }
    if let first = frames[last].keys[key] {
      problems.append(
        ScreenFileProblem(
          .duplicateIdentifier, at: place,
          "duplicate key '\(key.prefix(80))' in a mapping (first at \(first.line):\(first.column))")
      )
    } else {
      frames[last].keys[key] = place
    }
  }

  private mutating func withinLimits(level: Int, at place: SourceLocation) -> Bool {
    if nodes > limits.maximumNodeCount {
      exceed(
        at: place,
        "the file holds more than \(limits.maximumNodeCount) YAML nodes, an alias counting as the nodes it repeats (ScreenFileLimits.maximumNodeCount)"
      )
      return false
    }
    if level > limits.maximumNestingDepth {
      exceed(
        at: place,
        "lists and mappings nest deeper than \(limits.maximumNestingDepth) levels, aliases expanded (ScreenFileLimits.maximumNestingDepth)"
      )
      return false
    }
    return true
  }

  private mutating func exceed(at place: SourceLocation, _ message: String) {
    problems.append(ScreenFileProblem(.limitExceeded, at: place, message))
  }

  /// A syntax error where its construct starts (libyaml's context mark: the
  /// opening quote or bracket), as a compiler reports it, with the place
  /// the parser noticed it.
  private mutating func reportSyntaxError(_ parser: yaml_parser_t) {
    let problem = Self.string(parser.problem) ?? "malformed YAML"
    let noticed = location(parser.problem_mark)
    guard let context = Self.string(parser.context) else {
      problems.append(ScreenFileProblem(.syntax, at: noticed, "malformed YAML: \(problem)"))
      return
    }
    let start = location(parser.context_mark)
    var message = "malformed YAML: \(context): \(problem)"
    if start != noticed { message += " (noticed at \(noticed.line):\(noticed.column))" }
    problems.append(ScreenFileProblem(.syntax, at: start, message))
  }

  private func location(_ mark: yaml_mark_t) -> SourceLocation {
    SourceLocation(file: path, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
