extension StyledText {
  /// The runs of a ``StyledText``, in order: a random-access collection
  /// read straight from the text's storage, so reading them allocates
  /// nothing (one plain run is not kept in an array).
  ///
  /// ```swift
  /// let text = StyledText("a") + StyledText("b", style: TextStyle(bold: true))
  /// text.runs.count          // 2
  /// text.runs[1].style.bold  // true
  /// ```
  public struct Runs: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    let storage: Storage

    /// Runs made and merged as ``StyledText/init(runs:)`` does.
    public init(arrayLiteral runs: Run...) {
      storage = StyledText(runs: runs).storage
    }

    init(storage: Storage) {
      self.storage = storage
    }

    /// The index of the first run: 0.
    public var startIndex: Int { 0 }

    /// One past the index of the last run: the number of runs.
    public var endIndex: Int {
      switch storage {
      case .plain: 1
      case .runs(let runs): runs.count
      }
    }

    /// The run at `position`.
    public subscript(position: Int) -> Run {
      switch storage {
      case .plain(let text):
        precondition(position == 0, "run index out of range")
        return Run(text)
      case .runs(let runs):
        return runs[position]
      }
    }
  }
}
