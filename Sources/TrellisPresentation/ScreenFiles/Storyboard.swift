public import Foundation

/// A screen file loaded and checked, that makes its screens by identifier
/// (UIKit's storyboard, BothamUI's `BothamStoryboard`).
///
/// ```swift
/// let storyboard = try Storyboard(named: "Characters", in: "Screens", registry: registry)
/// let about = try storyboard.instantiate("about")
/// let first = try storyboard.instantiateInitial()
/// let detail = try storyboard.instantiate(DetailScreen.self)   // id "DetailScreen"
/// ```
///
/// A screen's presenter and type come from the registry when the file
/// names them (`presenter: AboutPresenter`, `type: DetailScreen`), or from
/// code when given to `instantiate(_:presenter:)`.
@MainActor
public final class Storyboard {
  /// The file, parsed and checked.
  public private(set) var file: ScreenFile
  /// The registry the file's names were checked against.
  public let registry: ScreenFileRegistry
  /// The path the file was read from, if it was read from disk.
  public let url: URL?
  /// The bounds the file was read within, and is reloaded within.
  public let limits: ScreenFileLimits

  /// Loads `<directory>/<name>.yaml` and checks it against `registry`.
  public convenience init(
    named name: String, in directory: String = "Screens",
    registry: ScreenFileRegistry = ScreenFileRegistry(), limits: ScreenFileLimits = .default
  ) throws(ScreenFileError) {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(name + ".yaml")
    try self.init(contentsOf: url, registry: registry, limits: limits)
  }

  /// Loads the screen file at `url`, measuring it before reading it.
  ///
  /// - Throws: ``ScreenFileError``: the file's problems, or one problem
  ///   when it cannot be read or passes one of `limits`.
  public init(
    contentsOf url: URL, registry: ScreenFileRegistry = ScreenFileRegistry(),
    limits: ScreenFileLimits = .default
  ) throws(ScreenFileError) {
    let text = try ScreenFile.readText(atPath: url.path, limits: limits)
    self.file = try ScreenFile.parse(text, path: url.path, names: registry.names, limits: limits)
    self.registry = registry
    self.url = url
    self.limits = limits
  }

  /// Loads a screen file from a string; `path` names it in problems.
  public init(
    yaml: String, path: String = "<string>", registry: ScreenFileRegistry = ScreenFileRegistry(),
    limits: ScreenFileLimits = .default
  ) throws(ScreenFileError) {
    self.file = try ScreenFile.parse(yaml, path: path, names: registry.names, limits: limits)
    self.registry = registry
    self.url = nil
    self.limits = limits
  }

  /// The identifiers of the file's screens.
  public var identifiers: [String] { file.screens.map(\.identifier) }

  /// Makes the screen `identifier`, with the file's presenter unless
  /// `presenter` is given.
  public func instantiate(_ identifier: String, presenter: (any Presenter)? = nil)
    throws(ScreenFileError) -> FileScreen
  {
    guard let spec = file.screen(identifier) else {
      throw ScreenFileError(
        .unknownIdentifier, at: SourceLocation(file: file.path, line: 1, column: 1),
        "no screen '\(identifier)' in the file; expected one of "
          + identifiers.map { "'\($0)'" }.joined(separator: ", "))
    }
    let presenter = presenter ?? spec.presenter.flatMap { registry.presenters[$0]?() }
    if let type = spec.type, let make = registry.screenTypes[type] {
      return make(spec, presenter)
    }
    return FileScreen(spec: spec, presenter: presenter, registry: registry)
  }

  /// Makes the initial screen: the file's `initial`, or its first.
  public func instantiateInitial(presenter: (any Presenter)? = nil) throws(ScreenFileError)
    -> FileScreen
  {
    try instantiate(file.initial, presenter: presenter)
  }

  /// Makes the screen whose identifier is `type`'s name, as the type.
  public func instantiate<S: FileScreen>(_ type: S.Type, presenter: (any Presenter)? = nil)
    throws(ScreenFileError) -> S
  {
    let identifier = String(describing: type)
    guard let spec = file.screen(identifier) else {
      throw ScreenFileError(
        .unknownIdentifier, at: SourceLocation(file: file.path, line: 1, column: 1),
        "no screen '\(identifier)' in the file")
    }
    return S(
      spec: spec, presenter: presenter ?? spec.presenter.flatMap { registry.presenters[$0]?() },
      registry: registry)
  }

  /// Replaces the file with a newer version (a hot reload).
  func replace(with newFile: ScreenFile) { file = newFile }
}
