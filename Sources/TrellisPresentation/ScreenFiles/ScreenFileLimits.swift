/// The bounds a screen file must keep, so that a hostile or broken file
/// costs bounded memory and time: each is checked before the work it
/// bounds, and a file over one is refused with a problem of kind
/// ``ScreenFileProblem/Kind/limitExceeded`` naming the limit and the place.
///
/// ```swift
/// var limits = ScreenFileLimits()
/// limits.maximumNodeCount = 10_000
/// let problems = ScreenFile.check("screens: []", path: "small.yaml", limits: limits)
/// ```
///
/// | Limit | Default | Checked |
/// | --- | --- | --- |
/// | ``maximumFileSize`` | 1 MiB | from the file's size on disk, before reading it |
/// | ``maximumNodeCount`` | 100,000 | while parsing, an alias counting as the nodes it repeats |
/// | ``maximumNestingDepth`` | 256 | while parsing, through aliases too |
public struct ScreenFileLimits: Sendable, Hashable {
  /// The largest screen file read, in bytes (1 MiB by default): a file on
  /// disk is measured before it is read, a string before it is parsed.
  public var maximumFileSize: Int
  /// The most YAML nodes (scalars, lists and mappings) the file may hold
  /// once its aliases are expanded (100,000 by default): an alias counts
  /// as every node it repeats, so an "alias bomb" — anchors each repeating
  /// the one before — is refused as soon as it passes the limit, before
  /// anything is built from it.
  public var maximumNodeCount: Int
  /// The deepest nesting of lists and mappings, aliases expanded (256 by
  /// default; components nest 64 deep at most, which takes about 130).
  public var maximumNestingDepth: Int

  /// The defaults: 1 MiB, 100,000 nodes, 256 levels.
  public static let `default` = ScreenFileLimits()

  /// Creates limits; each defaults to the value ``default`` has.
  public init(
    maximumFileSize: Int = 1 << 20, maximumNodeCount: Int = 100_000,
    maximumNestingDepth: Int = 256
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumNodeCount = maximumNodeCount
    self.maximumNestingDepth = maximumNestingDepth
  }
}
