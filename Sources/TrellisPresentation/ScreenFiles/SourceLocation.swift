/// A place in a screen file: its path, line and column (1-based).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file's path as given to the loader.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, as compilers print it.
  public var description: String { "\(file):\(line):\(column)" }
}
