import Trellis

// Bracketed paste: gathering pasted bytes until the end marker, Ctrl-C inside
// a paste, and the text a paste delivers.
extension InputDecoder {
  fileprivate static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Gathers paste content from `index`; returns the bytes consumed. Leaves paste
  /// mode (sets `paste` to nil) when the end marker is found.
  mutating func continuePaste(
    _ bytes: [UInt8], from index: Int, final: Bool, into events: inout [InputEvent]
  ) -> Int {
    let end = Self.pasteEnd
    var position = index
    while position < bytes.count {
      if !final && controlSequenceIsIncomplete(bytes, at: position) {
        // Maybe a kitty Ctrl-C report cut between reads: wait for the rest,
        // so the paste reads the same however the bytes arrive.
        return position - index
      }
      if let length = interruptLength(bytes, at: position) {
        // Ctrl-C is never pasted text: the text so far, then the key, and
        // the paste goes on.
        if let gathered = paste, !gathered.isEmpty { events.append(.paste(pasteText(gathered))) }
        paste = []
        events.append(.key(KeyEvent(.character("c"), modifiers: .control)))
        position += length
        continue
      }
      if bytes[position] == 0x1B {
        let available = min(end.count, bytes.count - position)
        if bytes[position..<(position + available)].elementsEqual(end[0..<available]) {
          if available == end.count {
            events.append(.paste(pasteText(paste ?? [])))
            paste = nil
            return position + end.count - index
          }
          if !final {
            // Maybe the start of the end marker: wait for more.
            return position - index
          }
        }
      }
      paste?.append(bytes[position])
      position += 1
      if let gathered = paste, gathered.count >= Self.maximumPasteLength {
        // Deliver at a character boundary; keep the cut character's bytes.
        var cut = gathered.count
        while cut > 0 && gathered[cut - 1] & 0xC0 == 0x80 { cut -= 1 }
        if cut > 0 && gathered[cut - 1] >= 0xC0 { cut -= 1 }
        if cut == 0 { cut = gathered.count }
        events.append(.paste(pasteText(gathered[..<cut])))
        paste = Array(gathered[cut...])
      }
    }
    return position - index
  }

  /// The length of a Ctrl-C key at `position` inside a paste: the byte ETX,
  /// or the kitty protocol's report of it (which a terminal sends whole).
  private func interruptLength(_ bytes: [UInt8], at position: Int) -> Int? {
    if bytes[position] == 0x03 { return 1 }
    guard bytes[position] == 0x1B, position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "[")
    else {
      return nil
    }
    var events: [InputEvent] = []
    guard case .consumed(let length) = controlSequence(bytes, at: position, into: &events),
      events.count == 1, case .key(let key) = events[0], key.isInterrupt
    else { return nil }
    return length
  }

  /// Whether the bytes at `position` start a control sequence that has not
  /// ended yet (a lone ESC, or ESC [ without its final byte).
  private func controlSequenceIsIncomplete(_ bytes: [UInt8], at position: Int) -> Bool {
    guard bytes[position] == 0x1B else { return false }
    guard position + 1 < bytes.count else { return true }
    guard bytes[position + 1] == UInt8(ascii: "[") else { return false }
    var events: [InputEvent] = []
    if case .incomplete = controlSequence(bytes, at: position, into: &events) { return true }
    return false
  }

  func pasteText(_ bytes: some Collection<UInt8>) -> String {
    // Terminals send line breaks in pastes as CR; normalise to LF.
    var normalized: [UInt8] = []
    normalized.reserveCapacity(bytes.count)
    var previousWasReturn = false
    for byte in bytes {
      if byte == 0x0D {
        normalized.append(0x0A)
        previousWasReturn = true
        continue
      }
      if byte == 0x0A && previousWasReturn {
        previousWasReturn = false
        continue
      }
      previousWasReturn = false
      normalized.append(byte)
    }
    return String(decoding: normalized, as: UTF8.self)
  }
}
