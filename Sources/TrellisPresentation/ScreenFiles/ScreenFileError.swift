/// One problem in a screen file: where, what kind, and what was expected.
public struct ScreenFileProblem: Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: String, Sendable, Hashable {
    /// The YAML itself is malformed.
    case syntax
    /// A screen, presenter or screen type that no file or registry defines.
    case unknownIdentifier
    /// A component kind that is neither built in nor registered.
    case unknownComponentKind
    /// A property the component kind does not have.
    case unknownProperty
    /// A property whose value has the wrong type.
    case illTypedProperty
    /// A property the component kind needs but was not given.
    case missingProperty
    /// A binding path (`bindTo.…`) that does not parse.
    case badBindingPath
    /// Two screens (or two keys of a mapping) with the same identifier.
    case duplicateIdentifier
    /// A node of the wrong shape (a list where a mapping belongs, …).
    case unexpectedNode
    /// The file passes one of its ``ScreenFileLimits`` (size, nodes after
    /// alias expansion, nesting); the message names the limit.
    case limitExceeded
    /// The file cannot be read: missing, a directory, or not UTF-8 text.
    case unreadable
  }

  /// Where the problem is.
  public var location: SourceLocation
  /// What kind of problem it is.
  public var kind: Kind
  /// What was found and what was expected, one line.
  public var message: String

  /// Creates a problem.
  public init(_ kind: Kind, at location: SourceLocation, _ message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// `path:line:col: error: message`, as compilers print it (editors and CI
  /// jump to it).
  public var description: String { "\(location): error: \(message)" }
}

/// A screen file that could not be loaded, or a screen that could not be
/// instantiated: every problem found, in file order.
public struct ScreenFileError: Error, Sendable, CustomStringConvertible {
  /// The problems, at least one.
  public var problems: [ScreenFileProblem]

  /// Creates an error from its problems.
  public init(problems: [ScreenFileProblem]) {
    self.problems = problems
  }

  /// Creates an error with one problem.
  public init(_ kind: ScreenFileProblem.Kind, at location: SourceLocation, _ message: String) {
    self.problems = [ScreenFileProblem(kind, at: location, message)]
  }

  /// The first problem's kind.
  public var kind: ScreenFileProblem.Kind { problems[0].kind }
  /// The first problem's location.
  public var location: SourceLocation { problems[0].location }

  /// One line per problem, compiler style.
  public var description: String { problems.map(\.description).joined(separator: "\n") }
}
