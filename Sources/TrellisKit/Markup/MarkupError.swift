/// A problem in markup, with where it is: ``Markup/parse(_:theme:)`` reports them
/// and shows the text as written there; ``Markup/styledText(_:theme:)`` throws the
/// first.
public struct MarkupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// `**`, `*` or a backquote opened and never closed.
    case unterminated(delimiter: String)
    /// `[text](` with no closing `)`.
    case unterminatedLink
    /// `[text]()`: a link to nowhere.
    case emptyLinkTarget
    /// `[text](target)` whose target is not a link (``AppLinkError`` says why).
    case invalidLinkTarget(String, AppLinkError)
  }

  /// What is wrong.
  public var kind: Kind
  /// The line, from 1.
  public var line: Int
  /// The column on that line, in characters from 1.
  public var column: Int

  /// Creates an error.
  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// The problem and where, such as `1:5: “**” is never closed`.
  public var description: String {
    let problem =
      switch kind {
      case .unterminated(let delimiter): "“\(delimiter)” is never closed"
      case .unterminatedLink: "the link’s “(” is never closed by “)”"
      case .emptyLinkTarget: "the link has no target"
      // The error's reason, not its description: that names the link too.
      case .invalidLinkTarget(let target, let error): "“\(target)” is not a link: \(error.reason)"
      }
    return "\(line):\(column): \(problem)"
  }
}
