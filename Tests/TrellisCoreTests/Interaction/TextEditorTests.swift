import PropertyBased
import Testing

@testable import Trellis

@Suite("Text editing model")
struct TextEditorTests {
  @Test func wordMovesSkipPunctuationThenAWord() {
    var editor = TextEditor("let x = foo_bar(1)", caret: 18)
    editor.moveWord(forward: false, extending: false)
    #expect(editor.caret == 16)
    editor.moveWord(forward: false, extending: false)
    #expect(editor.caret == 8)
    editor.moveWord(forward: false, extending: false)
    #expect(editor.caret == 4)
    editor.moveWord(forward: true, extending: false)
    #expect(editor.caret == 5)
    editor.moveWord(forward: true, extending: false)
    #expect(editor.caret == 15)
  }

  @Test func shiftMovesSelectAndPlainMovesCollapse() {
    var editor = TextEditor("hello world", caret: 11)
    editor.moveWord(forward: false, extending: true)
    #expect(editor.selection == 6..<11)
    editor.moveCharacter(by: -1, extending: true)
    #expect(editor.selection == 5..<11)
    editor.moveCharacter(by: 1, extending: false)
    #expect(editor.caret == 11)
    #expect(editor.selection.isEmpty)
    editor.move(to: 0, extending: true)
    editor.moveCharacter(by: -1, extending: false)
    #expect(editor.caret == 0 && editor.anchor == nil)
  }

  @Test func typingAndDeletingReplaceTheSelection() {
    var editor = TextEditor("hello world", caret: 6, anchor: 11)
    editor.insert("there")
    #expect(editor.string == "hello there")
    #expect(editor.caret == 11)
    editor.move(to: 0, extending: true)
    let result1 = editor.deleteBackward()
    #expect(result1)
    #expect(editor.string == "")
    let result2 = editor.deleteBackward()
    #expect(!result2)
  }

  @Test func wordAndLineDeletes() {
    var editor = TextEditor("one two  three", caret: 14)
    let result3 = editor.deleteWordBackward()
    #expect(result3)
    #expect(editor.string == "one two  ")
    let result4 = editor.deleteWordBackward()
    #expect(result4)
    #expect(editor.string == "one ")
    editor = TextEditor("one two three", caret: 4)
    let result5 = editor.deleteWordForward()
    #expect(result5)
    #expect(editor.string == "one  three")
    editor = TextEditor("first\nsecond line\nthird", caret: 13)
    let result6 = editor.deleteToLineStart()
    #expect(result6)
    #expect(editor.string == "first\nline\nthird")
    #expect(editor.caret == 6)
    let result7 = editor.deleteToLineEnd()
    #expect(result7)
    #expect(editor.string == "first\n\nthird")
    // At the end of a line, Ctrl-K joins the next one.
    let result8 = editor.deleteToLineEnd()
    #expect(result8)
    #expect(editor.string == "first\nthird")
  }

  @Test func secureTextIsOneWord() {
    var editor = TextEditor("pass word", caret: 9, isSecure: true)
    editor.moveWord(forward: false, extending: false)
    #expect(editor.caret == 0)
    editor.move(to: 9, extending: false)
    let result9 = editor.deleteWordBackward()
    #expect(result9)
    #expect(editor.string.isEmpty)
  }

  @Test func editsKeepTheCaretAndSelectionInTheText() async {
    let operation = Gen.int(in: 0...9)
    await propertyCheck(
      count: 300,
      input: Gen.element(of: Array("ab c_d\n.,")).array(of: 0...20),
      operation.array(of: 1...30)
    ) { characters, operations in
      let text = String(characters.compactMap { $0 })
      var editor = TextEditor(text, caret: text.count)
      for op in operations {
        let before = editor
        switch op {
        case 0: editor.moveCharacter(by: -1, extending: true)
        case 1: editor.moveCharacter(by: 1, extending: false)
        case 2: editor.moveWord(forward: false, extending: true)
        case 3: editor.moveWord(forward: true, extending: true)
        case 4: editor.moveToLineBoundary(end: false, extending: true)
        case 5:
          let deleted = editor.deleteBackward()
          if !before.selection.isEmpty {
            var expected = before.text
            expected.removeSubrange(before.selection)
            #expect(editor.text == expected)
          }
          #expect(deleted == (editor.text != before.text))
        case 6: _ = editor.deleteWordBackward()
        case 7: _ = editor.deleteToLineEnd()
        case 8:
          editor.insert("xy")
          var expected = before.text
          expected.replaceSubrange(before.selection, with: Array("xy"))
          #expect(editor.text == expected)
        default: _ = editor.deleteWordForward()
        }
        #expect(editor.caret >= 0 && editor.caret <= editor.text.count)
        #expect(editor.selection.upperBound <= editor.text.count)
        #expect(editor.anchor != editor.caret)
      }
    }
  }
}

@Suite("Text layout of text areas")
struct TextLayoutTests {
  @Test func linesMapBackToCharacters() {
    let layout = TextLayout("hello world\n\nab", width: 8, measurer: GridTextMeasurer.cells)
    #expect(layout.lines == [0..<5, 6..<11, 12..<12, 13..<15])
    #expect(layout.position(of: 5) == (0, 5.0))
    #expect(layout.position(of: 6) == (1, 0.0))
    #expect(layout.position(of: 8) == (1, 2.0))
    #expect(layout.position(of: 12) == (2, 0.0))
    #expect(layout.position(of: 15) == (3, 2.0))
    #expect(layout.index(row: 1, x: 3) == 9)
    #expect(layout.index(row: 2, x: 5) == 12)
    #expect(layout.index(row: 0, x: 40) == 5)
  }

  @Test func wideCharactersTakeTwoColumns() {
    let layout = TextLayout("日本語", width: 10, measurer: GridTextMeasurer.cells)
    #expect(layout.position(of: 2) == (0, 4.0))
    #expect(layout.index(row: 0, x: 3) == 2)
    #expect(layout.index(row: 0, x: 2) == 1)
  }
}
