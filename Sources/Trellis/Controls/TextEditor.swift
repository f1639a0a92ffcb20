/// The editing model of a text field or area: text as grapheme clusters, a
/// caret and an optional selection anchor. Pure value logic; the host maps
/// keys to these operations and reports the resulting text.
///
/// The selection is the range between ``anchor`` and ``caret`` (in either
/// order); typing, pasting and deleting replace it.
struct TextEditor: Equatable {
  var text: [Character]
  var caret: Int
  /// Where the selection started, or `nil` when nothing is selected.
  var anchor: Int?
  /// Secure entry: the text is one opaque word, so word moves and deletes
  /// do not reveal where its words break.
  var isSecure = false

  init(_ text: String, caret: Int, anchor: Int? = nil, isSecure: Bool = false) {
    self.text = Array(text)
    self.caret = min(max(0, caret), self.text.count)
    self.anchor = anchor.map { min(max(0, $0), self.text.count) }
    if self.anchor == self.caret { self.anchor = nil }
    self.isSecure = isSecure
  }

  var string: String { String(text) }

  /// The selected range, empty when nothing is selected.
  var selection: Range<Int> {
    guard let anchor else { return caret..<caret }
    return min(anchor, caret)..<max(anchor, caret)
  }

  // MARK: Moving

  /// Moves the caret to `index`; with `extending`, the selection grows from
  /// where it started, else it is dropped.
  mutating func move(to index: Int, extending: Bool) {
    let target = min(max(0, index), text.count)
    if extending {
      if anchor == nil { anchor = caret }
    } else {
      anchor = nil
    }
    caret = target
    if anchor == caret { anchor = nil }
  }

  /// One character left or right. Without `extending`, a selection
  /// collapses to its start or end instead.
  mutating func moveCharacter(by step: Int, extending: Bool) {
    if !extending, !selection.isEmpty {
      move(to: step < 0 ? selection.lowerBound : selection.upperBound, extending: false)
      return
    }
    move(to: caret + step, extending: extending)
  }

  /// To the start of the word before the caret, or the end of the word
  /// after it.
  mutating func moveWord(forward: Bool, extending: Bool) {
    move(to: forward ? wordEnd(after: caret) : wordStart(before: caret), extending: extending)
  }

  /// To the start or end of the caret's line (between newlines).
  mutating func moveToLineBoundary(end: Bool, extending: Bool) {
    move(to: end ? lineEnd(from: caret) : lineStart(from: caret), extending: extending)
  }

  // MARK: Editing

  /// Replaces the selection (or inserts at the caret) with `string`.
  mutating func insert(_ string: String) {
    let range = selection
    text.replaceSubrange(range, with: Array(string))
    caret = range.lowerBound + string.count
    anchor = nil
  }

  /// Deletes the selection, or the character before the caret; returns
  /// whether anything was deleted.
  mutating func deleteBackward() -> Bool {
    delete(selection.isEmpty ? max(0, caret - 1)..<caret : selection)
  }

  /// Deletes the selection, or the character after the caret.
  mutating func deleteForward() -> Bool {
    delete(selection.isEmpty ? caret..<min(text.count, caret + 1) : selection)
  }

  /// Deletes the selection, or back to the start of the word before the
  /// caret (Ctrl-W, Alt-Backspace).
  mutating func deleteWordBackward() -> Bool {
    delete(selection.isEmpty ? wordStart(before: caret)..<caret : selection)
  }

  /// Deletes the selection, or up to the end of the word after the caret
  /// (Alt-D, Ctrl-Delete).
  mutating func deleteWordForward() -> Bool {
    delete(selection.isEmpty ? caret..<wordEnd(after: caret) : selection)
  }

  /// Deletes from the start of the caret's line to the caret (Ctrl-U).
  mutating func deleteToLineStart() -> Bool {
    delete(lineStart(from: caret)..<caret)
  }

  /// Deletes from the caret to the end of its line (Ctrl-K); at the end of
  /// a line, deletes the newline.
  mutating func deleteToLineEnd() -> Bool {
    let end = lineEnd(from: caret)
    return delete(caret..<(end == caret ? min(text.count, end + 1) : end))
  }

  private mutating func delete(_ range: Range<Int>) -> Bool {
    anchor = nil
    guard !range.isEmpty else { return false }
    text.removeSubrange(range)
    caret = range.lowerBound
    return true
  }

  // MARK: Boundaries

  private func isWordCharacter(_ index: Int) -> Bool {
    if isSecure { return true }
    let character = text[index]
    return character.isLetter || character.isNumber || character == "_"
  }

  /// Skips non-word characters backwards, then the word.
  func wordStart(before index: Int) -> Int {
    var position = index
    while position > 0 && !isWordCharacter(position - 1) { position -= 1 }
    while position > 0 && isWordCharacter(position - 1) { position -= 1 }
    return position
  }

  /// Skips non-word characters forwards, then the word.
  func wordEnd(after index: Int) -> Int {
    var position = index
    while position < text.count && !isWordCharacter(position) { position += 1 }
    while position < text.count && isWordCharacter(position) { position += 1 }
    return position
  }

  func lineStart(from index: Int) -> Int {
    var position = index
    while position > 0 && !text[position - 1].isNewline { position -= 1 }
    return position
  }

  func lineEnd(from index: Int) -> Int {
    var position = index
    while position < text.count && !text[position].isNewline { position += 1 }
    return position
  }
}
