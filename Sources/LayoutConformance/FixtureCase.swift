import TrellisLayout

/// One test case of a fixture file: a tree and the frames expected for each layout of it.
struct FixtureCase: Sendable {
  var name: String
  var group: String
  var yogaHeadPasses: Bool?
  var pointScaleFactor: Double
  var root: FixtureNode
  var layouts: [FixtureLayout]
  /// Why the runner cannot express this case (empty: it can).
  var unsupported: [String]
}

/// A node of a fixture tree.
struct FixtureNode: Sendable {
  var id: String
  var style: Style
  var measure: FixtureMeasure?
  var children: [FixtureNode]
}

/// A measured leaf's content.
struct FixtureMeasure: Sendable, Equatable {
  /// The measure function's name (only `IntrinsicSizeMeasure` is known).
  var function: String
  var text: String
}

/// One layout call of a case and its expectations.
struct FixtureLayout: Sendable {
  var direction: Direction
  var availableWidth: Double?
  var availableHeight: Double?
  /// Expected frames by node id.
  var expected: [(id: String, frame: ExpectedFrame)]
}

/// A node's expected frame relative to its parent.
struct ExpectedFrame: Sendable, Equatable {
  var left: Double
  var top: Double
  var width: Double
  var height: Double
}
