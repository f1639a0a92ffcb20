import Trellis

extension TerminalHost {
  /// Inserts text at the caret of the focused text field or area, replacing
  /// the selection, and reports the new value. A text field takes only the
  /// first line of pasted text; a text area's line breaks become `\n`.
  func insertText(_ text: String) -> Bool {
    guard let id = focusedView, let node = nodes[id], isEditable(id) else { return false }
    var inserted = text
    if node.kind == .textField {
      inserted = String(text.prefix { !$0.isNewline })
    } else {
      inserted = String(text.map { $0.isNewline ? "\n" : $0 })
    }
    guard !inserted.isEmpty else { return false }
    var editor = editor(for: node)
    editor.insert(inserted)
    return apply(editor, to: node, id: id, changesText: true)
  }

  /// Handles an editing key in a text field or area: returns whether it did
  /// something, or `nil` when the key is not an editing key (it then goes
  /// on to key bindings).
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
  func handleTextKey(_ event: KeyEvent, _ node: TerminalViewNode, _ id: ViewID) -> Bool? {
    let modifiers = event.modifiers.subtracting([.capsLock, .numLock])
    let shift = modifiers.contains(.shift)
    let control = modifiers.contains(.control)
    let alt = modifiers.contains(.alt)
    let isArea = node.kind == .textArea
    var editor = editor(for: node)
    var changesText = false
    var keepsColumn = false
    switch event.key {
    case .character(let character) where !control && !alt:
      return insertText(event.text ?? String(character))
    case .left, .right:
      let forward = event.key == .right
      if control || alt {
        editor.moveWord(forward: forward, extending: shift)
      } else {
        editor.moveCharacter(by: forward ? 1 : -1, extending: shift)
      }
    case .character("b") where alt && !control, .character("f") where alt && !control:
      editor.moveWord(forward: event.key == .character("f"), extending: false)
    case .home, .end:
      if control && isArea {
        editor.move(to: event.key == .home ? 0 : editor.text.count, extending: shift)
      } else {
        editor.moveToLineBoundary(end: event.key == .end, extending: shift)
      }
    case .character("a") where control && !alt, .character("e") where control && !alt:
      editor.moveToLineBoundary(end: event.key == .character("e"), extending: false)
    case .up where isArea, .down where isArea:
      guard !control && !alt, let frame = absoluteFrame(of: id) else { return nil }
      let layout = TextLayout(node.value, width: CellRect(frame).width)
      let position = layout.position(of: editor.caret)
      let column = node.preferredColumn ?? position.column
      let row = position.row + (event.key == .down ? 1 : -1)
      let target =
        row < 0
        ? 0
        : row >= layout.lines.count ? editor.text.count : layout.index(row: row, column: column)
      editor.move(to: target, extending: shift)
      node.preferredColumn = column
      keepsColumn = true
    case .backspace where alt || control, .character("w") where control && !alt:
      changesText = editor.deleteWordBackward()
    case .backspace:
      changesText = editor.deleteBackward()
    case .delete where control, .character("d") where alt && !control:
      changesText = editor.deleteWordForward()
    case .delete:
      changesText = editor.deleteForward()
    case .character("u") where control && !alt:
      changesText = editor.deleteToLineStart()
    case .character("k") where control && !alt:
      changesText = editor.deleteToLineEnd()
    case .enter where !isArea && !control && !alt:
      return registry.send(.submit, to: id)
    case .enter where !control && !alt:
      return insertText("\n")
    default:
      return nil
    }
    if !keepsColumn { node.preferredColumn = nil }
    if !changesText && editor.caret == node.caretIndex && editor.anchor == node.anchor {
      return false
    }
    return apply(editor, to: node, id: id, changesText: changesText)
  }

  private func editor(for node: TerminalViewNode) -> TextEditor {
    TextEditor(
      node.value, caret: node.caretIndex, anchor: node.selection.isEmpty ? nil : node.anchor,
      isSecure: node.attributes[.secure] == true)
  }

  /// Shows the editor's caret and selection; when the text changed, first
  /// reports it (a field with no handler keeps its text and caret).
  private func apply(
    _ editor: TextEditor, to node: TerminalViewNode, id: ViewID, changesText: Bool
  ) -> Bool {
    if changesText {
      guard report(editor.string, for: node, id: id) else { return false }
    }
    node.caret = editor.caret
    node.anchor = editor.anchor
    needsDisplay = true
    return true
  }
}

extension TerminalHost {
  /// Focuses a text field or area and puts its caret at the character under
  /// a screen cell (clamped to the view); `extending` keeps the selection's
  /// start, so a drag or a Shift-click selects.
  func placeCaret(in id: ViewID, column: Int, row: Int, extending: Bool) {
    guard let node = nodes[id] else { return }
    if focusedView != id { focus(id) }
    guard let frame = absoluteFrame(of: id) else { return }
    let cells = CellRect(frame)
    let local = (x: max(0, column - cells.x), y: min(max(0, row - cells.y), cells.height - 1))
    let index: Int
    if node.kind == .textField {
      let shown = TextFieldDrawing.displayed(node.value, secure: node.attributes[.secure] == true)
      let scroll = TextFieldDrawing.scroll(
        caretColumn: CellWidth.width(of: String(shown.prefix(node.caretIndex))),
        width: cells.width)
      index = TextLayout(shown, width: Int.max / 2).index(row: 0, column: local.x + scroll)
    } else {
      index = TextLayout(node.value, width: cells.width).index(row: local.y, column: local.x)
    }
    let start = extending ? (node.anchor ?? node.caretIndex) : index
    node.caret = index
    node.anchor = start == index ? nil : start
    node.preferredColumn = nil
    needsDisplay = true
  }
}
