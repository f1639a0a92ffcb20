/// A move of one section or item: where it was in the old data and where it
/// is in the new data.
///
/// Following UIKit's batch-update convention, ``source`` is an index in the
/// *old* data and ``destination`` an index in the *new* data. `Index` is
/// `Int` for section moves and ``ItemPath`` for item moves.
public struct ChangesetMove<Index: Hashable & Comparable & Sendable>: Hashable, Sendable,
  CustomStringConvertible
{
  /// The index before the update (old data).
  public var source: Index

  /// The index after the update (new data).
  public var destination: Index

  /// Creates a move from `source` (old data) to `destination` (new data).
  @inlinable
  public init(from source: Index, to destination: Index) {
    self.source = source
    self.destination = destination
  }

  /// The move written as `source -> destination`.
  public var description: String { "\(source) -> \(destination)" }
}
