/// A segmented control: ← and → select the neighbouring segment; a click
/// selects the segment under the pointer. Segments are laid out as
/// ` A | B | C `: each title with the host's
/// ``ControlMetrics/segmentPadding`` either side and a separator
/// (``ControlMetrics/segmentSeparatorWidth``) between two.
public struct SegmentedControlBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// ← and → select the previous or next segment, stopping at the ends.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    guard key.isPlain, key.key == .left || key.key == .right else { return nil }
    let count = control.attributes[.segments]?.count ?? 0
    guard count > 0 else { return false }
    let current = control.attributes[.selectedIndex] ?? -1
    let next = min(max(0, current + (key.key == .right ? 1 : -1)), count - 1)
    return control.send(.segmentSelected(next)) { $0[.selectedIndex] = next }
  }

  /// A click selects the segment under the pointer.
  public func handleClick(at point: Point, in control: ControlContext) -> Bool {
    let segments = control.attributes[.segments] ?? []
    guard let index = Self.segment(at: point.x, segments: segments, in: control.environment)
    else {
      return false
    }
    return control.send(.segmentSelected(index)) { $0[.selectedIndex] = index }
  }

  /// ``SemanticInput/selectSegment(_:)`` selects a segment by index.
  public func perform(_ input: SemanticInput, in control: ControlContext)
    throws(SemanticInputError) -> Bool
  {
    guard case .selectSegment(let index) = input else { throw control.unsupported(input) }
    let count = control.attributes[.segments]?.count ?? 0
    guard (0..<count).contains(index) else {
      throw control.outOfRange(input, allowed: "0..<\(count)")
    }
    return control.send(.segmentSelected(index)) { $0[.selectedIndex] = index }
  }

  /// Each segment's span from the control's left in `environment`'s
  /// units, its padding included; the separator between two segments
  /// belongs to neither. The control is as wide as the last span's end.
  public nonisolated static func spans(_ segments: [String], in environment: LayoutEnvironment)
    -> [Range<Double>]
  {
    let metrics = environment.controlMetrics
    var result: [Range<Double>] = []
    var x = 0.0
    for segment in segments {
      let width = environment.textMeasurer.lineWidth(of: segment) + 2 * metrics.segmentPadding
      result.append(x..<(x + width))
      x += width + metrics.segmentSeparatorWidth
    }
    return result
  }

  /// The segment at `x` from the control's left, if any.
  public nonisolated static func segment(
    at x: Double, segments: [String], in environment: LayoutEnvironment
  ) -> Int? {
    spans(segments, in: environment).firstIndex { $0.contains(x) }
  }
}
