/// A parsed, checked screen file: the storyboard's content.
///
/// ```yaml
/// initial: about
/// screens:
///   - id: about
///     title: About
///     presenter: AboutPresenter
///     body:
///       kind: stack
///       spacing: 1
///       children:
///         - kind: text
///           text: bindTo.dataObject.name
///           bold: true
///         - kind: button
///           title: Close
///           action: close
/// ```
///
/// See the "Presenters, screens and navigation" article for every kind
/// and property.
public struct ScreenFile: Sendable {
  /// The path the file was read from (or the name given for a string).
  public var path: String
  /// The identifier of the screen `instantiateInitial()` makes: the file's
  /// `initial`, or its first screen.
  public var initial: String
  /// The screens, in file order.
  public var screens: [ScreenSpec]

  /// Parses and checks `yaml`, naming `path` in every problem.
  ///
  /// - Parameters:
  ///   - yaml: the file's text.
  ///   - path: the file's path, named in every problem.
  ///   - names: what the code registers (component kinds, presenters,
  ///     screen types); `nil` skips checking presenter and type names, as
  ///     `trellis-check` does.
  ///   - limits: the file's bounds (size, nodes after alias expansion,
  ///     nesting); ``ScreenFileLimits/default`` unless given.
  /// - Throws: every problem found, each with file, line and column; a
  ///   file over a limit is one ``ScreenFileProblem/Kind/limitExceeded``
  ///   problem where the limit was passed.
  public static func parse(
    _ yaml: String, path: String, names: RegisteredNames? = nil,
    limits: ScreenFileLimits = .default
  ) throws(ScreenFileError) -> ScreenFile {
    try checkSize(
      yaml.utf8.count, limits: limits, at: SourceLocation(file: path, line: 1, column: 1))
    var parser = ScreenFileParser(path: path, names: names, limits: limits)
    let file = parser.parse(yaml)
    if !parser.problems.isEmpty { throw ScreenFileError(problems: parser.problems) }
    guard let file else {
      throw ScreenFileError(
        .unexpectedNode, at: SourceLocation(file: path, line: 1, column: 1), "empty screen file")
    }
    return file
  }

  /// Every problem in `yaml`, in file order (empty when the file is good),
  /// within `limits` as ``parse(_:path:names:limits:)`` checks them.
  public static func check(
    _ yaml: String, path: String, names: RegisteredNames? = nil,
    limits: ScreenFileLimits = .default
  ) -> [ScreenFileProblem] {
    do {
      _ = try parse(yaml, path: path, names: names, limits: limits)
      return []
    } catch {
      return error.problems
    }
  }

  /// The screen with `identifier`, if the file declares one.
  public func screen(_ identifier: String) -> ScreenSpec? {
    screens.first { $0.identifier == identifier }
  }
}

/// The names code registers, which a screen file may use: custom
/// component kinds, presenters and screen types.
public struct RegisteredNames: Sendable, Hashable {
  /// Custom component kinds.
  public var components: Set<String>
  /// Presenter names; `nil` accepts any.
  public var presenters: Set<String>?
  /// Screen type names; `nil` accepts any.
  public var screenTypes: Set<String>?
  /// Data object types by name, whose keys a screen's binding paths are
  /// checked against; `nil` accepts any type and checks no key.
  public var dataObjects: [String: DataObjectSchema]?

  /// Creates a set of names.
  public init(
    components: Set<String> = [], presenters: Set<String>? = nil,
    screenTypes: Set<String>? = nil, dataObjects: [String: DataObjectSchema]? = nil
  ) {
    self.components = components
    self.presenters = presenters
    self.screenTypes = screenTypes
    self.dataObjects = dataObjects
  }
}
