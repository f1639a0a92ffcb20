import TrellisLayout

/// Lays out a rendered tree with TrellisLayout, off the main actor.
///
/// The top-level nodes hang under a synthetic root sized by the
/// ``SizeRange``. When the previous layout had the same shape (same
/// parents), its flexbox tree is reused: only changed styles and texts are
/// set, so TrellisLayout relays out just the dirty part.
enum LayoutPass {
  /// Lays out `tree` in `range`. `rootStyle`, when given, is
  /// ``rootStyle(for:)`` of `range`, made once by a caller laying out many
  /// trees in the same range. With a `memo`, a tree laid out alike with an
  /// earlier one, whose leaves measure as that one's did, takes its layout
  /// (see ``LayoutMemo``); a fresh layout becomes such an example.
  static func layout(
    _ tree: RenderedTree, in range: SizeRange, environment: LayoutEnvironment,
    previous: LaidOutTree? = nil, rootStyle: Style? = nil, memo: LayoutMemo? = nil
  ) -> LaidOutTree {
    if let geometry = memo?.geometry(for: tree, in: range, environment: environment) {
      return LaidOutTree(tree: tree, geometry: geometry, range: range, ownsGeometry: false)
    }
    let rootStyle = rootStyle ?? Self.rootStyle(for: range)
    let styles = NodeStyles(tree: tree, range: range, environment: environment)
    var layout: LayoutTree
    var ids: [NodeID]
    let root: NodeID
    var log: MeasureLog?
    // A shared layout's measure functions measure another tree's leaves:
    // only a layout of this item's own is updated in place.
    if let previous, previous.ownsGeometry, sameShape(previous.tree, tree) {
      layout = previous.layout
      ids = previous.layoutNodes
      root = previous.root
      layout.setStyle(rootStyle, for: root)
      for index in tree.nodes.indices {
        let new = tree.nodes[index]
        let old = previous.tree.nodes[index]
        layout.setStyle(styles.style(of: index), for: ids[index])
        if new.content != old.content {
          try? layout.setMeasureFunction(
            new.content.map { measure($0, environment) }, for: ids[index])
        }
        if new.layoutRule != old.layoutRule {
          layout.setCustomLayout(new.layoutRule?.function, for: ids[index])
        }
      }
    } else {
      // Only a fresh layout measures every leaf, so only its log is whole.
      log = memo.map { _ in MeasureLog(nodeCount: tree.nodes.count) }
      (layout, ids, root) = freshLayout(
        tree, rootStyle: rootStyle, styles: styles, environment: environment, log: log)
    }
    layout.calculateLayout(
      for: root, availableWidth: range.max.width.isFinite ? range.max.width : nil,
      availableHeight: range.max.height.isFinite ? range.max.height : nil,
      pointScaleFactor: environment.pointScale)
    var frames: [Rect] = []
    frames.reserveCapacity(ids.count)
    for id in ids {
      let frame = layout.frame(of: id)
      frames.append(Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height))
    }
    let rootFrame = layout.frame(of: root)
    let size = Size(width: rootFrame.width, height: rootFrame.height)
    let geometry = LayoutGeometry(
      frames: frames, size: size, layout: layout, layoutNodes: ids, root: root)
    if let log { memo?.store(geometry, for: tree, in: range, measures: log.callsByNode) }
    return LaidOutTree(tree: tree, geometry: geometry, range: range, ownsGeometry: true)
  }

  /// A new flexbox tree for `tree` under a synthetic root; each measure
  /// function logs its calls in `log`, when given.
  private static func freshLayout(
    _ tree: RenderedTree, rootStyle: Style, styles: NodeStyles, environment: LayoutEnvironment,
    log: MeasureLog?
  ) -> (LayoutTree, [NodeID], NodeID) {
    let nodes = tree.nodes
    var layout = LayoutTree()
    layout.reserveCapacity(nodes.count + 1)
    let root = layout.addNode(style: rootStyle)
    layout.reserveChildCapacity(childCount(from: 0, to: nodes.count, in: nodes), of: root)
    var ids: [NodeID] = []
    ids.reserveCapacity(nodes.count)
    for index in nodes.indices {
      let id: NodeID
      if let content = nodes[index].content {
        var measure = measure(content, environment)
        if let log { measure = log.logging(measure, node: index) }
        id = layout.addNode(style: styles.style(of: index), measure: measure)
      } else {
        id = layout.addNode(style: styles.style(of: index))
        if let rule = nodes[index].layoutRule { layout.setCustomLayout(rule.function, for: id) }
        let end = Int(nodes[index].end)
        if end > index + 2 {
          layout.reserveChildCapacity(childCount(from: index + 1, to: end, in: nodes), of: id)
        }
      }
      // Preorder: the parent is already there; a measured node is
      // always a leaf, so appending cannot fail.
      let parent = Int(nodes[index].parent)
      try? layout.appendChild(id, to: parent >= 0 ? ids[parent] : root)
      ids.append(id)
    }
    return (layout, ids, root)
  }

  /// Each node's style as laid out: with what a control takes from the
  /// environment and, for the one top-level node, fitted to the range.
  private struct NodeStyles {
    let tree: RenderedTree
    let range: SizeRange
    let environment: LayoutEnvironment
    let single: Int?
    let fittedContent: Int?

    init(tree: RenderedTree, range: SizeRange, environment: LayoutEnvironment) {
      self.tree = tree
      self.range = range
      self.environment = environment
      single = LayoutPass.singleTopLevelNode(of: tree)
      // Behind a top-level background or overlay, its content is fitted to the range as it
      // would be alone; the layers take whatever size the content then has.
      fittedContent = single.map { LayoutPass.innermostContent(of: $0, in: tree) }
    }

    func style(of index: Int) -> Style {
      if index == single, index != fittedContent {
        return LayoutPass.sizedLikeContent(index, in: tree, environment)
      }
      guard index == fittedContent else {
        return LayoutPass.resolvedStyle(of: index, in: tree, environment)
      }
      return LayoutPass.fitted(
        LayoutPass.resolvedStyle(of: index, in: tree, environment), to: range)
    }
  }

  /// The number of subtrees in the preorder span `start..<end` of `nodes`
  /// (a node's children, when the span is its descendants): each hop skips
  /// a whole subtree.
  private static func childCount(from start: Int, to end: Int, in nodes: [RenderedNode]) -> Int {
    var count = 0
    var index = start
    while index < end {
      count += 1
      index = Int(nodes[index].end)
    }
    return count
  }

  /// The style of the synthetic root that sizes a tree to `range`.
  static func rootStyle(for range: SizeRange) -> Style {
    var style = Style()
    style.minWidth = .points(range.min.width)
    style.minHeight = .points(range.min.height)
    if range.max.width.isFinite { style.maxWidth = .points(range.max.width) }
    if range.max.height.isFinite { style.maxHeight = .points(range.max.height) }
    if range.min.width == range.max.width { style.width = .points(range.min.width) }
    if range.min.height == range.max.height { style.height = .points(range.min.height) }
    return style
  }

  /// The index of the only top-level node in the flow, or `nil` when there
  /// are none or several (these stack at their own sizes). Absolutely
  /// positioned top-level nodes — a presented modal — do not count.
  private static func singleTopLevelNode(of tree: RenderedTree) -> Int? {
    var found: Int?
    for index in tree.nodes.indices
    where tree.nodes[index].parent < 0 && tree.nodes[index].style.positionType != .absolute {
      guard found == nil else { return nil }
      found = index
    }
    return found
  }

  /// The content at the bottom of a chain of backgrounds and overlays starting at `index`
  /// (`index` itself when it is none).
  private static func innermostContent(of index: Int, in tree: RenderedTree) -> Int {
    var layers = index
    while tree.nodes[layers].layoutRule == .layers,
      let content = tree.children(of: layers).first(where: {
        tree.nodes[$0].style.positionType != .absolute
      })
    {
      layers = content
    }
    return layers
  }

  /// The style of node `index`; a background or overlay (``LayoutRule/layers``) takes its
  /// content's own width and height where it has none, so that at the root it is fitted to
  /// the range exactly as its content would be alone: a background never changes its
  /// content's frame.
  private static func sizedLikeContent(
    _ index: Int, in tree: RenderedTree, _ environment: LayoutEnvironment
  ) -> Style {
    var style = resolvedStyle(of: index, in: tree, environment)
    var layers = index
    while tree.nodes[layers].layoutRule == .layers,
      let content = tree.children(of: layers).first(where: {
        tree.nodes[$0].style.positionType != .absolute
      })
    {
      let contentStyle = resolvedStyle(of: content, in: tree, environment)
      if style.width == .auto { style.width = contentStyle.width }
      if style.height == .auto { style.height = contentStyle.height }
      layers = content
    }
    return style
  }

  /// Node `index`'s style with what it takes from the host's environment
  /// (see ``MetricStyle``).
  private static func resolvedStyle(
    of index: Int, in tree: RenderedTree, _ environment: LayoutEnvironment
  ) -> Style {
    guard let metricStyle = tree.nodes[index].metricStyle else { return tree.nodes[index].style }
    var style = tree.nodes[index].style
    metricStyle.apply(to: &style, in: environment)
    return style
  }

  /// A lone top-level component takes the range's size along each axis it
  /// does not size itself, as in ComponentKit: with an exact range (a
  /// screen) a root stack fills the screen, so it can push content to the
  /// bottom, and a root scroll view scrolls within the screen instead of
  /// growing to its content. An explicit width or height is honoured.
  private static func fitted(_ style: Style, to range: SizeRange) -> Style {
    guard style.positionType != .absolute else { return style }
    var style = style
    if style.width == .auto {
      if range.min.width > 0 { style.minWidth = .points(range.min.width) }
      if range.max.width.isFinite { style.maxWidth = .points(range.max.width) }
    }
    if style.height == .auto {
      if range.min.height > 0 { style.minHeight = .points(range.min.height) }
      if range.max.height.isFinite { style.maxHeight = .points(range.max.height) }
    }
    return style
  }

  private static func sameShape(_ old: RenderedTree, _ new: RenderedTree) -> Bool {
    guard old.nodes.count == new.nodes.count else { return false }
    for index in old.nodes.indices {
      let a = old.nodes[index]
      let b = new.nodes[index]
      if a.parent != b.parent || (a.content == nil) != (b.content == nil) { return false }
    }
    return true
  }

  /// A measure function for a leaf's content, honouring flexbox's three
  /// modes.
  static func measure(_ content: MeasuredContent, _ environment: LayoutEnvironment)
    -> MeasureFunction
  {
    let measurer = environment.textMeasurer
    switch content {
    case .text(let text):
      return { width, widthMode, height, heightMode in
        measuredText(text, measurer, width, widthMode, height, heightMode)
      }
    case .columns(let columns):
      // The row is one line whatever its cells hold (they are cut to their
      // columns when drawn), so no cell's text is walked. A text style has
      // no size, so a line of any style is as tall as this sample.
      let lineHeight = measurer.measure("M", maxWidth: nil, maxLines: 1).height
      let natural = columns.naturalWidth(in: environment)
      let fills = columns.isFlexible
      return { width, widthMode, height, heightMode in
        let wanted =
          fills && widthMode == .atMost && width.isFinite ? max(natural, width) : natural
        return LayoutSize(
          width: resolve(wanted, width, widthMode),
          height: resolve(lineHeight, height, heightMode))
      }
    case .segments(let titles):
      let natural = SegmentedControlBehavior.spans(titles, in: environment).last?.upperBound ?? 0
      let lineHeight = measurer.lineHeight
      return { width, widthMode, height, heightMode in
        LayoutSize(
          width: resolve(natural, width, widthMode),
          height: resolve(lineHeight, height, heightMode))
      }
    }
  }

  /// What ``measure(_:_:)``'s function answers `call`, without making the
  /// function (a closure on the heap): how ``LayoutMemo`` checks a leaf.
  static func size(
    of content: MeasuredContent, _ environment: LayoutEnvironment, answering call: MeasureLog.Call
  ) -> LayoutSize {
    switch content {
    case .text(let text):
      return measuredText(
        text, environment.textMeasurer, call.width, call.widthMode, call.height, call.heightMode)
    case .columns, .segments:
      // Rarely different where the rest of the tree is alike: the general way.
      return measure(content, environment)(call.width, call.widthMode, call.height, call.heightMode)
    }
  }

  private static func measuredText(
    _ text: TextContent, _ measurer: any TextMeasuring, _ width: Double, _ widthMode: MeasureMode,
    _ height: Double, _ heightMode: MeasureMode
  ) -> LayoutSize {
    let maxWidth: Double? = widthMode == .undefined || !width.isFinite ? nil : width
    let size = measurer.measure(text.text, maxWidth: maxWidth, maxLines: text.maxLines)
    return LayoutSize(
      width: resolve(size.width, width, widthMode),
      height: resolve(size.height, height, heightMode))
  }

  private static func resolve(_ measured: Double, _ available: Double, _ mode: MeasureMode)
    -> Double
  {
    switch mode {
    case .exactly: available
    case .atMost: min(measured, available)
    case .undefined: measured
    }
  }
}
