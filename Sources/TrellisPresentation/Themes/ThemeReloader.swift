import Foundation
public import Trellis

/// Reloads a theme file while the app runs: each time the file is saved,
/// it is read again and, when it has no problems, handed to `apply` (which
/// gives it to the host: a terminal app's run loop redraws with it). A save
/// with problems keeps the last good theme and reports the problems, each
/// at its file:line:col, in ``outcomes``.
///
/// ```swift
/// @MainActor func watch(_ path: String) throws -> ThemeReloader {
///   // A terminal app would set its run loop's `theme` here.
///   try ThemeReloader(path: path) { theme in print("now drawing with", theme.name) }
/// }
/// ```
@MainActor
public final class ThemeReloader {
  /// What a reload did.
  public enum Outcome: Sendable {
    /// The file loaded; the theme was applied.
    case reloaded(Theme)
    /// The file has problems; the last good theme stays.
    case failed(ScreenFileError)
  }

  /// Every reload's outcome, in order (for tests, logs, an error banner).
  public let outcomes: AsyncStream<Outcome>
  /// The theme file.
  public let path: String
  /// The limits the file is read within.
  public let limits: ScreenFileLimits
  private let apply: @MainActor (Theme) -> Void
  private let outcomeSink: AsyncStream<Outcome>.Continuation
  private let watcher: DirectoryWatcher
  private var task: Task<Void, Never>?
  /// The text applied last: one save often arrives as several changes.
  private var lastText: String?

  /// Watches the directory of the theme file at `path`, and calls `apply`
  /// with its theme on every good save. Call ``reload()`` to load it once
  /// now.
  ///
  /// - Throws: `DirectoryWatcher.WatchError` when the directory cannot be
  ///   watched.
  public init(
    path: String, limits: ScreenFileLimits = .default,
    apply: @escaping @MainActor (Theme) -> Void
  ) throws(DirectoryWatcher.WatchError) {
    self.path = path
    self.limits = limits
    self.apply = apply
    let url = URL(fileURLWithPath: path)
    watcher = try DirectoryWatcher(directory: url.deletingLastPathComponent().path)
    (outcomes, outcomeSink) = AsyncStream.makeStream(of: Outcome.self)
    let name = url.lastPathComponent
    let changes = watcher.changes
    task = Task { @MainActor [weak self] in
      for await names in changes where names.contains(name) {
        guard let self else { return }
        self.reload(ifChanged: true)
      }
    }
  }

  /// Reads the file again and applies it, whether or not it changed.
  public func reload() { reload(ifChanged: false) }

  private func reload(ifChanged: Bool) {
    do throws(ScreenFileError) {
      let text = try ScreenFile.readText(atPath: path, limits: limits)
      if ifChanged, text == lastText { return }
      lastText = text
      let theme = try ThemeFile.parse(text, path: path, limits: limits)
      apply(theme)
      outcomeSink.yield(.reloaded(theme))
    } catch {
      lastText = nil
      outcomeSink.yield(.failed(error))
    }
  }

  /// Stops watching.
  public func stop() {
    watcher.stop()
    task?.cancel()
    outcomeSink.finish()
  }
}
