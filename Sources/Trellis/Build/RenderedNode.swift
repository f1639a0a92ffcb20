import TrellisLayout

/// One node of a ``RenderedTree``: layout style, optional view and text,
/// and the handlers of the component that made it.
struct RenderedNode: Sendable {
  /// Index of the parent node, or -1 for a top-level node.
  var parent: Int32
  /// One past the last node of this node's subtree (preorder).
  var end: Int32
  /// The innermost scope enclosing this node, or -1.
  var scope: Int32
  /// Which component made the node, as far as a rebuild can tell: the
  /// composite types (and keys) it is nested in and its position among its
  /// parent's nodes. A view reused for a node of another identity shows
  /// other content, and the host drops what the user did to it (focus, a
  /// caret, a scroll offset).
  var identity: Int = 0
  /// The view this node mounts, or `nil` for a view-less layout node.
  var view: ViewDescription?
  /// What a leaf measures to size itself (text, a row of columns), or
  /// `nil` when flexbox sizes the node from its style and children.
  var content: MeasuredContent?
  /// Event handlers, by kind.
  var handlers: EventHandlers
  /// `.onAction` handlers, innermost first.
  var actionHandlers: [ActionHandler]
  /// Key commands declared on this node, in declaration order.
  var keyCommands: [KeyCommandHandler] = []
  /// The ComponentKit rule that lays out the node's one child instead of
  /// flexbox, or `nil` for a flexbox node.
  var layoutRule: LayoutRule?
  /// What a built-in control's style takes from the host's environment at
  /// layout time (its chrome, track or line height), or `nil`.
  var metricStyle: MetricStyle?
  /// The node's flexbox style. Last, so that the fields mounting reads
  /// (parent, view, identity) share a cache line or two ahead of it: rows
  /// scrolling in are usually cold in memory.
  var style: Style
}

/// What a text node measures: the text and its line limit.
struct TextContent: Sendable, Equatable {
  var text: StyledText
  var maxLines: Int?
}

/// What a measured leaf holds for its measure function.
enum MeasuredContent: Sendable, Equatable {
  /// Text, wrapped to the width offered.
  case text(TextContent)
  /// One line of cells in columns (``ColumnRow``): as wide as the columns
  /// (or the width offered, when some column is flexible), one line high.
  /// What the cells say does not change the size, so it is not here.
  case columns(ColumnLayout)
  /// The titles of a ``SegmentedControl``: each with the host's segment
  /// padding either side and a separator between two, one line high.
  case segments([String])
}
