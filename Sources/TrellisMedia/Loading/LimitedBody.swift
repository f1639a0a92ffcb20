/// A body collected as it arrives, refusing to grow past a limit.
///
/// A chunk that would take it past ``limit`` is not kept: the collector
/// throws instead, so it never holds more than ``limit`` bytes. A declared
/// length over the limit is refused before any byte arrives.
///
/// ```swift
/// var body = try LimitedBody(limit: 1024, declaredLength: 10)
/// try body.append(contentsOf: [1, 2, 3])
/// ```
public struct LimitedBody: Sendable {
  /// Why a body was refused: its declared length or its running total
  /// passed the limit.
  public struct Overflow: Error, Hashable, Sendable {
    /// The limit, in bytes.
    public var limit: Int
    /// The length the sender declared (`Content-Length`, or a file's
    /// size), if it did.
    public var declaredLength: Int64?

    /// An overflow of `limit` bytes, by a body that declared
    /// `declaredLength` (`nil` when it was its running total).
    public init(limit: Int, declaredLength: Int64?) {
      self.limit = limit
      self.declaredLength = declaredLength
    }
  }

  /// The most bytes the body may have.
  public let limit: Int
  /// The bytes received so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty body that accepts up to `limit` bytes (at least 0).
  ///
  /// - Throws: ``Overflow`` when `declaredLength` is over `limit`.
  public init(limit: Int, declaredLength: Int64? = nil) throws(Overflow) {
    self.limit = max(0, limit)
    if let declaredLength, declaredLength > Int64(self.limit) {
      throw Overflow(limit: self.limit, declaredLength: declaredLength)
    }
    // A declared length is a hint, never trusted to size memory beyond
    // the limit, nor beyond a first megabyte before bytes arrive.
    if let declaredLength, declaredLength > 0 {
      bytes.reserveCapacity(Int(min(declaredLength, 1 << 20)))
    }
  }

  /// Appends `chunk`, unless it would take the body past ``limit``.
  ///
  /// - Throws: ``Overflow``; the body is then left as it was.
  public mutating func append(contentsOf chunk: some Collection<UInt8>) throws(Overflow) {
    guard chunk.count <= limit - bytes.count else {
      throw Overflow(limit: limit, declaredLength: nil)
    }
    bytes.append(contentsOf: chunk)
  }
}
