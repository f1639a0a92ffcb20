/// A step in producing a frame, as ``FrameMetrics`` times it.
public enum FramePhase: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Building the component tree (bodies, state, reductions).
  case build
  /// Laying out the built tree (flexbox, text measurement).
  case layout
  /// Mounting the laid-out tree into the host's views.
  case mount
  /// The host drawing its views and writing them out.
  case draw

  /// The phase's name, lowercase.
  public var description: String { rawValue }
}
