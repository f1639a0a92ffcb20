import Foundation

/// Reloads a storyboard's screen file while the app runs: when the file is
/// saved, the screens made from it are rebuilt in place — the navigation
/// stack, their presenters, data objects and form values stay. A file saved
/// with an error shows the error (file:line:col) over the last good screen.
///
/// ```swift
/// let storyboard = try Storyboard(named: "Characters", in: "Screens")
/// let reloader = try HotReloader(storyboard: storyboard, navigator: navigator)
/// ```
@MainActor
public final class HotReloader {
  /// What a reload did.
  public enum Outcome: Sendable {
    /// The file loaded; `screens` screens were rebuilt.
    case reloaded(screens: Int)
    /// The file has errors; the screens show them and keep their last good
    /// version.
    case failed(ScreenFileError)
  }

  /// Every reload's outcome, in order (for tests and logs).
  public let outcomes: AsyncStream<Outcome>
  /// The storyboard reloaded.
  public let storyboard: Storyboard
  private let outcomeSink: AsyncStream<Outcome>.Continuation
  private let watcher: DirectoryWatcher
  private weak var navigator: Navigator?
  private var task: Task<Void, Never>?
  /// The text of the last save the watcher applied. Editors and the file
  /// system often report one save as several changes (a rename, then an
  /// attribute change); a text seen already is not applied again, so each
  /// save makes one outcome.
  private var lastWatchedText: String?

  /// Watches the directory of `storyboard`'s file and rebuilds the
  /// navigator's screens from it on every save.
  public init(storyboard: Storyboard, navigator: Navigator) throws(DirectoryWatcher.WatchError) {
    guard let url = storyboard.url else {
      throw DirectoryWatcher.WatchError(description: "the storyboard was not read from a file")
    }
    self.storyboard = storyboard
    self.navigator = navigator
    watcher = try DirectoryWatcher(directory: url.deletingLastPathComponent().path)
    (outcomes, outcomeSink) = AsyncStream.makeStream(of: Outcome.self)
    let name = url.lastPathComponent
    let changes = watcher.changes
    task = Task { @MainActor [weak self] in
      for await names in changes where names.contains(name) {
        guard let self else { return }
        self.reloadIfChanged()
      }
    }
  }

  /// Reads the file again and applies it, whether or not it changed.
  public func reload() {
    guard let url = storyboard.url else { return }
    do throws(ScreenFileError) {
      apply(try ScreenFile.readText(atPath: url.path, limits: storyboard.limits))
    } catch {
      fail(error)
    }
  }

  /// What the watcher calls: applies the file unless its text is the one
  /// applied last.
  func reloadIfChanged() {
    guard let url = storyboard.url else { return }
    do throws(ScreenFileError) {
      let text = try ScreenFile.readText(atPath: url.path, limits: storyboard.limits)
      guard text != lastWatchedText else { return }
      lastWatchedText = text
      apply(text)
    } catch {
      lastWatchedText = nil
      fail(error)
    }
  }

  private func apply(_ text: String) {
    guard let url = storyboard.url, let navigator else { return }
    let fileScreens = navigator.screens.compactMap { $0 as? FileScreen }
    do throws(ScreenFileError) {
      let limits = storyboard.limits
      let file = try ScreenFile.parse(
        text, path: url.path, names: storyboard.registry.names, limits: limits)
      storyboard.replace(with: file)
      var rebuilt = 0
      for screen in fileScreens {
        guard let spec = file.screen(screen.identifier) else { continue }
        screen.reload(spec)
        rebuilt += 1
      }
      outcomeSink.yield(.reloaded(screens: rebuilt))
    } catch {
      fail(error)
    }
  }

  private func fail(_ error: ScreenFileError) {
    let fileScreens = navigator?.screens.compactMap { $0 as? FileScreen } ?? []
    for screen in fileScreens { screen.showReloadError(error) }
    outcomeSink.yield(.failed(error))
  }

  /// Stops watching.
  public func stop() {
    watcher.stop()
    task?.cancel()
    outcomeSink.finish()
  }
}
