/// Everything that decides how one node is laid out: a value type with an enum per CSS
/// keyword and Yoga's defaults.
///
/// ```swift
/// var row = Style()
/// row.flexDirection = .row
/// row.padding = .all(4)
/// row.gap = Gap(column: 8)
/// ```
///
/// Defaults are Yoga's, not the web's: `flexDirection` is ``FlexDirection/column``,
/// `alignItems` ``Align/stretch``, `alignContent` ``Align/flexStart``, `flexShrink` `0`,
/// `position` ``PositionType/relative``.
///
/// Out-of-range values never trap; the engine reads them as follows:
/// - NaN or infinite lengths: as ``Dimension/auto`` (and as `0` for margins, padding, border
///   and gaps);
/// - negative `width`, `height`, `flexBasis`, minimums and maximums: as ``Dimension/auto``
///   (CSS rejects them); negative padding, border and gaps: as `0`; negative margins and
///   insets are valid and kept;
/// - negative or NaN `flexGrow` / `flexShrink`: as `0`; an `aspectRatio` that is not a
///   positive finite number: as none.
public struct Style: Sendable, Hashable {
  /// The inline direction; ``Direction/inherit`` takes the parent's.
  public var direction: Direction = .inherit
  /// The main axis of this node's children.
  public var flexDirection: FlexDirection = .column
  /// How children share free space on the main axis.
  public var justifyContent: Justify = .flexStart
  /// How children are aligned on the cross axis (unless they set ``alignSelf``).
  public var alignItems: Align = .stretch
  /// How this node is aligned on its parent's cross axis; ``Align/auto`` uses the parent's
  /// ``alignItems``.
  public var alignSelf: Align = .auto
  /// How lines are distributed on the cross axis of a wrapping container.
  public var alignContent: Align = .flexStart
  /// Whether children wrap onto several lines.
  public var flexWrap: Wrap = .noWrap
  /// How the node is positioned.
  public var positionType: PositionType = .relative
  /// Whether the node takes part in layout.
  public var display: Display = .flex
  /// How overflowing content is treated.
  public var overflow: Overflow = .visible
  /// What ``width`` and ``height`` and their limits measure.
  public var boxSizing: BoxSizing = .borderBox

  /// How much of the positive free space this node takes (relative to its siblings).
  public var flexGrow: Double = 0 { didSet { boxes = ResolvedBoxes(self) } }
  /// How much this node shrinks when its line overflows (weighted by its flex basis).
  public var flexShrink: Double = 0 { didSet { boxes = ResolvedBoxes(self) } }
  /// The initial main size before growing or shrinking; ``Dimension/auto`` uses the main
  /// size (``width`` or ``height``) or the content.
  public var flexBasis: Dimension = .auto { didSet { boxes = ResolvedBoxes(self) } }

  /// The preferred width.
  public var width: Dimension = .auto { didSet { boxes = ResolvedBoxes(self) } }
  /// The preferred height.
  public var height: Dimension = .auto { didSet { boxes = ResolvedBoxes(self) } }
  /// The minimum width (``Dimension/auto`` for none).
  public var minWidth: Dimension = .auto { didSet { boxes = ResolvedBoxes(self) } }
  /// The minimum height (``Dimension/auto`` for none).
  public var minHeight: Dimension = .auto { didSet { boxes = ResolvedBoxes(self) } }
  /// The maximum width (``Dimension/auto`` for none).
  public var maxWidth: Dimension = .auto { didSet { boxes = ResolvedBoxes(self) } }
  /// The maximum height (``Dimension/auto`` for none).
  public var maxHeight: Dimension = .auto { didSet { boxes = ResolvedBoxes(self) } }
  /// Width divided by height, used when only one of them is known.
  public var aspectRatio: Double? { didSet { boxes = ResolvedBoxes(self) } }

  /// Outer spacing; ``Dimension/auto`` margins absorb free space.
  public var margin: Edges {
    get { marginStorage }
    set {
      marginStorage = newValue
      boxes = ResolvedBoxes(self)
    }
  }
  /// Inner spacing between the border and the children.
  public var padding: Edges {
    get { paddingStorage }
    set {
      paddingStorage = newValue
      boxes = ResolvedBoxes(self)
    }
  }
  /// Border widths (points; percentages count as `0`).
  public var border: Edges {
    get { borderStorage }
    set {
      borderStorage = newValue
      boxes = ResolvedBoxes(self)
    }
  }
  /// Insets: offsets for ``PositionType/relative`` nodes, placement for
  /// ``PositionType/absolute`` ones; ignored for ``PositionType/static``.
  public var position: Edges {
    get { positionStorage }
    set {
      positionStorage = newValue
      boxes = ResolvedBoxes(self)
    }
  }
  /// Gutters between children and between lines.
  public var gap: Gap {
    get { gapStorage }
    set {
      gapStorage = newValue
      boxes = ResolvedBoxes(self)
    }
  }

  /// Derived numbers the engine reads (see ``ResolvedBoxes``).
  var boxes = ResolvedBoxes()
  // Stored without observers, so that the engine can read them in place.
  var marginStorage = Edges.none
  var paddingStorage = Edges.none
  var borderStorage = Edges.none
  var positionStorage = Edges.none
  var gapStorage = Gap.none

  /// Creates a style with Yoga's defaults.
  public init() {}

  /// The preferred size on an axis: ``width`` when `isRow`, otherwise ``height``.
  func size(isRow: Bool) -> Dimension { isRow ? width : height }
  /// The minimum size on an axis.
  func minSize(isRow: Bool) -> Dimension { isRow ? minWidth : minHeight }
  /// The maximum size on an axis.
  func maxSize(isRow: Bool) -> Dimension { isRow ? maxWidth : maxHeight }
}
