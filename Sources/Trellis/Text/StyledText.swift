/// Text made of runs, each with its own ``TextStyle``.
///
/// ```swift
/// let text: StyledText = "Read the " + StyledText("docs", style: TextStyle(link: "https://…"))
/// ```
public struct StyledText: Hashable, Sendable, AttributeValue, ExpressibleByStringLiteral {
  /// One run: a string in one style.
  public struct Run: Hashable, Sendable {
    /// The run's characters.
    public var text: String
    /// The run's style.
    public var style: TextStyle

    /// Creates a run.
    public init(_ text: String, style: TextStyle = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// The runs, in order. Adjacent runs of one style are merged.
  public private(set) var runs: [Run]

  /// Creates text from runs, merging adjacent runs of one style and
  /// dropping empty ones.
  public init(runs: [Run]) {
    self.runs = []
    self.runs.reserveCapacity(runs.count)
    for run in runs { append(run) }
  }

  /// Creates text of one run.
  public init(_ text: String, style: TextStyle = .plain) {
    // One array, not one to pass and another to merge into: cells of a
    // table make thousands of these.
    runs = text.isEmpty ? [] : [Run(text, style: style)]
  }

  /// Creates plain text from a literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The characters of all runs.
  public var plainText: String { runs.map(\.text).joined() }

  /// Whether there are no characters.
  public var isEmpty: Bool { runs.isEmpty }

  /// Appends a run, merging it into the last one when the styles match.
  public mutating func append(_ run: Run) {
    guard !run.text.isEmpty else { return }
    if let last = runs.last, last.style == run.style {
      runs[runs.count - 1].text += run.text
    } else {
      runs.append(run)
    }
  }

  /// The same text with `change` applied to every run's style.
  public func restyled(_ change: (inout TextStyle) -> Void) -> StyledText {
    StyledText(
      runs: runs.map { run in
        var style = run.style
        change(&style)
        return Run(run.text, style: style)
      })
  }

  /// The two texts one after the other.
  public static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
    var result = lhs
    for run in rhs.runs { result.append(run) }
    return result
  }

  /// The text as a quoted string, with each styled run as `[text|style]`.
  public var description: String {
    let body = runs.map { run in
      run.style == .plain ? run.text : "[\(run.text)|\(run.style)]"
    }.joined()
    return "\"\(body)\""
  }
}
