// How the renderer turns cell styles into SGR and OSC 8 sequences.

extension Renderer {
  /// The style as the terminal will show it: colours at its depth, no link.
  func downgraded(_ style: PackedStyle) -> PackedStyle {
    let depth = capabilities.colorDepth
    guard depth != .trueColor else {
      return PackedStyle(
        foreground: style.foreground, background: style.background, link: 0,
        attributes: style.attributes)
    }
    return PackedStyle(
      foreground: Self.downgrade(style.foreground, to: depth),
      background: Self.downgrade(style.background, to: depth), link: 0,
      attributes: style.attributes)
  }

  private static func downgrade(_ color: UInt32, to depth: ColorDepth) -> UInt32 {
    // Default and ANSI colours fit every depth but monochrome.
    if color == 0 || (color >> 24 == 1 && depth != .monochrome) { return color }
    return PackedStyle.pack(PackedStyle.unpack(color).downgraded(to: depth))
  }

  /// The hyperlink the terminal should show for `style` (0 when links are off).
  func effectiveLink(_ style: PackedStyle) -> UInt32 {
    capabilities.hyperlinks ? style.link : 0
  }

  /// Whether erasing (EL, ECH) now leaves plain blank cells on every terminal: the
  /// background is the default and no attribute is set (the Linux console, for one,
  /// erases in reverse video when SGR 7 is on), and no hyperlink is open. The
  /// foreground does not matter: an erased cell draws no glyph.
  var canEraseToPlainBlanks: Bool {
    guard let pen, openLink == 0 else { return false }
    return pen.background == 0 && pen.attributes == 0
  }

  /// Writes the SGR (and OSC 8) needed to print in `target` (already downgraded,
  /// without link) with hyperlink `link` open.
  mutating func apply(pen target: PackedStyle, link: UInt32, output: inout FrameWriter) {
    let start = output.count
    defer { styleBytes += output.count - start }
    if link != openLink {
      appendHyperlink(link == 0 ? nil : HyperlinkTable.link(for: link), output: &output)
      openLink = link
    }
    if target == pen { return }

    // Two encodings: reset and set everything, or change only what differs. Emit
    // the shorter.
    var reset = SGRParameters()
    reset.append(UInt8(ascii: "0"))
    Self.appendParameters(for: target, from: .plain, into: &reset)
    if let pen {
      var incremental = SGRParameters()
      Self.appendParameters(for: target, from: pen, into: &incremental)
      if incremental.count < reset.count {
        emitSGR(incremental, output: &output)
        self.pen = target
        return
      }
    }
    emitSGR(reset, output: &output)
    pen = target
  }

  private func emitSGR(_ parameters: borrowing SGRParameters, output: inout FrameWriter) {
    output.appendCSI()
    for index in 0..<parameters.count { output.append(parameters.bytes[index]) }
    output.append(UInt8(ascii: "m"))
  }

  /// Appends `;`-separated SGR parameters that change `current` into `target`.
  private static func appendParameters(
    for target: PackedStyle, from current: PackedStyle, into parameters: inout SGRParameters
  ) {
    let targetAttributes = TextAttributes(rawValue: target.attributes)
    let currentAttributes = TextAttributes(rawValue: current.attributes)
    let removed = currentAttributes.subtracting(targetAttributes)
    var added = targetAttributes.subtracting(currentAttributes)
    if !removed.intersection([.bold, .dim]).isEmpty {
      // SGR 22 ends both bold and dim; set back the one that stays.
      add(22, to: &parameters)
      added.formUnion(targetAttributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { add(23, to: &parameters) }
    if removed.contains(.underline) { add(24, to: &parameters) }
    if removed.contains(.inverse) { add(27, to: &parameters) }
    if removed.contains(.strikethrough) { add(29, to: &parameters) }
    if added.contains(.bold) { add(1, to: &parameters) }
    if added.contains(.dim) { add(2, to: &parameters) }
    if added.contains(.italic) { add(3, to: &parameters) }
    if added.contains(.underline) { add(4, to: &parameters) }
    if added.contains(.inverse) { add(7, to: &parameters) }
    if added.contains(.strikethrough) { add(9, to: &parameters) }
    if target.foreground != current.foreground {
      appendColor(target.foreground, isForeground: true, to: &parameters)
    }
    if target.background != current.background {
      appendColor(target.background, isForeground: false, to: &parameters)
    }
  }

  private static func add(_ value: Int, to parameters: inout SGRParameters) {
    if parameters.count > 0 { parameters.append(UInt8(ascii: ";")) }
    parameters.appendDecimal(value)
  }

  private static func appendColor(
    _ color: UInt32, isForeground: Bool, to parameters: inout SGRParameters
  ) {
    let value = Int(color & 0xFF_FFFF)
    switch color >> 24 {
    case 1:
      let base = value < 8 ? (isForeground ? 30 : 40) : (isForeground ? 82 : 92)
      add(base + value, to: &parameters)
    case 2:
      add(isForeground ? 38 : 48, to: &parameters)
      add(5, to: &parameters)
      add(value, to: &parameters)
    case 3:
      add(isForeground ? 38 : 48, to: &parameters)
      add(2, to: &parameters)
      add(value >> 16, to: &parameters)
      add((value >> 8) & 0xFF, to: &parameters)
      add(value & 0xFF, to: &parameters)
    default:
      add(isForeground ? 39 : 49, to: &parameters)
    }
  }

  private func appendHyperlink(_ link: Hyperlink?, output: inout FrameWriter) {
    guard let link else {
      output.append(contentsOf: ControlSequence.closeHyperlink)
      return
    }
    output.append(0x1B)
    output.append(contentsOf: "]8;".utf8)
    if let id = link.id, !id.isEmpty {
      output.append(contentsOf: "id=".utf8)
      output.append(contentsOf: id.utf8)
    }
    output.append(UInt8(ascii: ";"))
    output.append(contentsOf: link.url.utf8)
    output.append(0x1B)
    output.append(UInt8(ascii: "\\"))
  }
}

/// The parameters of one SGR sequence, built in place: an SGR never needs more than
/// 64 bytes (every attribute change and two 24-bit colours take under 60).
private struct SGRParameters {
  var bytes = InlineArray<64, UInt8>(repeating: 0)
  var count = 0

  mutating func append(_ byte: UInt8) {
    bytes[count] = byte
    count += 1
  }

  mutating func appendDecimal(_ value: Int) {
    // Parameters are at most 255 (colour components) or two digits (codes).
    if value >= 100 { append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 100 % 10)) }
    if value >= 10 { append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value / 10 % 10)) }
    append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
  }
}
