import PropertyBased
import Testing
import Trellis
import TrellisTerminal

private func decode(_ text: String) -> [InputEvent] {
  var decoder = InputDecoder()
  return decoder.decode(Array(text.utf8))
}

private func decode(bytes: [UInt8]) -> [InputEvent] {
  var decoder = InputDecoder()
  return decoder.decode(bytes)
}

private func key(
  _ key: KeyPress.Key, _ modifiers: TerminalModifiers = [], kind: KeyEvent.Kind = .press
)
  -> InputEvent
{
  .key(KeyEvent(key, modifiers: modifiers, kind: kind))
}

private func char(_ character: Character, _ modifiers: TerminalModifiers = []) -> InputEvent {
  key(.character(character), modifiers)
}

@Suite("InputDecoder")
struct InputDecoderTests {
  // MARK: Text and control keys

  @Test("UTF-8 text becomes one key per grapheme cluster")
  func text() {
    #expect(
      decode("aÄ漢👩‍💻e\u{301}") == [char("a"), char("Ä"), char("漢"), char("👩‍💻"), char("e\u{301}")])
  }

  @Test("invalid UTF-8 becomes U+FFFD, never a trap")
  func invalidUTF8() {
    #expect(decode(bytes: [0x61, 0xFF, 0x62]) == [char("a"), char("\u{FFFD}"), char("b")])
    // A lead byte followed by a non-continuation: one replacement, then the byte.
    #expect(decode(bytes: [0xC3, 0x28]) == [char("\u{FFFD}"), char("(")])
    // Overlong encodings and surrogates are invalid.
    #expect(decode(bytes: [0xC0, 0xAF]) == [char("\u{FFFD}"), char("\u{FFFD}")])
    #expect(
      decode(bytes: [0xED, 0xA0, 0x80]) == [char("\u{FFFD}"), char("\u{FFFD}"), char("\u{FFFD}")])
    #expect(decode(bytes: [0xF4, 0x90, 0x80, 0x80]).count == 4)
  }

  @Test(
    "control keys",
    arguments: [
      (0x0D, key(.enter)), (0x09, key(.tab)), (0x7F, key(.backspace)),
      (0x08, key(.backspace, .control)), (0x01, char("a", .control)),
      (0x1A, char("z", .control)), (0x00, char(" ", .control)), (0x1C, char("\\", .control)),
      (0x1F, char("_", .control)),
    ] as [(UInt8, InputEvent)]
  )
  func controlKeys(byte: UInt8, expected: InputEvent) {
    #expect(decode(bytes: [byte]) == [expected])
  }

  @Test("Alt is ESC before a key")
  func alt() {
    #expect(decode("\u{1B}x") == [char("x", .alt)])
    #expect(decode("\u{1B}\u{7F}") == [key(.backspace, .alt)])
    #expect(decode("\u{1B}\u{01}") == [char("a", [.alt, .control])])
    #expect(decode("\u{1B}漢") == [char("漢", .alt)])
    #expect(decode("\u{1B}\u{1B}[A") == [key(.up, .alt)])
    #expect(decode("\u{1B}\u{1B}x") == [key(.escape), char("x", .alt)])
  }

  // MARK: Keys with modifiers

  @Test(
    "xterm keys with modifiers",
    arguments: [
      ("\u{1B}[A", key(.up)), ("\u{1B}[B", key(.down)), ("\u{1B}[C", key(.right)),
      ("\u{1B}[D", key(.left)), ("\u{1B}[H", key(.home)), ("\u{1B}[F", key(.end)),
      ("\u{1B}[1;2A", key(.up, .shift)), ("\u{1B}[1;3B", key(.down, .alt)),
      ("\u{1B}[1;5C", key(.right, .control)), ("\u{1B}[1;9D", key(.left, .meta)),
      ("\u{1B}[1;8H", key(.home, [.shift, .alt, .control])),
      ("\u{1B}[2~", key(.insert)), ("\u{1B}[3~", key(.delete)), ("\u{1B}[5~", key(.pageUp)),
      ("\u{1B}[6~", key(.pageDown)), ("\u{1B}[1~", key(.home)), ("\u{1B}[4~", key(.end)),
      ("\u{1B}[7~", key(.home)), ("\u{1B}[8~", key(.end)),
      ("\u{1B}[3;5~", key(.delete, .control)), ("\u{1B}[6;2~", key(.pageDown, .shift)),
      ("\u{1B}OP", key(.function(1))), ("\u{1B}OQ", key(.function(2))),
      ("\u{1B}OR", key(.function(3))), ("\u{1B}OS", key(.function(4))),
      ("\u{1B}[1;2P", key(.function(1), .shift)), ("\u{1B}O5S", key(.function(4), .control)),
      ("\u{1B}[15~", key(.function(5))), ("\u{1B}[17~", key(.function(6))),
      ("\u{1B}[18~", key(.function(7))), ("\u{1B}[19~", key(.function(8))),
      ("\u{1B}[20~", key(.function(9))), ("\u{1B}[21~", key(.function(10))),
      ("\u{1B}[23~", key(.function(11))), ("\u{1B}[24;5~", key(.function(12), .control)),
      ("\u{1B}[11~", key(.function(1))), ("\u{1B}[Z", key(.tab, .shift)),
      ("\u{1B}OA", key(.up)), ("\u{1B}OH", key(.home)), ("\u{1B}OM", key(.enter)),
      ("\u{1B}Op", char("0")), ("\u{1B}Ok", char("+")),
      ("\u{1B}[27;5;105~", char("i", .control)), ("\u{1B}[27;2;13~", key(.enter, .shift)),
    ] as [(String, InputEvent)]
  )
  func xtermKeys(sequence: String, expected: InputEvent) {
    #expect(decode(sequence) == [expected])
  }

  @Test(
    "kitty keyboard protocol",
    arguments: [
      ("\u{1B}[97u", char("a")), ("\u{1B}[97;5u", char("a", .control)),
      ("\u{1B}[97;2u", char("A", .shift)), ("\u{1B}[97:65;2u", char("A", .shift)),
      ("\u{1B}[27u", key(.escape)), ("\u{1B}[13;3u", key(.enter, .alt)),
      ("\u{1B}[9;2u", key(.tab, .shift)), ("\u{1B}[127u", key(.backspace)),
      ("\u{1B}[97;1:2u", key(.character("a"), kind: .repeat)),
      ("\u{1B}[97;1:3u", key(.character("a"), kind: .release)),
      ("\u{1B}[1;5:3A", key(.up, .control, kind: .release)),
      ("\u{1B}[57399u", char("0")), ("\u{1B}[57414u", key(.enter)),
      ("\u{1B}[57376u", key(.function(13))), ("\u{1B}[57441u", key(.unidentified(57_441))),
      ("\u{1B}[97;33u", char("a", .meta)), ("\u{1B}[97;65u", char("a", .capsLock)),
      ("\u{1B}[223;2u", char("ß", .shift)),
    ] as [(String, InputEvent)]
  )
  func kitty(sequence: String, expected: InputEvent) {
    #expect(decode(sequence) == [expected])
  }

  @Test("kitty associated text and flag replies")
  func kittyExtras() {
    #expect(
      decode("\u{1B}[97;2;65u") == [.key(KeyEvent(.character("A"), modifiers: .shift, text: "A"))])
    #expect(
      decode("\u{1B}[?5u") == [
        .keyboardEnhancements([.disambiguateEscapeCodes, .reportAlternateKeys])
      ])
  }

  @Test("kitty push, pop and query sequences")
  func kittySequences() {
    let push = KittyKeyboardFlags.pushSequence([.disambiguateEscapeCodes, .reportEventTypes])
    #expect(push == Array("\u{1B}[>3u".utf8))
    #expect(KittyKeyboardFlags.popSequence == Array("\u{1B}[<u".utf8))
    #expect(KittyKeyboardFlags.querySequence == Array("\u{1B}[?u".utf8))
  }

  // MARK: Mouse

  @Test(
    "SGR mouse reports, 1-based to 0-based",
    arguments: [
      ("\u{1B}[<0;10;5M", MouseEvent(.press(.left), column: 9, row: 4)),
      ("\u{1B}[<0;10;5m", MouseEvent(.release(.left), column: 9, row: 4)),
      ("\u{1B}[<1;1;1M", MouseEvent(.press(.middle), column: 0, row: 0)),
      ("\u{1B}[<2;3;4M", MouseEvent(.press(.right), column: 2, row: 3)),
      ("\u{1B}[<32;7;2M", MouseEvent(.drag(.left), column: 6, row: 1)),
      ("\u{1B}[<35;7;2M", MouseEvent(.move, column: 6, row: 1)),
      ("\u{1B}[<64;1;1M", MouseEvent(.scroll(.up), column: 0, row: 0)),
      ("\u{1B}[<65;1;1M", MouseEvent(.scroll(.down), column: 0, row: 0)),
      ("\u{1B}[<66;1;1M", MouseEvent(.scroll(.left), column: 0, row: 0)),
      ("\u{1B}[<67;1;1M", MouseEvent(.scroll(.right), column: 0, row: 0)),
      ("\u{1B}[<128;2;2M", MouseEvent(.press(.extra(8)), column: 1, row: 1)),
      (
        "\u{1B}[<20;5;5M",
        MouseEvent(.press(.left), column: 4, row: 4, modifiers: [.shift, .control])
      ),
      ("\u{1B}[<72;5;5M", MouseEvent(.scroll(.up), column: 4, row: 4, modifiers: .alt)),
      ("\u{1B}[<0;300;200M", MouseEvent(.press(.left), column: 299, row: 199)),
      ("\u{1B}[<0;0;0M", MouseEvent(.press(.left), column: 0, row: 0)),
    ] as [(String, MouseEvent)]
  )
  func sgrMouse(sequence: String, expected: MouseEvent) {
    #expect(decode(sequence) == [.mouse(expected)])
  }

  @Test("legacy X10 mouse reports")
  func legacyMouse() {
    #expect(decode("\u{1B}[M !!") == [.mouse(MouseEvent(.press(.left), column: 0, row: 0))])
    #expect(decode("\u{1B}[M#*%") == [.mouse(MouseEvent(.release(nil), column: 9, row: 4))])
  }

  // MARK: Paste and focus

  @Test("bracketed paste is one event, with line endings normalised")
  func paste() {
    #expect(
      decode("\u{1B}[200~line 1\r\nline 2\rend\u{1B}[A\u{1B}[201~x") == [
        .paste("line 1\nline 2\nend\u{1B}[A"), char("x"),
      ])
    #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
  }

  @Test("a paste split across reads, even inside its end marker, is one event")
  func splitPaste() {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    for piece in ["\u{1B}[20", "0~hel", "lo\u{1B}", "[20", "1~!"] {
      events += decoder.decode(Array(piece.utf8))
    }
    #expect(events == [.paste("hello"), char("!")])
  }

  @Test("flushing during a paste delivers its text so far and stays in the paste")
  func pasteFlush() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)).isEmpty)
    #expect(decoder.flushPending() == [.paste("abc")])
    #expect(decoder.decode(Array("\rq\u{1B}[201~".utf8)) == [.paste("\nq")])
    #expect(decoder.decode(Array("q".utf8)) == [char("q")])
  }

  @Test("a paste without its end marker ends after the idle timeout, keeping its text")
  func unterminatedPasteEndsWhenIdle() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)).isEmpty)
    // The reader's escape timeout: the text so far, still inside the paste.
    #expect(decoder.flushPending(idleFor: .milliseconds(25)) == [.paste("abc")])
    #expect(decoder.isInsidePaste)
    #expect(decoder.flushDelay(escapeTimeout: .milliseconds(25)) == InputDecoder.pasteIdleTimeout)
    // Just short of the idle timeout nothing changes; at it, the paste ends.
    #expect(decoder.flushPending(idleFor: .milliseconds(999)).isEmpty)
    #expect(decoder.isInsidePaste)
    #expect(decoder.flushPending(idleFor: InputDecoder.pasteIdleTimeout).isEmpty)
    #expect(!decoder.isInsidePaste)
    #expect(decoder.flushDelay(escapeTimeout: .milliseconds(25)) == nil)
    // Later keys are keys again.
    #expect(decoder.decode(Array("q".utf8)) == [char("q")])
  }

  @Test("text held in an idle paste is delivered when the paste ends")
  func idlePasteKeepsItsText() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~line\r".utf8)).isEmpty)
    #expect(decoder.flushPending(idleFor: .seconds(2)) == [.paste("line\n")])
    #expect(!decoder.isInsidePaste)
  }

  @Test("Ctrl-C inside a paste is the Ctrl-C key, never pasted text, and the paste goes on")
  func controlCInsideAPaste() {
    let controlC = InputEvent.key(KeyEvent(.character("c"), modifiers: .control))
    var decoder = InputDecoder()
    #expect(
      decoder.decode(Array("\u{1B}[200~ab\u{03}cd".utf8)) == [.paste("ab"), controlC])
    #expect(decoder.decode(Array("\u{1B}[201~".utf8)) == [.paste("cd")])
    // The kitty keyboard protocol's Ctrl-C, as a terminal using it sends the key.
    #expect(
      decoder.decode(Array("\u{1B}[200~\u{1B}[99;5u\u{1B}[201~".utf8)) == [controlC, .paste("")])
    // Other sequences stay pasted text.
    #expect(decoder.decode(Array("\u{1B}[200~\u{1B}[A\u{1B}[201~".utf8)) == [.paste("\u{1B}[A")])
  }

  @Test("focus reports")
  func focus() {
    #expect(decode("\u{1B}[I\u{1B}[O") == [.focusGained, .focusLost])
  }

  // MARK: Partial and malformed input

  @Test("a sequence cut at the end of a read waits for the rest")
  func cutSequence() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("a\u{1B}[1;".utf8)) == [char("a")])
    #expect(decoder.hasPendingInput)
    #expect(decoder.decode(Array("5A".utf8)) == [key(.up, .control)])
    #expect(!decoder.hasPendingInput)
  }

  @Test("a cut UTF-8 character waits for its bytes")
  func cutCharacter() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x61, 0xE6, 0xBC]) == [char("a")])
    #expect(decoder.decode([0xA2]) == [char("漢")])
  }

  @Test("flushing delivers a held sequence as Escape plus text")
  func flush() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.flushPending() == [key(.escape)])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.decode(Array("\u{1B}[1;".utf8)).isEmpty)
    #expect(decoder.flushPending() == [key(.escape), char("["), char("1"), char(";")])
    #expect(decoder.decode([0x1B, 0x1B]).isEmpty)
    #expect(decoder.flushPending() == [key(.escape), key(.escape)])
    #expect(decoder.decode([0xE6, 0xBC]).isEmpty)
    #expect(decoder.flushPending() == [char("\u{FFFD}")])
    #expect(decoder.flushPending().isEmpty)
  }

  @Test("over-long and malformed sequences are dropped without stalling input")
  func malformed() {
    let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "A" + "ok"
    let events = decode(long)
    #expect(events.suffix(2) == [char("o"), char("k")])
    #expect(!events.contains(key(.up)))
    #expect(decode("\u{1B}[12\u{01}x") == [char("a", .control), char("x")])
    #expect(decode("\u{1B}[99999999999999999999~ok") == [char("o"), char("k")])
    #expect(decode("\u{1B}[<0;1M\u{1B}[<;Mz") == [char("z")])
    #expect(decode("\u{1B}[1 qz") == [char("z")])
    #expect(decode("\u{1B}[1114112u\u{1B}[55296uz") == [char("z")])
  }

  @Test("splitting input anywhere gives the same events as reading it at once")
  func incremental() async {
    let pieces = [
      "a", "漢", "\u{1B}[1;5A", "\u{1B}[<0;3;4M", "\u{1B}[200~p\r\u{1B}[201~", "\u{1B}OP",
      "\u{1B}[97;5u", "\u{1B}x", "\u{1B}[3~", "\r", "\u{1B}[I", "é", "\u{1B}[M !!",
    ]
    let input = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...12)
    let cuts = Gen.int(in: 1...6).array(of: 1...40)
    await propertyCheck(count: 300, input: input, cuts) { indices, cutSizes in
      let bytes = Array(indices.map { pieces[$0] }.joined().utf8)
      var whole = InputDecoder()
      let expected = whole.decode(bytes)
      var split = InputDecoder()
      var actual: [InputEvent] = []
      var offset = 0
      var cut = 0
      while offset < bytes.count {
        let end = min(bytes.count, offset + cutSizes[cut % cutSizes.count])
        actual += split.decode(bytes[offset..<end])
        offset = end
        cut += 1
      }
      #expect(actual == expected)
      #expect(!split.hasPendingInput)
    }
  }

  @Test("random bytes never trap and always drain after a flush")
  func randomBytes() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...255).array(of: 0...200)) { values in
      var decoder = InputDecoder()
      _ = decoder.decode(values.map { UInt8($0) })
      _ = decoder.flushPending()
      #expect(!decoder.hasPendingInput)
    }
  }

  @Test("a kitty Ctrl-C report cut between reads inside a paste decodes as if it came whole")
  func kittyInterruptSplitInsidePaste() {
    let bytes = Array("\u{1B}[200~ab\u{1B}[99;5u cd\u{1B}[201~".utf8)
    var whole = InputDecoder()
    let wholeEvents = whole.decode(bytes) + whole.flushPending()
    for cut in 1..<bytes.count {
      var split = InputDecoder()
      var events = split.decode(Array(bytes[..<cut]))
      events += split.decode(Array(bytes[cut...]))
      events += split.flushPending()
      #expect(events == wholeEvents, "cut at \(cut)")
    }
  }
}
