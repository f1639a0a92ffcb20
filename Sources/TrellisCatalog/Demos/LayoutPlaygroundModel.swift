import TrellisLayout

/// What the layout playground's controls set: a flex container and its
/// four children, laid out by TrellisLayout itself.
struct LayoutPlaygroundModel: Hashable, Sendable {
  /// One child's own properties.
  struct Child: Hashable, Sendable {
    var grow = 0.0
    var shrink = 1.0
    /// The flex basis in cells; 0 means `auto` (the child's natural width or height).
    var basis = 0.0
    var isAbsolute = false
    var hasAspectRatio = false
  }

  static let directions: [(String, FlexDirection)] = [
    ("row", .row), ("column", .column), ("row-rev", .rowReverse), ("col-rev", .columnReverse),
  ]
  static let justifications: [(String, Justify)] = [
    ("start", .flexStart), ("center", .center), ("end", .flexEnd), ("between", .spaceBetween),
    ("around", .spaceAround), ("evenly", .spaceEvenly),
  ]
  static let alignments: [(String, Align)] = [
    ("start", .flexStart), ("center", .center), ("end", .flexEnd), ("stretch", .stretch),
  ]
  static let names = ["A", "B", "C", "D"]

  var direction = 0
  var wraps = false
  var justify = 0
  var align = 3
  var gap = 1.0
  var padding = 1.0
  var selected = 0
  var children = Array(repeating: Child(), count: 4)

  /// The container's size: the preview's.
  static let containerSize = LayoutSize(width: 44, height: 12)

  /// Each child's natural size (what `auto` measures): a label and its numbers.
  static func naturalSize(of index: Int) -> LayoutSize {
    LayoutSize(width: Double(6 + 2 * index), height: Double(2 + index % 2))
  }

  /// The children's frames in the container, as the engine lays them out.
  func frames() -> [LayoutFrame] {
    var tree = LayoutTree()
    var container = Style()
    container.flexDirection = Self.directions[direction].1
    container.flexWrap = wraps ? .wrap : .noWrap
    container.justifyContent = Self.justifications[justify].1
    container.alignItems = Self.alignments[align].1
    container.alignContent = .flexStart
    container.gap = Gap(all: .points(gap))
    container.padding = .all(.points(padding))
    container.width = .points(Self.containerSize.width)
    container.height = .points(Self.containerSize.height)
    let root = tree.addNode(style: container)
    let nodes = children.enumerated().map { index, child in
      var style = Style()
      style.flexGrow = child.grow
      style.flexShrink = child.shrink
      style.flexBasis = child.basis > 0 ? .points(child.basis) : .auto
      if child.isAbsolute {
        style.positionType = .absolute
        style.position = EdgeDimensions(left: 2, top: 2)
      }
      if child.hasAspectRatio { style.aspectRatio = 2 }
      let natural = Self.naturalSize(of: index)
      let node = tree.addNode(style: style) { width, widthMode, _, _ in
        LayoutSize(
          width: widthMode == .undefined ? natural.width : min(natural.width, width),
          height: natural.height)
      }
      try? tree.appendChild(node, to: root)
      return node
    }
    tree.calculateLayout(for: root)
    return nodes.map { tree.frame(of: $0) }
  }
}
