/// The identity of a scope: the chain of (type, key or written position,
/// occurrence) from the root's outermost scope down to this one.
struct ScopePath: Hashable, Sendable, CustomStringConvertible {
  /// One link of the chain.
  struct Segment: Hashable, Sendable {
    let type: ObjectIdentifier
    let typeName: String
    let key: ComponentKey?
    /// Where it is written among its parent scope's builder statements
    /// (tuple positions and `if`/`else` branches, mixed); 0 when keyed, as
    /// the key replaces the position.
    let position: Int
    /// Order among siblings with the same type, key and position; 0 unless
    /// one loop built them without keys or they share a key (a reported
    /// issue).
    let occurrence: Int

    static func == (lhs: Segment, rhs: Segment) -> Bool {
      lhs.type == rhs.type && lhs.key == rhs.key && lhs.position == rhs.position
        && lhs.occurrence == rhs.occurrence
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(type)
      hasher.combine(key)
      hasher.combine(position)
      hasher.combine(occurrence)
    }
  }

  var segments: [Segment]

  static let root = ScopePath(segments: [])

  func appending(_ segment: Segment) -> ScopePath {
    ScopePath(segments: segments + [segment])
  }

  var description: String {
    segments.isEmpty
      ? "root"
      : segments.map { segment in
        var text = segment.typeName
        if let key = segment.key { text += "[\(key)]" }
        if segment.occurrence > 0 { text += "#\(segment.occurrence)" }
        return text
      }.joined(separator: "/")
  }
}
