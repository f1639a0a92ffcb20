/// Follows the SGR and OSC 8 state in a stream of terminal output and records every
/// erase (ED, EL, ECH) made while that state could make erased cells other than plain
/// blanks on some terminal: a non-default background (terminals without
/// background-colour erase differ from those with it), any attribute (the Linux
/// console erases in reverse video), or an open hyperlink.
///
/// ``MemoryTerminal`` models one terminal; this audit stands for the others, so a
/// renderer that passes both leaves the same screen everywhere.
struct EraseAudit {
  private(set) var violations: [String] = []
  private var attributes: Set<Int> = []
  private var backgroundIsDefault = true
  private var linkIsOpen = false
  private var state = State.ground
  private var parameters: [UInt8] = []

  private enum State {
    case ground, escape, controlSequence, operatingSystemCommand, operatingSystemCommandEscape
  }

  mutating func consume(_ bytes: [UInt8]) {
    for byte in bytes { consume(byte) }
  }

  private mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground:
      if byte == 0x1B { state = .escape }
    case .escape:
      parameters.removeAll()
      state =
        byte == UInt8(ascii: "[")
        ? .controlSequence : byte == UInt8(ascii: "]") ? .operatingSystemCommand : .ground
    case .controlSequence:
      if byte >= 0x40 && byte <= 0x7E {
        controlSequence(final: byte)
        state = .ground
      } else {
        parameters.append(byte)
      }
    case .operatingSystemCommand:
      if byte == 0x1B { state = .operatingSystemCommandEscape } else { parameters.append(byte) }
    case .operatingSystemCommandEscape:
      // OSC 8 ; params ; URI — an empty URI closes the link.
      if parameters.starts(with: Array("8;".utf8)) {
        let body = parameters.dropFirst(2)
        if let separator = body.firstIndex(of: UInt8(ascii: ";")) {
          linkIsOpen = separator + 1 < body.endIndex
        }
      }
      state = .ground
    }
  }

  private mutating func controlSequence(final: UInt8) {
    guard parameters.first != UInt8(ascii: "?") else { return }
    switch final {
    case UInt8(ascii: "m"):
      selectGraphicRendition()
    case UInt8(ascii: "J"), UInt8(ascii: "K"), UInt8(ascii: "X"):
      if !attributes.isEmpty || !backgroundIsDefault || linkIsOpen {
        violations.append(
          "erase \(Character(Unicode.Scalar(final))) with attributes \(attributes.sorted()), "
            + "default background \(backgroundIsDefault), link open \(linkIsOpen)")
      }
    default:
      break
    }
  }

  private mutating func selectGraphicRendition() {
    let codes = String(decoding: parameters, as: UTF8.self).split(
      separator: ";", omittingEmptySubsequences: false
    ).map { Int($0) ?? 0 }
    var index = 0
    while index < codes.count {
      let code = codes[index]
      index += 1
      switch code {
      case 0:
        attributes = []
        backgroundIsDefault = true
      case 1...9: attributes.insert(code)
      case 22: attributes.subtract([1, 2])
      case 23...29: attributes.remove(code - 20)
      case 40...47, 100...107: backgroundIsDefault = false
      case 49: backgroundIsDefault = true
      case 38, 48:
        let kind = index < codes.count ? codes[index] : 0
        index += kind == 5 ? 2 : kind == 2 ? 4 : 1
        if code == 48 { backgroundIsDefault = false }
      default:
        break
      }
    }
  }
}
