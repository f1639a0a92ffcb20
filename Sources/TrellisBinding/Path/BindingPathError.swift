/// Why a binding path does not parse, and where: the character offset
/// (from 0) in the path's text.
///
/// ```swift
/// do { _ = try BindingPath(parsing: "bindTo.@superviewWithTag.dataObject.name") }
/// catch { print(error) }  // offset 24: @superviewWithTag needs an argument in [ ]
/// ```
public struct BindingPathError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The path does not start with `bindTo.`.
    case missingPrefix
    /// A `.`-separated part is empty (`bindTo..name`) or the path ends early.
    case emptySegment
    /// An `@` operator that does not exist (its name, without `@`).
    case unknownOperator(String)
    /// A segment that is neither an operator nor `dataObject`.
    case expectedOperatorOrDataObject(String)
    /// An operator that takes `[argument]` has none.
    case missingArgument(operator: String)
    /// An operator that takes no argument has one.
    case unexpectedArgument(operator: String)
    /// A `[` without its `]`.
    case unterminatedArgument
    /// `[]`: an argument must not be empty.
    case emptyArgument(operator: String)
    /// `@subviews[...]` needs a whole number from 0.
    case invalidIndex(String)
    /// A key of the key path is not a name (letters, digits, `_`, not
    /// starting with a digit).
    case invalidKey(String)
    /// A character where the path expects `.` or its end.
    case unexpectedCharacter(Character)
    /// The path ends before `dataObject`.
    case missingDataObject
  }

  /// The path's text as given.
  public let path: String
  /// Where the problem is, in characters from the start (0-based).
  public let offset: Int
  /// What is wrong.
  public let reason: Reason

  /// Creates an error.
  public init(path: String, offset: Int, reason: Reason) {
    self.path = path
    self.offset = offset
    self.reason = reason
  }

  /// `offset N: what is wrong`.
  public var description: String {
    let what: String =
      switch reason {
      case .missingPrefix: "a binding path starts with bindTo."
      case .emptySegment: "expected an operator, dataObject or a key"
      case .unknownOperator(let name): "unknown operator @\(name)"
      case .expectedOperatorOrDataObject(let text):
        "expected an @operator, superview or dataObject, found \(text)"
      case .missingArgument(let name): "@\(name) needs an argument in [ ]"
      case .unexpectedArgument(let name): "@\(name) takes no argument"
      case .unterminatedArgument: "[ without ]"
      case .emptyArgument(let name): "@\(name)'s argument is empty"
      case .invalidIndex(let text): "\(text) is not an index (0, 1, 2, …)"
      case .invalidKey(let text): "\(text) is not a key name"
      case .unexpectedCharacter(let character): "unexpected \(character)"
      case .missingDataObject: "expected .dataObject before the end"
      }
    return "offset \(offset) in \"\(path)\": \(what)"
  }
}
