import Trellis

/// Decodes the bytes a terminal sends into ``InputEvent``s.
///
/// It understands UTF-8 text (invalid bytes become U+FFFD), control keys, xterm's
/// key sequences with modifiers (`CSI 1 ; m X`, `CSI n ; m ~`, SS3), xterm's
/// `modifyOtherKeys` (`CSI 27 ; m ; code ~`), the kitty keyboard protocol
/// (`CSI code ; mods : event ; text u`), SGR and legacy mouse reports, bracketed
/// paste, and focus reports.
///
/// Input arrives in arbitrary pieces. A sequence cut at the end of a piece is held
/// until the next piece completes it; if none comes soon, the caller calls
/// ``flushPending()`` (after ~25 ms is usual), which delivers the held bytes as
/// Escape followed by text — a lone Escape press looks exactly like the start of a
/// sequence until that timeout.
///
/// Malformed input never traps: an over-long or invalid sequence is dropped, and
/// every byte is consumed within ``maximumSequenceLength`` bytes of its arrival
/// (``maximumPasteLength`` inside a paste).
///
/// A bracketed paste whose end marker never comes cannot take the keyboard
/// away: after ``pasteIdleTimeout`` without input the paste is taken as
/// ended (what was pasted is kept), and Ctrl-C inside a paste is always
/// the Ctrl-C key, never pasted text (see ``flushPending(idleFor:)``).
///
/// ```swift
/// var decoder = InputDecoder()
/// decoder.decode(Array("\u{1B}[1;5A".utf8))   // [.key(KeyEvent(.up, modifiers: .control))]
/// ```
public struct InputDecoder: Sendable {
  /// The longest escape sequence held while waiting for its end; a longer one is
  /// dropped as malformed.
  public static let maximumSequenceLength = 64
  /// The most pasted bytes gathered into one ``InputEvent/paste(_:)``; a longer
  /// paste is delivered in several events.
  public static let maximumPasteLength = 1 << 20
  /// How long a bracketed paste may go without input before it is taken as
  /// ended although its end marker never came: 1 second. A terminal sends a
  /// paste in one burst, so a real paste never pauses this long; a lost end
  /// marker would otherwise turn every later key into pasted text.
  public static let pasteIdleTimeout: Duration = .seconds(1)

  /// Bytes received and not yet decoded: a cut sequence, or a paste in progress.
  private var pending: [UInt8] = []
  /// Pasted bytes gathered so far while inside a bracketed paste.
  /// (Internal: the paste handling lives in InputDecoder+Paste.swift.)
  var paste: [UInt8]?

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are held waiting for the rest of a sequence (or a paste's end);
  /// if so, call ``flushPending()`` when no more input arrives in time.
  public var hasPendingInput: Bool {
    !pending.isEmpty || !(paste?.isEmpty ?? true)
  }

  /// Whether the decoder is inside a bracketed paste (its start marker came,
  /// its end marker has not).
  public var isInsidePaste: Bool { paste != nil }

  /// How long after the last input to call ``flushPending(idleFor:)``:
  /// `escapeTimeout` while bytes are held, ``pasteIdleTimeout`` inside a
  /// paste with nothing held, `nil` when nothing waits (so an idle reader
  /// needs no timer).
  public func flushDelay(escapeTimeout: Duration) -> Duration? {
    if hasPendingInput { return escapeTimeout }
    return isInsidePaste ? Self.pasteIdleTimeout : nil
  }

  /// Decodes `bytes`, returning the complete events they finish.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    var events: [InputEvent] = []
    decode(bytes, into: &events)
    return events
  }

  /// Decodes `bytes`, appending the complete events they finish to `events`.
  public mutating func decode(_ bytes: some Sequence<UInt8>, into events: inout [InputEvent]) {
    pending.append(contentsOf: bytes)
    process(final: false, into: &events)
  }

  /// Delivers whatever is held as if no more bytes will complete it: a cut escape
  /// sequence as Escape followed by its bytes as text, a cut UTF-8 character as
  /// U+FFFD, and a paste in progress as a ``InputEvent/paste(_:)`` of the text so
  /// far (the decoder stays inside the paste, so its rest arrives as more paste
  /// events rather than as keystrokes).
  public mutating func flushPending() -> [InputEvent] {
    var events: [InputEvent] = []
    process(final: true, into: &events)
    return events
  }

  /// Delivers what is held after `idle` without input, as ``flushPending()``
  /// does; once `idle` reaches ``pasteIdleTimeout`` inside a paste, also
  /// takes the paste as ended, so later bytes are keys again. The time is
  /// the caller's (the input reader measures it), so tests need no clock.
  public mutating func flushPending(idleFor idle: Duration) -> [InputEvent] {
    var events = flushPending()
    if idle >= Self.pasteIdleTimeout, let gathered = paste {
      if !gathered.isEmpty { events.append(.paste(pasteText(gathered))) }
      paste = nil
    }
    return events
  }

  // MARK: Driver

  enum Step {
    /// Consumed this many bytes (possibly producing events).
    case consumed(Int)
    /// The bytes from here on are the start of something not yet complete.
    case incomplete
    /// Consumed a bracketed-paste start marker of this many bytes.
    case startPaste(Int)
  }

  private mutating func process(final: Bool, into events: inout [InputEvent]) {
    var index = 0
    let bytes = pending
    while index < bytes.count {
      if paste != nil {
        index += continuePaste(bytes, from: index, final: final, into: &events)
        if paste != nil { break }
        continue
      }
      switch step(bytes, at: index, final: final, into: &events) {
      case .consumed(let count):
        index += count
      case .startPaste(let count):
        index += count
        paste = []
      case .incomplete:
        pending.removeFirst(index)
        return
      }
    }
    if final, var gathered = paste, !gathered.isEmpty {
      events.append(.paste(pasteText(gathered)))
      gathered.removeAll()
      paste = gathered
    }
    pending.removeFirst(min(index, pending.count))
  }

  /// Decodes one unit (a key, a sequence, a run of text) starting at `index`.
  private func step(
    _ bytes: [UInt8], at index: Int, final: Bool, into events: inout [InputEvent]
  ) -> Step {
    let byte = bytes[index]
    if byte == 0x1B {
      return escape(bytes, at: index, final: final, into: &events)
    }
    if byte < 0x20 || byte == 0x7F {
      events.append(.key(controlKey(byte)))
      return .consumed(1)
    }
    return text(bytes, at: index, final: final, modifiers: [], into: &events)
  }

  // MARK: Text and control keys

  /// The key for a C0 control byte or DEL.
  private func controlKey(_ byte: UInt8) -> KeyEvent {
    switch byte {
    case 0x0D: KeyEvent(.enter)
    case 0x09: KeyEvent(.tab)
    case 0x7F: KeyEvent(.backspace)
    // Many terminals send BS for Ctrl-Backspace (and Ctrl-H).
    case 0x08: KeyEvent(.backspace, modifiers: .control)
    case 0x1B: KeyEvent(.escape)
    case 0x00: KeyEvent(.character(" "), modifiers: .control)
    case 0x01...0x1A:
      KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    default:
      // 0x1C–0x1F: Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
      KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
    }
  }

  /// Decodes a run of UTF-8 text up to the next control byte into one key event
  /// per grapheme cluster. Invalid bytes become U+FFFD; a character cut at the
  /// end is held (or, when `final`, becomes U+FFFD).
  private func text(
    _ bytes: [UInt8], at start: Int, final: Bool, modifiers: TerminalModifiers,
    into events: inout [InputEvent], single: Bool = false
  ) -> Step {
    var scalars = String.UnicodeScalarView()
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { break }
      switch UTF8Scalar.decode(bytes, at: index) {
      case .scalar(let scalar, let length):
        scalars.append(scalar)
        index += length
      case .invalid(let length):
        scalars.append("\u{FFFD}")
        index += length
      case .truncated:
        if final {
          scalars.append("\u{FFFD}")
          index = bytes.count
        } else if index == start {
          return .incomplete
        } else {
          // Deliver what is complete now; the cut character waits for its bytes.
          emitCharacters(String(scalars), modifiers: modifiers, into: &events)
          return .consumed(index - start)
        }
      }
      if single { break }
    }
    emitCharacters(String(scalars), modifiers: modifiers, into: &events)
    return .consumed(index - start)
  }

  private func emitCharacters(
    _ text: String, modifiers: TerminalModifiers, into events: inout [InputEvent]
  ) {
    for character in text {
      events.append(.key(KeyEvent(.character(character), modifiers: modifiers)))
    }
  }

  // MARK: Escape

  private func escape(
    _ bytes: [UInt8], at index: Int, final: Bool, into events: inout [InputEvent]
  ) -> Step {
    let next = index + 1
    guard next < bytes.count else {
      if final {
        events.append(.key(KeyEvent(.escape)))
        return .consumed(1)
      }
      return .incomplete
    }
    let step: Step
    switch bytes[next] {
    case UInt8(ascii: "["):
      step = controlSequence(bytes, at: index, into: &events)
    case UInt8(ascii: "O"):
      step = singleShift(bytes, at: index, into: &events)
    case 0x1B:
      // ESC ESC: a lone Escape, unless a sequence follows (Alt + that key).
      if next + 1 < bytes.count,
        bytes[next + 1] == UInt8(ascii: "[") || bytes[next + 1] == UInt8(ascii: "O")
      {
        var inner: [InputEvent] = []
        let innerStep = escape(bytes, at: next, final: final, into: &inner)
        switch innerStep {
        case .consumed(let count):
          events.append(contentsOf: inner.map(addingAlt))
          return .consumed(1 + count)
        case .startPaste(let count):
          return .startPaste(1 + count)
        case .incomplete:
          step = innerStep
        }
      } else if next + 1 < bytes.count || final {
        events.append(.key(KeyEvent(.escape)))
        return .consumed(1)
      } else {
        step = .incomplete
      }
    case let byte where byte < 0x20 || byte == 0x7F:
      // Alt + a control key.
      var key = controlKey(byte)
      key.modifiers.insert(.alt)
      events.append(.key(key))
      return .consumed(2)
    default:
      // Alt + one character.
      let textStep = text(
        bytes, at: next, final: final, modifiers: .alt, into: &events, single: true)
      if case .consumed(let count) = textStep { return .consumed(1 + count) }
      step = textStep
    }
    if case .incomplete = step, final {
      // Time is up: the held bytes were Escape and then text.
      events.append(.key(KeyEvent(.escape)))
      return .consumed(1)
    }
    return step
  }

  private func addingAlt(_ event: InputEvent) -> InputEvent {
    switch event {
    case .key(var key):
      key.modifiers.insert(.alt)
      return .key(key)
    default:
      return event
    }
  }

  /// SS3 (`ESC O x`): F1–F4, arrows, Home/End and keypad keys in application
  /// mode, with an optional modifier digit (`ESC O 5 P`).
  private func singleShift(
    _ bytes: [UInt8], at index: Int, into events: inout [InputEvent]
  ) -> Step {
    var position = index + 2
    var modifiers = TerminalModifiers()
    guard position < bytes.count else { return .incomplete }
    if bytes[position] >= UInt8(ascii: "1") && bytes[position] <= UInt8(ascii: "9") {
      modifiers = TerminalModifiers(parameter: Int(bytes[position] - UInt8(ascii: "0")))
      position += 1
      guard position < bytes.count else { return .incomplete }
    }
    let final = bytes[position]
    let key: KeyPress.Key?
    switch final {
    case UInt8(ascii: "A"): key = .up
    case UInt8(ascii: "B"): key = .down
    case UInt8(ascii: "C"): key = .right
    case UInt8(ascii: "D"): key = .left
    case UInt8(ascii: "H"): key = .home
    case UInt8(ascii: "F"): key = .end
    case UInt8(ascii: "P"): key = .function(1)
    case UInt8(ascii: "Q"): key = .function(2)
    case UInt8(ascii: "R"): key = .function(3)
    case UInt8(ascii: "S"): key = .function(4)
    case UInt8(ascii: "M"): key = .enter
    case UInt8(ascii: "X"): key = .character("=")
    case UInt8(ascii: "j"): key = .character("*")
    case UInt8(ascii: "k"): key = .character("+")
    case UInt8(ascii: "l"): key = .character(",")
    case UInt8(ascii: "m"): key = .character("-")
    case UInt8(ascii: "n"): key = .character(".")
    case UInt8(ascii: "o"): key = .character("/")
    case UInt8(ascii: "p")...UInt8(ascii: "y"):
      key = .character(Character(Unicode.Scalar(final - UInt8(ascii: "p") + UInt8(ascii: "0"))))
    default: key = nil
    }
    if let key {
      events.append(.key(KeyEvent(key, modifiers: modifiers)))
      return .consumed(position + 1 - index)
    }
    // Not an SS3 key: it was Alt+O.
    events.append(.key(KeyEvent(.character("O"), modifiers: .alt)))
    return .consumed(2)
  }

  // MARK: Control sequences

  func controlSequence(
    _ bytes: [UInt8], at index: Int, into events: inout [InputEvent]
  ) -> Step {
    let start = index + 2
    var position = start
    // Legacy X10 mouse: CSI M followed by three raw bytes.
    if position < bytes.count, bytes[position] == UInt8(ascii: "M") {
      guard position + 3 < bytes.count else { return .incomplete }
      if let event = legacyMouse(bytes[position + 1], bytes[position + 2], bytes[position + 3]) {
        events.append(.mouse(event))
      }
      return .consumed(position + 4 - index)
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte >= 0x40 && byte <= 0x7E {
        let parameters = CSIParameters(bytes[start..<position])
        if byte == UInt8(ascii: "~"), parameters.prefix == nil, parameters.count == 1,
          parameters.value(0, default: 0) == 200
        {
          return .startPaste(position + 1 - index)
        }
        if !parameters.hasIntermediates {
          interpretControlSequence(parameters, final: byte, into: &events)
        }
        return .consumed(position + 1 - index)
      }
      guard byte >= 0x20 && byte <= 0x3F else {
        // A byte that cannot be part of a sequence: drop what came before it.
        return .consumed(position - index)
      }
      position += 1
      if position - index > Self.maximumSequenceLength {
        return .consumed(position - index)
      }
    }
    return .incomplete
  }

  private func interpretControlSequence(
    _ parameters: CSIParameters, final: UInt8, into events: inout [InputEvent]
  ) {
    switch (parameters.prefix, final) {
    case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
      if let event = sgrMouse(parameters, released: final == UInt8(ascii: "m")) {
        events.append(.mouse(event))
      }
    case (UInt8(ascii: "?"), UInt8(ascii: "u")):
      let flags = UInt8(truncatingIfNeeded: parameters.value(0, default: 0))
      events.append(.keyboardEnhancements(KittyKeyboardFlags(rawValue: flags)))
    case (nil, UInt8(ascii: "u")):
      if let key = kittyKey(parameters) { events.append(.key(key)) }
    case (nil, UInt8(ascii: "~")):
      tildeKey(parameters, into: &events)
    case (nil, UInt8(ascii: "I")) where parameters.count == 0:
      events.append(.focusGained)
    case (nil, UInt8(ascii: "O")) where parameters.count == 0:
      events.append(.focusLost)
    case (nil, UInt8(ascii: "Z")):
      var modifiers = modifiersAndKind(parameters, at: 1).modifiers
      modifiers.insert(.shift)
      events.append(.key(KeyEvent(.tab, modifiers: modifiers)))
    case (nil, let letter):
      guard let key = letterKey(letter) else { return }
      let (modifiers, kind) = modifiersAndKind(parameters, at: 1)
      events.append(.key(KeyEvent(key, modifiers: modifiers, kind: kind)))
    default:
      break  // A reply or sequence Trellis does not use.
    }
  }

  /// The key of `CSI 1 ; m X`.
  private func letterKey(_ final: UInt8) -> KeyPress.Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: nil
    }
  }

  /// Modifiers and event kind from parameter `index` (`m` or `m:kind`).
  private func modifiersAndKind(_ parameters: CSIParameters, at index: Int) -> (
    modifiers: TerminalModifiers, kind: KeyEvent.Kind
  ) {
    let modifiers = TerminalModifiers(parameter: parameters.value(index, default: 1))
    let kind: KeyEvent.Kind
    switch parameters.value(index, sub: 1, default: 1) {
    case 2: kind = .repeat
    case 3: kind = .release
    default: kind = .press
    }
    return (modifiers, kind)
  }

  /// `CSI n ; m ~`: editing and function keys, paste start, modifyOtherKeys.
  private func tildeKey(_ parameters: CSIParameters, into events: inout [InputEvent]) {
    let code = parameters.value(0, default: 0)
    let (modifiers, kind) = modifiersAndKind(parameters, at: 1)
    let key: KeyPress.Key
    switch code {
    case 1, 7: key = .home
    case 2: key = .insert
    case 3: key = .delete
    case 4, 8: key = .end
    case 5: key = .pageUp
    case 6: key = .pageDown
    case 11...15: key = .function(code - 10)
    case 17...21: key = .function(code - 11)
    case 23...26: key = .function(code - 12)
    case 28, 29: key = .function(code - 13)
    case 31...34: key = .function(code - 14)
    case 27:
      // xterm modifyOtherKeys: CSI 27 ; modifiers ; code ~
      let scalarValue = parameters.value(2, default: 0)
      guard let key = keyForCode(scalarValue) else { return }
      events.append(.key(KeyEvent(key, modifiers: modifiers)))
      return
    default:
      return
    }
    events.append(.key(KeyEvent(key, modifiers: modifiers, kind: kind)))
  }

  /// The key a Unicode or kitty key code stands for.
  private func keyForCode(_ code: Int) -> KeyPress.Key? {
    switch code {
    case 9: return .tab
    case 13: return .enter
    case 27: return .escape
    case 8, 127: return .backspace
    case 57_376...57_398: return .function(code - 57_376 + 13)
    case 57_399...57_408:
      return .character(Character(Unicode.Scalar(UInt8(code - 57_399) + UInt8(ascii: "0"))))
    case 57_409: return .character(".")
    case 57_410: return .character("/")
    case 57_411: return .character("*")
    case 57_412: return .character("-")
    case 57_413: return .character("+")
    case 57_414: return .enter
    case 57_415: return .character("=")
    case 57_416: return .character(",")
    case 57_417: return .left
    case 57_418: return .right
    case 57_419: return .up
    case 57_420: return .down
    case 57_421: return .pageUp
    case 57_422: return .pageDown
    case 57_423: return .home
    case 57_424: return .end
    case 57_425: return .insert
    case 57_426: return .delete
    case 57_344...63_743: return .unidentified(UInt32(code))
    default:
      guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(clamping: code)) else {
        return nil
      }
      return .character(Character(scalar))
    }
  }

  /// `CSI code[:shifted[:base]] ; modifiers[:kind] ; text u` (kitty).
  private func kittyKey(_ parameters: CSIParameters) -> KeyEvent? {
    guard var key = keyForCode(parameters.value(0, default: 0)) else { return nil }
    let (modifiers, kind) = modifiersAndKind(parameters, at: 1)
    if modifiers.contains(.shift), case .character(let character) = key {
      // Report what Shift types, as legacy input does ("A", not "a" + Shift).
      let shifted = parameters.value(0, sub: 1, default: 0)
      if shifted > 0, let scalar = Unicode.Scalar(UInt32(clamping: shifted)) {
        key = .character(Character(scalar))
      } else if character.isLowercase {
        // Only when the upper case is one cluster ("ß" upper-cases to "SS").
        let upper = character.uppercased()
        if upper.count == 1, let first = upper.first { key = .character(first) }
      }
    }
    var text: String?
    if parameters.count > 2 {
      var scalars = String.UnicodeScalarView()
      for sub in 0..<parameters.subCount(2) {
        if let scalar = Unicode.Scalar(UInt32(clamping: parameters.value(2, sub: sub, default: 0)))
        {
          scalars.append(scalar)
        }
      }
      if !scalars.isEmpty { text = String(scalars) }
    }
    return KeyEvent(key, modifiers: modifiers, kind: kind, text: text)
  }

  // MARK: Mouse

  /// `CSI < b ; x ; y M` (press, drag, move, wheel) or `… m` (release).
  private func sgrMouse(_ parameters: CSIParameters, released: Bool) -> MouseEvent? {
    guard parameters.count >= 3 else { return nil }
    let code = parameters.value(0, default: 0)
    let column = max(0, parameters.value(1, default: 1) - 1)
    let row = max(0, parameters.value(2, default: 1) - 1)
    return mouseEvent(code: code, column: column, row: row, released: released)
  }

  /// `CSI M b x y` with each value offset by 32 (coordinates 1-based).
  private func legacyMouse(_ code: UInt8, _ x: UInt8, _ y: UInt8) -> MouseEvent? {
    guard code >= 32, x >= 33, y >= 33 else { return nil }
    return mouseEvent(
      code: Int(code) - 32, column: Int(x) - 33, row: Int(y) - 33, released: false)
  }

  private func mouseEvent(code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
    var modifiers = TerminalModifiers()
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let low = code & 3
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      let directions: [ScrollDirection] = [.up, .down, .left, .right]
      if code & 128 != 0 { return nil }
      kind = .scroll(directions[low])
    } else {
      let button: MouseButton?
      if code & 128 != 0 {
        button = .extra(8 + low)
      } else {
        button = [MouseButton.left, .middle, .right][safe: low]
      }
      if code & 32 != 0 {
        kind = button.map { .drag($0) } ?? .move
      } else if released {
        kind = .release(button)
      } else if let button {
        kind = .press(button)
      } else {
        kind = .release(nil)  // Legacy encoding: button 3 means "released".
      }
    }
    return MouseEvent(kind, column: column, row: row, modifiers: modifiers)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
