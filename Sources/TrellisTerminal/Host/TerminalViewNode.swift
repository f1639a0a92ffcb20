import Foundation
import Trellis

/// One mounted view of a ``TerminalHost``: what the mounter told the host, plus
/// the host's own editing state (caret, date field, scroll offset).
final class TerminalViewNode {
  // The host reads these for every view each frame; main-actor code
  // never overlaps its accesses, so the runtime's exclusivity check is
  // skipped for them.
  let kind: ViewKind
  @exclusivity(unchecked) var attributes: Attributes {
    didSet { decodeDrawingAttributes() }
  }
  /// In the parent's coordinates.
  @exclusivity(unchecked) var frame: Rect = .zero
  @exclusivity(unchecked) var children: [ViewID] = []
  var parent: ViewID?
  /// How far a scroll view's content is scrolled.
  var contentOffset: Point = .zero
  /// A text field's or area's caret, in characters from the start.
  var caret: Int?
  /// Where a text selection started (the caret is its other end), or `nil`.
  var anchor: Int?
  /// The column Up and Down keep in a text area while moving line to line.
  var preferredColumn: Int?
  /// The field of a date picker being edited.
  var dateField = 0
  /// Values this text field or area reported that its component has not
  /// echoed back yet, oldest first (see `TerminalHost.updateView`).
  var unechoedValues: [String] = []
  /// A text view's last measured one-line run and its width in cells, so
  /// a text unchanged since the last frame is not measured again.
  @exclusivity(unchecked) var measuredRun: (text: String, width: Int, isASCII: Bool)?
  /// A wrapped text view's last lines, each with its width in cells, and
  /// what they were wrapped for: unchanged text is not wrapped again.
  var wrappedLines:
    (text: StyledText, width: Int, maxLines: Int?, lines: [(line: StyledText, width: Int)])?

  /// How the host draws the view, worked out once from its kind (which
  /// never changes) rather than by comparing kind names every frame.
  let role: Role

  // What drawing reads every frame, decoded when the attributes change
  // rather than looked up (a search and a cast each) on every frame.
  /// The view's own background colour.
  @exclusivity(unchecked) private(set) var backgroundColor: TerminalColor?
  /// A text view's text, line limit and alignment.
  @exclusivity(unchecked) private(set) var text:
    (content: StyledText, maxLines: Int?, alignment: TextAlignment)?

  /// A column row's columns and cells.
  @exclusivity(unchecked) private(set) var columns: (layout: ColumnLayout, cells: ColumnCells)?
  /// A column row's column spans at the width they were worked out for.
  @exclusivity(unchecked) private var spans: (width: Int, spans: [ColumnLayout.Span])?

  /// The kinds the host draws or places in their own way.
  enum Role {
    case text, columnRow, image, dialog, sheet, modalBackdrop, keyBindingFooter, scrollable
    case textInput, other
    /// A view that draws nothing of its own (a stack, a list's cell):
    /// only its background, then its children.
    case container
  }

  init(kind: ViewKind, attributes: Attributes) {
    self.kind = kind
    self.attributes = attributes
    role =
      switch kind {
      case .text: .text
      case .columnRow: .columnRow
      case .image: .image
      case .dialog: .dialog
      case .sheet: .sheet
      case .modalBackdrop: .modalBackdrop
      case .keyBindingFooter: .keyBindingFooter
      case .scrollView, .list: .scrollable
      case .textField, .textArea: .textInput
      default: ViewDrawing.drawing(for: kind) == nil ? .container : .other
      }
    decodeDrawingAttributes()
  }

  private func decodeDrawingAttributes() {
    backgroundColor = attributes[.backgroundColor].map(TerminalColor.init)
    if role == .text, let content = attributes[.text] {
      text = (content, attributes[.maxLines], attributes[.textAlignment] ?? .leading)
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
    let made = columns?.layout.spans(inWidth: Double(width)) ?? []
    spans = (width, made)
    return made
  }

  /// The text of a text field or area.
  var value: String { attributes[.value] ?? "" }

  /// The caret, clamped to the current value (which the component may have
  /// changed); at the end when never moved.
  var caretIndex: Int {
    let count = value.count
    return min(max(0, caret ?? count), count)
  }

  /// The selected range of a text field or area, clamped to the value;
  /// empty when nothing is selected.
  var selection: Range<Int> {
    guard let anchor else { return caretIndex..<caretIndex }
    let clamped = min(max(0, anchor), value.count)
    return min(clamped, caretIndex)..<max(clamped, caretIndex)
  }
}
