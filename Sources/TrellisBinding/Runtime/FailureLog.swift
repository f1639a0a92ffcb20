import Logging
import Trellis

/// Logs a binder's failures without flooding the log: each kind of
/// failure (attribute, path and error, whatever the view) is logged once,
/// with its path shortened to ``Binder/sourceTextLimit`` characters, and
/// at most ``kindLimit`` kinds are remembered; past that, one message says
/// that further failures are only counted (in ``Binder/statistics``) and
/// kept (in ``Binder/failures``).
struct FailureLog {
  /// The most kinds of failure logged by one binder.
  static let kindLimit = 256

  private var logged: Set<String> = []
  private var isFull = false

  /// Logs `failure` unless a failure of its kind was logged before.
  mutating func log(_ failure: BindingFailure, to logger: Logger) {
    guard !isFull else { return }
    let kind = "\(failure.attribute)\u{1}\(failure.source)\u{1}\(failure.error.caseName)"
    guard logged.insert(kind).inserted else { return }
    if logged.count > Self.kindLimit {
      isFull = true
      logger.warning(
        "binding failed: \(Self.kindLimit) kinds of failure logged; further ones are not")
      return
    }
    logger.warning(
      "binding failed",
      metadata: [
        "view": "\(failure.view.rawValue)", "attribute": "\(failure.attribute)",
        "source": "\(failure.source)", "error": "\(failure.error)",
      ])
  }

  /// `text`, or its start and end around an ellipsis when it is longer
  /// than `limit` characters.
  static func shortened(_ text: String, limit: Int) -> String {
    guard text.count > limit else { return text }
    let half = max((limit - 1) / 2, 1)
    return "\(text.prefix(half))…\(text.suffix(half))"
  }
}

extension BindingError {
  /// The case's name (`operatorFoundNothing`): what failures of one kind
  /// share, whichever view they happened on.
  var caseName: String {
    Mirror(reflecting: self).children.first?.label ?? "\(self)"
  }
}
