import Trellis

/// One cell of a ``CellBuffer``: a grapheme cluster and its style.
///
/// A wide cluster (CJK, emoji) occupies two cells: the first holds the cluster and has
/// ``width`` 2; the second is a *continuation* (``width`` 0) that draws nothing of its
/// own and carries the same style.
///
/// ```
///  x:    0     1     2     3
///      ┌─────┬─────┬─────┬─────┐
///      │ "a" │ "漢" │ (→) │ "b" │    widths 1, 2, 0, 1
///      └─────┴─────┴─────┴─────┘
/// ```
///
/// A cell is a small plain value (32 bytes, no references): the cluster's UTF-8
/// bytes are stored inline and the style packed into integers, so buffers copy
/// and compare at memory speed.
public struct Cell: Sendable, Hashable {
  var packedGrapheme: PackedGrapheme
  var packedStyle: PackedStyle
  /// 1 for a narrow cluster, 2 for the first cell of a wide one, 0 for its continuation.
  public internal(set) var width: UInt8

  /// A cell showing `grapheme` (measured with `CellWidth`; a control or zero-width
  /// cluster becomes a space) in `style`.
  public init(_ grapheme: Character, style: CellStyle = .plain) {
    let measured = CellWidth.width(of: grapheme)
    packedGrapheme = measured == 0 ? .space : PackedGrapheme(grapheme)
    packedStyle = PackedStyle(style)
    width = UInt8(max(1, measured))
  }

  init(grapheme: PackedGrapheme, style: PackedStyle, width: UInt8) {
    packedGrapheme = grapheme
    packedStyle = style
    self.width = width
  }

  /// The cluster shown in the cell; a space for blank cells and continuations.
  public var grapheme: Character { packedGrapheme.character }

  /// How the cell is drawn.
  public var style: CellStyle { packedStyle.unpacked }

  /// A space in the terminal's plain style.
  public static let blank = Cell(grapheme: .space, style: .plain, width: 1)

  /// A space drawn in `style` (its background shows).
  public static func blank(_ style: CellStyle) -> Cell {
    Cell(grapheme: .space, style: PackedStyle(style), width: 1)
  }

  static func blank(packed style: PackedStyle) -> Cell {
    Cell(grapheme: .space, style: style, width: 1)
  }

  /// Whether this cell is the second half of a wide cluster.
  public var isContinuation: Bool { width == 0 }

  /// `==` without a branch per field: the renderer compares every cell of a frame.
  @inline(__always)
  func isIdentical(to other: Cell) -> Bool {
    let grapheme =
      (packedGrapheme.low ^ other.packedGrapheme.low)
      | (packedGrapheme.high ^ other.packedGrapheme.high)
    let colors =
      (packedStyle.foreground ^ other.packedStyle.foreground)
      | (packedStyle.background ^ other.packedStyle.background)
      | (packedStyle.link ^ other.packedStyle.link)
    let rest =
      UInt32(packedStyle.attributes ^ other.packedStyle.attributes)
      | UInt32(width ^ other.width)
    return grapheme | UInt64(colors | rest) == 0
  }
}
