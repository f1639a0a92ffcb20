/// Children in a line, ComponentKit's `CKFlexboxComponent`: a direction, spacing between
/// children, justification, alignment and wrapping, with per-child spacing and flex values.
///
/// ```
///  .horizontal, spacing 4         .vertical, justify .center
///  ┌──────────────────────┐        ┌────────┐
///  │[a]·[b]·[c]           │        │        │
///  └──────────────────────┘        │  [a]   │
///                                  │  [b]   │
///                                  │        │
///                                  └────────┘
/// ```
///
/// ```swift
/// StackSpec(.horizontal, spacing: 8, align: .center) {
///   LeafSpec(width: 40, height: 40)
///   LeafSpec(measure: title).flex(grow: 1, shrink: 1)
///   LeafSpec(width: 16, height: 16).spacing(before: 4)
/// }
/// ```
public struct StackSpec: LayoutSpec {
  /// The axis children are laid along.
  public enum Axis: Sendable, Hashable {
    /// Children left to right (right to left in RTL).
    case horizontal
    /// Children top to bottom.
    case vertical
  }

  /// The main axis.
  public var axis: Axis
  /// Space between adjacent children on the main axis.
  public var spacing: Double
  /// Space between lines when the stack wraps.
  public var lineSpacing: Double
  /// Distribution of free space on the main axis.
  public var justify: Justify
  /// Alignment of children on the cross axis.
  public var align: Align
  /// Whether children wrap onto new lines.
  public var wrap: Wrap
  /// The children, in order.
  public var items: [Item]
  /// Style for the stack's own node (size, padding, flex values in its parent); the stack's
  /// direction, spacing, justification, alignment and wrap override the matching fields.
  public var style: Style

  /// Creates a stack.
  public init(
    _ axis: Axis = .vertical, spacing: Double = 0, lineSpacing: Double = 0,
    justify: Justify = .flexStart, align: Align = .stretch, wrap: Wrap = .noWrap,
    style: Style = Style(), @StackItemsBuilder items: () -> [Item]
  ) {
    self.init(
      axis, spacing: spacing, lineSpacing: lineSpacing, justify: justify, align: align,
      wrap: wrap, style: style, items: items())
  }

  /// Creates a stack from an array of items.
  public init(
    _ axis: Axis = .vertical, spacing: Double = 0, lineSpacing: Double = 0,
    justify: Justify = .flexStart, align: Align = .stretch, wrap: Wrap = .noWrap,
    style: Style = Style(), items: [Item]
  ) {
    self.axis = axis
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.justify = justify
    self.align = align
    self.wrap = wrap
    self.style = style
    self.items = items
  }

  /// Adds the stack's node and its children.
  public func makeNode(in builder: inout SpecTreeBuilder) -> NodeID {
    var style = self.style
    let horizontal = axis == .horizontal
    style.flexDirection = horizontal ? .row : .column
    style.justifyContent = justify
    style.alignItems = align
    style.flexWrap = wrap
    // Spacing is the main-axis gap; line spacing the cross-axis gap between wrapped lines.
    style.gap =
      horizontal
      ? Gap(row: .points(lineSpacing), column: .points(spacing))
      : Gap(row: .points(spacing), column: .points(lineSpacing))
    let node = builder.addNode(style: style)
    for item in items {
      let child = item.spec.makeNode(in: &builder)
      builder.tree.updateStyle(of: child) { item.apply(to: &$0, horizontal: horizontal) }
      builder.attach(child, to: node)
    }
    return node
  }
}

extension StackSpec {
  /// A child of a stack with its stack-specific values.
  public struct Item: Sendable {
    /// The child's spec.
    public var spec: any LayoutSpec
    /// Extra space before the child on the main axis (added to the stack's spacing).
    public var spacingBefore: Double = 0
    /// Extra space after the child on the main axis.
    public var spacingAfter: Double = 0
    /// Share of positive free space; `nil` keeps the child's own style value.
    public var flexGrow: Double?
    /// Share of negative free space; `nil` keeps the child's own style value.
    public var flexShrink: Double?
    /// Initial main size; `nil` keeps the child's own style value.
    public var flexBasis: Dimension?
    /// Cross-axis alignment overriding the stack's; `nil` keeps the child's own style value.
    public var alignSelf: Align?

    /// Wraps a spec as a stack item with no stack-specific values.
    public init(_ spec: any LayoutSpec) {
      self.spec = spec
    }

    /// Sets how the child grows, shrinks and starts on the main axis.
    public func flex(grow: Double? = nil, shrink: Double? = nil, basis: Dimension? = nil) -> Item {
      var item = self
      item.flexGrow = grow ?? flexGrow
      item.flexShrink = shrink ?? flexShrink
      item.flexBasis = basis ?? flexBasis
      return item
    }

    /// Adds space before and after the child on the main axis.
    public func spacing(before: Double = 0, after: Double = 0) -> Item {
      var item = self
      item.spacingBefore += before
      item.spacingAfter += after
      return item
    }

    /// Aligns this child differently from its siblings on the cross axis.
    public func alignSelf(_ align: Align) -> Item {
      var item = self
      item.alignSelf = align
      return item
    }

    func apply(to style: inout Style, horizontal: Bool) {
      if let flexGrow { style.flexGrow = flexGrow }
      if let flexShrink { style.flexShrink = flexShrink }
      if let flexBasis { style.flexBasis = flexBasis }
      if let alignSelf { style.alignSelf = alignSelf }
      if spacingBefore != 0 || spacingAfter != 0 {
        if horizontal {
          style.margin.start = .points(spacingBefore + (style.margin.start?.pointValue ?? 0))
          style.margin.end = .points(spacingAfter + (style.margin.end?.pointValue ?? 0))
        } else {
          style.margin.top = .points(spacingBefore + (style.margin.top?.pointValue ?? 0))
          style.margin.bottom = .points(spacingAfter + (style.margin.bottom?.pointValue ?? 0))
        }
      }
    }
  }
}

extension Dimension {
  /// The value of a ``points(_:)`` dimension, else `nil`.
  fileprivate var pointValue: Double? {
    if case .points(let value) = self { return value }
    return nil
  }
}

extension LayoutSpec {
  /// Makes this spec a stack item that grows, shrinks or starts at a basis on the main axis.
  public func flex(grow: Double? = nil, shrink: Double? = nil, basis: Dimension? = nil)
    -> StackSpec.Item
  {
    StackSpec.Item(self).flex(grow: grow, shrink: shrink, basis: basis)
  }

  /// Makes this spec a stack item with extra space before and after it on the main axis.
  public func spacing(before: Double = 0, after: Double = 0) -> StackSpec.Item {
    StackSpec.Item(self).spacing(before: before, after: after)
  }

  /// Makes this spec a stack item aligned differently from its siblings.
  public func alignSelf(_ align: Align) -> StackSpec.Item {
    StackSpec.Item(self).alignSelf(align)
  }
}
