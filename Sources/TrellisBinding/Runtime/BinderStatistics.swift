/// Counts of a ``Binder``'s work.
public struct BinderStatistics: Sendable, Equatable {
  /// Bindings resolved (paths walked from their view).
  public var resolutions = 0
  /// Model reads (each arming one observation).
  public var reads = 0
  /// Views whose bound attributes were applied.
  public var applications = 0
  /// Edits written back to models.
  public var writes = 0
  /// Failures reported.
  public var failures = 0
  /// Flushes run.
  public var flushes = 0

  /// All zero.
  public init() {}
}
