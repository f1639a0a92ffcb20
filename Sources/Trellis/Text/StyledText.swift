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

  /// How the runs are kept. Most text is one plain run (every cell of a
  /// table): that is kept as its string alone, without an array, so making
  /// it allocates nothing and the value fits an attribute's inline buffer.
  /// Every other text keeps an array. The form is canonical (one plain run
  /// is never kept in an array), so equal runs are equal storage.
  enum Storage: Hashable, Sendable {
    /// One run, in the plain style, of at least one character.
    case plain(String)
    /// No run, or runs that are not one plain run.
    case runs([Run])
  }

  var storage: Storage

  /// The runs, in order. Adjacent runs of one style are merged.
  public var runs: Runs { Runs(storage: storage) }

  /// Creates text from runs, merging adjacent runs of one style and
  /// dropping empty ones.
  public init(runs: [Run]) {
    var merged: [Run] = []
    merged.reserveCapacity(runs.count)
    for run in runs where !run.text.isEmpty {
      if let last = merged.last, last.style == run.style {
        merged[merged.count - 1].text += run.text
      } else {
        merged.append(run)
      }
    }
    storage = Self.canonical(merged)
  }

  /// Creates text of one run.
  public init(_ text: String, style: TextStyle = .plain) {
    if text.isEmpty {
      storage = .runs([])
    } else if style == .plain {
      storage = .plain(text)
    } else {
      storage = .runs([Run(text, style: style)])
    }
  }

  /// Creates plain text from a literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The canonical storage of merged runs.
  private static func canonical(_ runs: [Run]) -> Storage {
    if runs.count == 1, runs[0].style == .plain { return .plain(runs[0].text) }
    return .runs(runs)
  }

  /// The characters of all runs.
  public var plainText: String {
    switch storage {
    case .plain(let text): text
    case .runs(let runs): runs.map(\.text).joined()
    }
  }

  /// Whether there are no characters.
  public var isEmpty: Bool {
    if case .runs(let runs) = storage { return runs.isEmpty }
    return false
  }

  /// Appends a run, merging it into the last one when the styles match.
  public mutating func append(_ run: Run) {
    guard !run.text.isEmpty else { return }
    switch storage {
    case .plain(var text):
      if run.style == .plain {
        // Emptied first, so the string is uniquely referenced and grows
        // in place.
        storage = .runs([])
        text += run.text
        storage = .plain(text)
      } else {
        storage = .runs([Run(text), run])
      }
    case .runs(var runs):
      storage = .runs([])
      if let last = runs.last, last.style == run.style {
        runs[runs.count - 1].text += run.text
      } else {
        runs.append(run)
      }
      storage = Self.canonical(runs)
    }
  }

  /// The same text with `change` applied to every run's style.
  public func restyled(_ change: (inout TextStyle) -> Void) -> StyledText {
    switch storage {
    case .plain(let text):
      var style = TextStyle.plain
      change(&style)
      return StyledText(text, style: style)
    case .runs(let runs):
      return StyledText(
        runs: runs.map { run in
          var style = run.style
          change(&style)
          return Run(run.text, style: style)
        })
    }
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
