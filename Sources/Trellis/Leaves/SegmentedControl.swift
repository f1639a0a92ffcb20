import TrellisLayout

/// A row of mutually exclusive segments.
public struct SegmentedControl: Component, PrimitiveComponent {
  /// The segment titles.
  public var segments: [String]
  /// The selected segment's index, or `nil`.
  public var selection: Int?
  let onChange: (@MainActor @Sendable (Int) -> Void)?

  /// Creates a segmented control; a selection out of range selects nothing.
  public init(
    _ segments: [String], selection: Int?, onChange: (@MainActor @Sendable (Int) -> Void)? = nil
  ) {
    self.segments = segments
    self.selection = selection.flatMap { segments.indices.contains($0) ? $0 : nil }
    self.onChange = onChange
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .segmentedControl)
    view[.segments] = segments
    view[.selectedIndex] = selection
    var handlers = EventHandlers()
    if let onChange {
      let count = segments.count
      handlers.set(.segmentSelected) { event, _ in
        if case .segmentSelected(let index) = event, index >= 0, index < count { onChange(index) }
      }
    }
    // Sized as the behaviour hit-tests: each title with the host's
    // padding either side, a separator between two.
    builder.leaf(view: view, content: .segments(segments), handlers: handlers)
  }
}
