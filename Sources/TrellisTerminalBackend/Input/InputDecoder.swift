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

  mutating func process(final: Bool, into events: inout [InputEvent]) {
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
  func step(
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
  func controlKey(_ byte: UInt8) -> KeyEvent {
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
  func text(
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

  func emitCharacters(
    _ text: String, modifiers: TerminalModifiers, into events: inout [InputEvent]
  ) {
    for character in text {
      events.append(.key(KeyEvent(.character(character), modifiers: modifiers)))
    }
  }
}
