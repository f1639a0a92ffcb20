/// A text field or area: typing, pasting, moving the caret, selecting and
/// deleting, with the keys of a desktop text field and of Emacs-style
/// terminals. Every change is reported to the component as
/// ``HostEvent/textChanged(_:)``; a field with no handler keeps its text.
///
/// | keys | effect |
/// | --- | --- |
/// | ←/→, Ctrl or Alt + ←/→ (Alt-B/F) | a character, a word |
/// | Home/End, Ctrl-A/E | start/end of line (Ctrl + Home/End: of the text) |
/// | ↑/↓ (text area) | a visual line, keeping the column |
/// | Shift + any move | extends the selection |
/// | Backspace/Delete | the selection, or a character |
/// | Ctrl-W, Alt-Backspace / Alt-D, Ctrl-Delete | a word back / forward |
/// | Ctrl-U / Ctrl-K | to the start / end of the line |
/// | Enter | submits a field; a new line in an area |
///
/// A pointer going down puts the caret under it (Shift or a drag extends
/// the selection). A field shows its text on one line, scrolled so the
/// caret shows; an area wraps it to its width as ``TextLayout`` does.
public struct TextInputBehavior: ControlBehavior {
  /// Creates the behaviour.
  public init() {}

  /// Inserts text at the caret, replacing the selection. A text field takes
  /// only the first line; an area's line breaks become `\n`.
  public func insertText(_ text: String, in control: ControlContext) -> Bool {
    let inserted =
      control.node.kind == .textField
      ? String(text.prefix { !$0.isNewline })
      : String(text.map { $0.isNewline ? "\n" : $0 })
    guard !inserted.isEmpty else { return false }
    var editor = Self.editor(for: control.node)
    editor.insert(inserted)
    return apply(editor, to: control, changesText: true)
  }

  /// The editing keys in the table above.
  public func handleKey(_ key: KeyPress, text: String?, in control: ControlContext) -> Bool? {
    let isArea = control.node.kind == .textArea
    let withControl = key.modifiers.contains(.control)
    let alt = key.modifiers.contains(.alt)
    if case .character(let character) = key.key, !withControl && !alt {
      return insertText(text ?? String(character), in: control)
    }
    if key.key == .enter, !withControl && !alt {
      return isArea ? insertText("\n", in: control) : control.send(.submit(control.node.value))
    }
    var editor = Self.editor(for: control.node)
    if (key.key == .up || key.key == .down) && isArea {
      guard !withControl && !alt else { return nil }
      moveLine(down: key.key == .down, extending: key.modifiers.contains(.shift), &editor, control)
      return finish(editor, control, changesText: false, keepsColumn: true)
    }
    guard let changesText = Self.edit(&editor, key: key, isArea: isArea) else { return nil }
    return finish(editor, control, changesText: changesText, keepsColumn: false)
  }

  /// Puts the caret at the character under `point` (clamped to the view).
  public func handlePointer(at point: Point, extending: Bool, in control: ControlContext) {
    let node = control.node
    let environment = control.environment
    let x = max(0, point.x)
    let index: Int
    if node.kind == .textField {
      let shown = Self.displayed(node.value, secure: node.attributes[.secure] == true)
      let scroll = Self.scroll(
        caretX: environment.textMeasurer.lineWidth(of: String(shown.prefix(node.caretIndex))),
        width: node.frame.width, in: environment)
      index = TextLayout(shown, width: nil, measurer: environment.textMeasurer)
        .index(row: 0, x: x + scroll)
    } else {
      let lineHeight = max(environment.lineHeight, .leastNonzeroMagnitude)
      let rows = Int((node.frame.height / lineHeight).rounded())
      let row = min(max(0, Int(point.y / lineHeight)), max(0, rows - 1))
      index = TextLayout(node.value, width: node.frame.width, measurer: environment.textMeasurer)
        .index(row: row, x: x)
    }
    let start = extending ? (node.editing.anchor ?? node.caretIndex) : index
    var editing = node.editing
    editing.caret = index
    editing.anchor = start == index ? nil : start
    editing.preferredX = nil
    control.editing = editing
  }

  /// ``SemanticInput/setText(_:)`` replaces the text — reported as typing
  /// is, so it is remembered until echoed — and puts the caret at its end;
  /// the same text as shown changes nothing. A field's text must be one
  /// line; an area's line breaks become `\n`. ``SemanticInput/activate``
  /// submits a field, as Enter does.
  public func perform(_ input: SemanticInput, in control: ControlContext)
    throws(SemanticInputError) -> Bool
  {
    let isField = control.node.kind == .textField
    switch input {
    case .activate where isField:
      return control.send(.submit(control.node.value))
    case .setText(let text):
      if isField, text.contains(where: \.isNewline) {
        throw control.outOfRange(input, allowed: "one line")
      }
      let value = isField ? text : String(text.map { $0.isNewline ? "\n" : $0 })
      guard value != control.node.value, control.report(text: value) else { return false }
      var editing = control.node.editing
      editing.caret = value.count
      editing.anchor = nil
      editing.preferredX = nil
      control.editing = editing
      return true
    default:
      throw control.unsupported(input)
    }
  }

  // MARK: Geometry

  /// What a field shows for `value`: itself, or a bullet per character.
  public nonisolated static func displayed(_ value: String, secure: Bool) -> String {
    secure ? String(repeating: "•", count: value.count) : value
  }

  /// How far a field's text is scrolled left so a caret at `caretX` (from
  /// the text's start) shows, with its ``ControlMetrics/caretWidth``, in a
  /// field `width` wide.
  public nonisolated static func scroll(
    caretX: Double, width: Double, in environment: LayoutEnvironment
  ) -> Double {
    max(0, caretX - max(0, width - environment.controlMetrics.caretWidth))
  }

  // MARK: Steps

  static func editor(for node: HostViewNode) -> TextEditor {
    TextEditor(
      node.value, caret: node.caretIndex,
      anchor: node.selection.isEmpty ? nil : node.editing.anchor,
      isSecure: node.attributes[.secure] == true)
  }

  /// Applies a key that moves the caret or deletes: whether it changed the
  /// text, or `nil` when the key is not an editing key.
  nonisolated static func edit(_ editor: inout TextEditor, key: KeyPress, isArea: Bool) -> Bool? {
    let shift = key.modifiers.contains(.shift)
    let control = key.modifiers.contains(.control)
    let alt = key.modifiers.contains(.alt)
    switch key.key {
    case .left, .right:
      let forward = key.key == .right
      if control || alt {
        editor.moveWord(forward: forward, extending: shift)
      } else {
        editor.moveCharacter(by: forward ? 1 : -1, extending: shift)
      }
    case .character("b") where alt && !control, .character("f") where alt && !control:
      editor.moveWord(forward: key.key == .character("f"), extending: false)
    case .home, .end:
      if control && isArea {
        editor.move(to: key.key == .home ? 0 : editor.text.count, extending: shift)
      } else {
        editor.moveToLineBoundary(end: key.key == .end, extending: shift)
      }
    case .character("a") where control && !alt, .character("e") where control && !alt:
      editor.moveToLineBoundary(end: key.key == .character("e"), extending: false)
    case .backspace where alt || control, .character("w") where control && !alt:
      return editor.deleteWordBackward()
    case .backspace:
      return editor.deleteBackward()
    case .delete where control, .character("d") where alt && !control:
      return editor.deleteWordForward()
    case .delete:
      return editor.deleteForward()
    case .character("u") where control && !alt:
      return editor.deleteToLineStart()
    case .character("k") where control && !alt:
      return editor.deleteToLineEnd()
    default:
      return nil
    }
    return false
  }

  /// Moves the caret a visual line up or down in a text area, keeping the
  /// column it started from.
  private func moveLine(
    down: Bool, extending: Bool, _ editor: inout TextEditor, _ control: ControlContext
  ) {
    let node = control.node
    let layout = TextLayout(
      node.value, width: node.frame.width, measurer: control.environment.textMeasurer)
    let position = layout.position(of: editor.caret)
    let x = node.editing.preferredX ?? position.x
    let row = position.row + (down ? 1 : -1)
    let target =
      row < 0
      ? 0
      : row >= layout.lines.count ? editor.text.count : layout.index(row: row, x: x)
    editor.move(to: target, extending: extending)
    node.editing.preferredX = x
  }

  private func finish(
    _ editor: TextEditor, _ control: ControlContext, changesText: Bool, keepsColumn: Bool
  ) -> Bool {
    let node = control.node
    if !keepsColumn { node.editing.preferredX = nil }
    if !changesText && editor.caret == node.caretIndex && editor.anchor == node.editing.anchor {
      return false
    }
    return apply(editor, to: control, changesText: changesText)
  }

  /// Shows the editor's caret and selection; when the text changed, first
  /// reports it (a field with no handler keeps its text and caret).
  private func apply(_ editor: TextEditor, to control: ControlContext, changesText: Bool) -> Bool {
    if changesText {
      guard control.report(text: editor.string) else { return false }
    }
    var editing = control.node.editing
    editing.caret = editor.caret
    editing.anchor = editor.anchor
    control.editing = editing
    return true
  }
}
