/// A piece of one frame's changes: a run of changed cells on one row that the
/// ``Renderer`` writes in one go, in one style.
///
/// ```
///  row 3:  ┌──────── cells ────────┐      ┌─ eraseCharacters ─┐  ┌── eraseLine ──▶
///          "Grace Hopper" (plain)    gap   12 blank cells         blanks to the edge
///  row 4:  ┌── eraseDisplay ───────────────────────────────────────────────────────▶
///  row 5:  ▶ (this row and every row below blank)
/// ```
///
/// The renderer first cuts a frame into segments (row by row, left to right), then
/// decides in which order to write them: row by row, or grouped by style when that
/// saves more SGR bytes than it costs in cursor moves. The order does not change
/// what the screen shows, because every changed cell belongs to exactly one segment
/// and a segment only disturbs cells (the other half of a wide cluster it overwrites)
/// that are themselves changed and written by their own segment.
struct FrameSegment {
  enum Kind: UInt8 {
    /// Print the cells `start..<end` of the target row.
    case cells
    /// Blank `start..<end` with ECH (the cursor stays at `start`).
    case eraseCharacters
    /// Blank from `start` to the end of the row with EL.
    case eraseLine
    /// Blank from `start` to the end of the screen with ED.
    case eraseDisplay
  }

  var row: Int32
  var start: Int32
  /// The column after the segment's last cell.
  var end: Int32
  var kind: Kind
  /// The position of ``pen``/``link`` in the frame's list of distinct styles, in order
  /// of first appearance; used to group segments by style.
  var styleOrdinal: UInt16 = 0
  /// The style the terminal must have to print the segment (colours downgraded, no link).
  var pen: PackedStyle
  /// The hyperlink that must be open (0 for none).
  var link: UInt32
}
