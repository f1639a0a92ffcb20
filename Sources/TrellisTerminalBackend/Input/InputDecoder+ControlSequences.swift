import Trellis

extension InputDecoder {
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

  func interpretControlSequence(
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
  func letterKey(_ final: UInt8) -> KeyPress.Key? {
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
  func modifiersAndKind(_ parameters: CSIParameters, at index: Int) -> (
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
  func tildeKey(_ parameters: CSIParameters, into events: inout [InputEvent]) {
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
  func keyForCode(_ code: Int) -> KeyPress.Key? {
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
  func kittyKey(_ parameters: CSIParameters) -> KeyEvent? {
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
}
