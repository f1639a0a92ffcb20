import Trellis

/// Requests counted per path, keeping at most a fixed number of paths (a
/// client asking for a million different paths must not grow the server),
/// and in all.
final class RequestCounts: Sendable {
  private struct Counts {
    var byPath: [String: Int] = [:]
    var total = 0
  }

  private let counts = Locked(Counts())
  private let maximumPaths: Int

  /// Counts that keep up to `maximumPaths` paths.
  init(maximumPaths: Int) {
    self.maximumPaths = maximumPaths
  }

  /// Counts a request for `path`.
  func add(_ path: String) {
    counts.withLock { counts in
      counts.total += 1
      if counts.byPath[path] != nil || counts.byPath.count < maximumPaths {
        counts.byPath[path, default: 0] += 1
      }
    }
  }

  /// The requests for `path`; 0 for a path past the limit.
  func count(for path: String) -> Int { counts.withLock { $0.byPath[path, default: 0] } }

  /// All requests.
  var total: Int { counts.withLock { $0.total } }

  /// How many paths are kept.
  var pathCount: Int { counts.withLock { $0.byPath.count } }
}
