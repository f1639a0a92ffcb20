import Trellis

extension InputDecoder {
  func escape(
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

  func addingAlt(_ event: InputEvent) -> InputEvent {
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
  func singleShift(
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
}
