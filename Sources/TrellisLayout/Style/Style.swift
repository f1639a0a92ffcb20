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
///
/// A style is small (about a hundred bytes) and cheap to copy and change: edges, limits,
/// the aspect ratio and gaps live in copy-on-write storage that exists only once they are
/// set, and changing a property is a plain store. The numbers the engine derives from a
/// style are computed when the style enters a ``LayoutTree``.
public struct Style: Sendable, Hashable {
  // Stored properties are declared so that the one-byte keywords fill the padding after the
  // nine-byte sizes (Swift lays out a struct in declaration order).

  /// The preferred width.
  public var width: Dimension = .auto
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

  /// The preferred height.
  public var height: Dimension = .auto
  /// How the node is positioned.
  public var positionType: PositionType = .relative
  /// Whether the node takes part in layout.
  public var display: Display = .flex
  /// How overflowing content is treated.
  public var overflow: Overflow = .visible
  /// What ``width`` and ``height`` and their limits measure.
  public var boxSizing: BoxSizing = .borderBox

  /// The initial main size before growing or shrinking; ``Dimension/auto`` uses the main
  /// size (``width`` or ``height``) or the content.
  public var flexBasis: Dimension = .auto
  /// How much of the positive free space this node takes (relative to its siblings).
  public var flexGrow: Double = 0
  /// How much this node shrinks when its line overflows (weighted by its flex basis).
  public var flexShrink: Double = 0

  /// Outer spacing; ``Dimension/auto`` margins absorb free space.
  public var margin = EdgeDimensions.none
  /// Inner spacing between the border and the children.
  public var padding = EdgeDimensions.none
  /// Border widths (points; percentages count as `0`).
  public var border = EdgeDimensions.none
  /// Insets: offsets for ``PositionType/relative`` nodes, placement for
  /// ``PositionType/absolute`` ones; ignored for ``PositionType/static``.
  public var position = EdgeDimensions.none

  /// Limits, aspect ratio and gaps; `nil` while all of them have their defaults.
  var extras: CopyOnWriteBox<StyleExtras>?

  /// The minimum width (``Dimension/auto`` for none).
  public var minWidth: Dimension {
    get { extras?.value.minWidth ?? .auto }
    set { modifyExtras { $0.minWidth = newValue } }
  }
  /// The minimum height (``Dimension/auto`` for none).
  public var minHeight: Dimension {
    get { extras?.value.minHeight ?? .auto }
    set { modifyExtras { $0.minHeight = newValue } }
  }
  /// The maximum width (``Dimension/auto`` for none).
  public var maxWidth: Dimension {
    get { extras?.value.maxWidth ?? .auto }
    set { modifyExtras { $0.maxWidth = newValue } }
  }
  /// The maximum height (``Dimension/auto`` for none).
  public var maxHeight: Dimension {
    get { extras?.value.maxHeight ?? .auto }
    set { modifyExtras { $0.maxHeight = newValue } }
  }
  /// Width divided by height, used when only one of them is known.
  public var aspectRatio: Double? {
    get { extras?.value.aspectRatio }
    set { modifyExtras { $0.aspectRatio = newValue } }
  }
  /// Gutters between children and between lines.
  public var gap: Gap {
    get { extras?.value.gap ?? .none }
    set { modifyExtras { $0.gap = newValue } }
  }

  /// Creates a style with Yoga's defaults.
  public init() {}

  private mutating func modifyExtras(_ change: (inout StyleExtras) -> Void) {
    CopyOnWriteBox.modify(&extras, default: StyleExtras(), change)
  }
}

/// The properties of a ``Style`` that most styles leave at their defaults, kept out of line.
struct StyleExtras: Sendable, Hashable {
  var minWidth = Dimension.auto
  var minHeight = Dimension.auto
  var maxWidth = Dimension.auto
  var maxHeight = Dimension.auto
  var aspectRatio: Double?
  var gap = Gap.none
}
