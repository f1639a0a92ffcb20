import TrellisLayout

/// Lays out fixture cases with TrellisLayout and compares the frames with the expected
/// ones.
struct ConformanceRunner: Sendable {
  /// The largest difference that still counts as equal.
  var tolerance = 0.01

  /// Runs one case in every listed layout; the result names the first mismatch.
  func run(_ testCase: FixtureCase) -> CaseResult {
    guard testCase.unsupported.isEmpty else {
      return CaseResult(name: testCase.name, outcome: .skipped(testCase.unsupported))
    }
    var mismatches: [Mismatch] = []
    for layout in testCase.layouts {
      mismatches += compare(testCase, layout)
    }
    return CaseResult(
      name: testCase.name, outcome: mismatches.isEmpty ? .passed : .failed(mismatches))
  }

  /// Every node's expected and actual frame (unrounded in brackets), one per line.
  func dump(_ testCase: FixtureCase, _ layout: FixtureLayout) -> String {
    var built = FixtureTree(testCase.root)
    built.tree.calculateLayout(
      for: built.root, availableWidth: layout.availableWidth,
      availableHeight: layout.availableHeight, direction: layout.direction,
      pointScaleFactor: testCase.pointScaleFactor)
    let expected = Dictionary(layout.expected.map { ($0.id, $0.frame) }) { first, _ in first }
    var lines = ["  \(layout.direction == .rtl ? "RTL" : "LTR"):"]
    for (id, _) in built.order.sorted(by: { $0.value < $1.value }) {
      guard let node = built.ids[id] else { continue }
      let frame = built.tree.frame(of: node)
      let raw = built.tree.unroundedFrame(of: node)
      let want = expected[id].map { "\($0.left), \($0.top), \($0.width) × \($0.height)" } ?? "-"
      lines.append("    \(id): expected (\(want)) got \(frame) [\(raw)]")
    }
    return lines.joined(separator: "\n")
  }

  /// Builds the case's tree, lays it out once and lists every field that differs.
  func compare(_ testCase: FixtureCase, _ layout: FixtureLayout) -> [Mismatch] {
    var built = FixtureTree(testCase.root)
    built.tree.calculateLayout(
      for: built.root, availableWidth: layout.availableWidth,
      availableHeight: layout.availableHeight, direction: layout.direction,
      pointScaleFactor: testCase.pointScaleFactor)
    var mismatches: [Mismatch] = []
    let directionName = layout.direction == .rtl ? "RTL" : "LTR"
    let ordered = layout.expected.sorted {
      (built.order[$0.id] ?? .max, $0.id) < (built.order[$1.id] ?? .max, $1.id)
    }
    for (id, expected) in ordered {
      guard let node = built.ids[id] else {
        mismatches.append(
          Mismatch(
            direction: directionName, node: id, field: "node", expected: .nan, actual: .nan))
        continue
      }
      let frame = built.tree.frame(of: node)
      let fields: [(String, Double, Double)] = [
        ("left", expected.left, frame.x), ("top", expected.top, frame.y),
        ("width", expected.width, frame.width), ("height", expected.height, frame.height),
      ]
      for (field, want, got) in fields where !(abs(want - got) <= tolerance) {
        mismatches.append(
          Mismatch(direction: directionName, node: id, field: field, expected: want, actual: got))
      }
    }
    return mismatches
  }
}

/// A fixture tree built as a ``LayoutTree``, with the fixture's node ids.
struct FixtureTree {
  var tree = LayoutTree()
  var root: NodeID
  var ids: [String: NodeID] = [:]
  /// The position of each id in depth-first order, for reporting in tree order.
  var order: [String: Int] = [:]

  init(_ fixtureRoot: FixtureNode) {
    var tree = LayoutTree()
    var ids: [String: NodeID] = [:]
    var order: [String: Int] = [:]
    func build(_ node: FixtureNode) -> NodeID {
      let id: NodeID
      if let measure = node.measure {
        id = tree.addNode(
          style: node.style,
          measure: IntrinsicSizeMeasure.function(
            text: measure.text, flexDirection: node.style.flexDirection))
        tree.setMinContentWidthFunction(
          IntrinsicSizeMeasure.minContentWidth(text: measure.text), for: id)
      } else {
        id = tree.addNode(style: node.style)
      }
      ids[node.id] = id
      order[node.id] = order.count
      for child in node.children {
        let childID = build(child)
        // Fresh nodes in a fresh tree: attaching cannot fail, unless the fixture gives a
        // measured node children, which then take part without it.
        try? tree.appendChild(childID, to: id)
      }
      return id
    }
    root = build(fixtureRoot)
    self.tree = tree
    self.ids = ids
    self.order = order
  }
}

/// One field of one node that differs from the expectation.
struct Mismatch: Sendable, Equatable, CustomStringConvertible {
  var direction: String
  var node: String
  var field: String
  var expected: Double
  var actual: Double

  var description: String {
    if field == "node" { return "[\(direction)] \(node): node missing from the tree" }
    return
      "[\(direction)] \(node).\(field): expected \(format(expected)), got \(format(actual))"
  }

  private func format(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

/// The outcome of one case.
struct CaseResult: Sendable, Equatable {
  enum Outcome: Sendable, Equatable {
    case passed
    case failed([Mismatch])
    /// The reasons the runner cannot express the case.
    case skipped([String])
  }

  var name: String
  var outcome: Outcome

  /// The report line for a failed or skipped case; `nil` for a pass.
  var reportLine: String? {
    switch outcome {
    case .passed:
      return nil
    case .failed(let mismatches):
      let more = mismatches.count > 1 ? " (+\(mismatches.count - 1) more)" : ""
      return "FAIL \(name) \(mismatches[0])\(more)"
    case .skipped(let reasons):
      return "SKIP \(name): \(reasons.joined(separator: "; "))"
    }
  }
}

/// Counts of a run.
struct ConformanceSummary: Sendable, Equatable {
  var passed = 0
  var failed = 0
  var skipped = 0
  /// Cases marked `yogaHeadPasses: true`, and how many of them passed.
  var yogaCases = 0
  var yogaCasesPassed = 0

  mutating func record(_ result: CaseResult, yogaHeadPasses: Bool?) {
    switch result.outcome {
    case .passed: passed += 1
    case .failed: failed += 1
    case .skipped: skipped += 1
    }
    if yogaHeadPasses == true {
      yogaCases += 1
      if result.outcome == .passed { yogaCasesPassed += 1 }
    }
  }

  /// The last line of the report.
  var line: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }
}
