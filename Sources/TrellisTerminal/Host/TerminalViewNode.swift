import Foundation
import Trellis

/// One view of a ``TerminalHost``'s tree, with what drawing derives from its
/// attributes decoded once when they change rather than looked up (a
/// search and a cast each) on every frame, and the last text measured or
/// wrapped for it.
final class TerminalViewNode: HostViewNode {
  /// A text view's last measured one-line run and its width in cells, so
  /// a text unchanged since the last frame is not measured again.
  @exclusivity(unchecked) var measuredRun: (text: String, width: Int, isASCII: Bool)?
  /// A wrapped text view's last drawn lines, each with its width in cells,
  /// and what they were wrapped for (the rows: those the clip showed):
  /// unchanged text is not wrapped again.
  var wrappedLines:
    (
      text: StyledText, width: Int, maxLines: Int?, truncation: TextTruncation?,
      rows: Range<Int>, lines: [(line: StyledText, width: Int)]
    )?

  /// How the host draws the view, worked out once from its kind (which
  /// never changes) rather than by comparing kind names every frame.
  let role: Role

  /// The view's own background colour.
  @exclusivity(unchecked) private(set) var backgroundColor: Color?
  /// Whether a container is selected (a selected row): drawn in the
  /// theme's look for it.
  @exclusivity(unchecked) private(set) var isSelectedContainer = false
  /// A text view's text, line limit, alignment and truncation.
  @exclusivity(unchecked) private(set) var text:
    (
      content: StyledText, maxLines: Int?, alignment: TextAlignment,
      truncation: TextTruncation?
    )?
  /// A column row's columns and cells.
  @exclusivity(unchecked) private(set) var columns: (layout: ColumnLayout, cells: ColumnCells)?
  /// A column row's column spans at the width they were worked out for.
  @exclusivity(unchecked) private var spans: (width: Int, spans: [ColumnLayout.Span])?

  /// The kinds the host draws in their own way.
  enum Role {
    case text, columnRow, image, dialog, sheet, modalBackdrop, keyCommandFooter, scrollable
    case textInput, other
    /// A view that draws nothing of its own (a stack, a list's cell):
    /// only its background, then its children.
    case container
  }

  override init(kind: ViewKind, attributes: Attributes) {
    role =
      switch kind {
      case .text: .text
      case .columnRow: .columnRow
      case .image: .image
      case .dialog: .dialog
      case .sheet: .sheet
      case .modalBackdrop: .modalBackdrop
      case .keyCommandFooter: .keyCommandFooter
      case .scrollView, .list: .scrollable
      case .textField, .textArea: .textInput
      default: ViewDrawing.drawing(for: kind) == nil ? .container : .other
      }
    super.init(kind: kind, attributes: attributes)
    attributesDidChange()
  }

  override func attributesDidChange() {
    backgroundColor = attributes[.backgroundColor]
    isSelectedContainer = role == .container && attributes[.selected] == true
    if role == .text, let content = attributes[.text] {
      text = (
        content, attributes[.maxLines], attributes[.textAlignment] ?? .leading,
        attributes[.truncation]
      )
    } else {
      text = nil
    }
    if role == .columnRow, let layout = attributes[.columnLayout] {
      if columns?.layout != layout { spans = nil }
      columns = (layout, attributes[.cells] ?? [])
    } else {
      columns = nil
    }
  }

  /// A column row's column spans in a row `width` cells wide; worked out
  /// again only when the width or the columns change (rows reused for
  /// other cells keep them).
  func columnSpans(width: Int) -> [ColumnLayout.Span] {
    if let spans, spans.width == width { return spans.spans }
    // On the grid a character of text is one cell.
    let made = columns?.layout.spans(inWidth: Double(width), scale: 1, characterWidth: 1) ?? []
    spans = (width, made)
    return made
  }
}
