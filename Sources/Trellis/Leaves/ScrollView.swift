import TrellisLayout

/// A viewport onto content larger than itself. The content is laid out
/// without a limit along the axis; the host scrolls it and reports
/// ``HostEvent/scrolled(to:)``.
///
/// A scroll view is as large as its content but never larger than the room
/// its container gives it along its axis: at the root it is at most the
/// screen, in a stack it shrinks to what the other children leave. Give it
/// a size with `.frame`, or `.flex(grow: 1)` to fill the room even when its
/// content is short.
public struct ScrollView<Content: Component>: Component, PrimitiveComponent {
  /// The scrolling direction.
  public let axis: Axis
  /// The content.
  public let content: Content
  let onScroll: (@MainActor @Sendable (Point) -> Void)?

  /// Creates a scroll view.
  public init(
    _ axis: Axis = .vertical, onScroll: (@MainActor @Sendable (Point) -> Void)? = nil,
    @ComponentBuilder content: () -> Content
  ) {
    self.axis = axis
    self.onScroll = onScroll
    self.content = content()
  }

  func reduce(into builder: inout TreeBuilder) {
    var view = ViewDescription(kind: .scrollView)
    view[.axis] = axis
    var handlers = EventHandlers()
    if let onScroll {
      handlers.set(.scrolled) { event, _ in
        if case .scrolled(let offset) = event { onScroll(offset) }
      }
    }
    var style = Style()
    style.overflow = .scroll
    style.flexDirection = axis == .horizontal ? .row : .column
    style.fitsContainer(along: axis)
    builder.openNode(style: style, view: view, handlers: handlers, metricStyle: .scrollView(axis))
    // The content keeps its full size along the axis instead of shrinking
    // to the viewport.
    var unbounded = Decoration()
    unbounded.style.flexShrink = 0
    builder.addEach(content, decoratedWith: unbounded)
    builder.closeNode()
  }
}

/// A scrolling list of rows with dividers between them, for short lists.
/// For long or changing lists use ``ComponentDataSource`` with
/// ``ListMounter``, which builds and mounts only visible rows.
public struct List<Data: RandomAccessCollection & Sendable, Row: Component>: Component,
  PrimitiveComponent
where Data.Element: Sendable {
  /// The rows' data.
  public let data: Data
  /// Whether dividers separate rows.
  public let showsDividers: Bool
  let row: @Sendable (Data.Element) -> Row

  /// Creates a list.
  public init(
    _ data: Data, showsDividers: Bool = true,
    @ComponentBuilder row: @escaping @Sendable (Data.Element) -> Row
  ) {
    self.data = data
    self.showsDividers = showsDividers
    self.row = row
  }

  func reduce(into builder: inout TreeBuilder) {
    var style = Style()
    style.overflow = .scroll
    style.fitsContainer(along: .vertical)
    var view = ViewDescription(kind: .list)
    view[.axis] = .vertical
    builder.openNode(style: style, view: view, metricStyle: .scrollView(.vertical))
    var first = true
    for element in data {
      if showsDividers && !first { builder.add(Divider()) }
      first = false
      var unbounded = Decoration()
      unbounded.style.flexShrink = 0
      builder.decorate(unbounded)
      builder.add(row(element))
    }
    builder.closeNode()
  }
}

extension Style {
  /// A scroll container shrinks, down to nothing, to fit its container along
  /// its axis, rather than overflowing it at its content's size (flexbox
  /// items do not shrink by default, and a scroll container's content can be
  /// as long as it likes).
  mutating func fitsContainer(along axis: Axis) {
    flexShrink = 1
    if axis == .horizontal {
      minWidth = .points(0)
    } else {
      minHeight = .points(0)
    }
  }
}
