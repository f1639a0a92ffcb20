/// A node's style as a ``LayoutTree`` stores it: the style the caller set and the numbers
/// the engine derives from it, computed once when the style enters the tree.
///
/// The engine reads it in place, through an `UnsafePointer<NodeStyle>` into the tree's
/// storage (see `StyleResolution.swift`); the forwarding properties below keep its code
/// reading like the style's.
struct NodeStyle: Sendable {
  /// The style, as set.
  let style: Style
  /// What the engine derives from `style`.
  let boxes: ResolvedBoxes

  init(_ style: consuming Style) {
    boxes = ResolvedBoxes(style)
    self.style = style
  }

  /// A default style, for slots with no node.
  static let empty = NodeStyle(Style())

  @inline(__always) var direction: Direction { style.direction }
  @inline(__always) var flexDirection: FlexDirection { style.flexDirection }
  @inline(__always) var justifyContent: Justify { style.justifyContent }
  @inline(__always) var alignItems: Align { style.alignItems }
  @inline(__always) var alignSelf: Align { style.alignSelf }
  @inline(__always) var alignContent: Align { style.alignContent }
  @inline(__always) var flexWrap: Wrap { style.flexWrap }
  @inline(__always) var positionType: PositionType { style.positionType }
  @inline(__always) var display: Display { style.display }
  @inline(__always) var overflow: Overflow { style.overflow }
  @inline(__always) var boxSizing: BoxSizing { style.boxSizing }
  @inline(__always) var flexBasis: Dimension { style.flexBasis }
  @inline(__always) var width: Dimension { style.width }
  @inline(__always) var height: Dimension { style.height }
  @inline(__always) var minWidth: Dimension { style.minWidth }
  @inline(__always) var minHeight: Dimension { style.minHeight }
  @inline(__always) var maxWidth: Dimension { style.maxWidth }
  @inline(__always) var maxHeight: Dimension { style.maxHeight }
}
