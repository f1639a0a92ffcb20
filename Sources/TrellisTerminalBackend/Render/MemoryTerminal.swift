public import Trellis

/// A ``TerminalBackend`` that interprets the bytes it receives the way a terminal
/// would, into a screen you can inspect: for tests, snapshots and screenshots.
///
/// It understands what ``Renderer`` and ``TerminalSession`` write: printable UTF-8
/// (grouped into grapheme clusters and measured with `CellWidth`, with autowrap at
/// the right edge and scrolling at the bottom), CR, LF, BS, HT (tab stops every 8
/// columns), cursor moves (CUP, HVP,
/// CUU, CUD, CUF, CUB, CHA, VPA), erase in display and line (ED, EL), erase
/// characters (ECH), REP (repeat the character just printed; strictly: after any other
/// control it repeats nothing, so a renderer relying on more shows up in tests), SGR colours and attributes, OSC 8 hyperlinks, and DEC private
/// modes (recorded in ``modes``).
/// Other sequences are consumed and ignored.
///
/// ```swift
/// var display = TerminalDisplay(backend: MemoryTerminal(width: 20, height: 2),
///                               width: 20, height: 2)
/// try display.draw { buffer in buffer.write("Hello", x: 0, y: 0) }
/// display.backend.text   // "Hello\n"
/// ```
public struct MemoryTerminal: TerminalBackend, Sendable {
  /// What the terminal shows, cell by cell.
  public private(set) var cells: CellBuffer
  /// The old name of ``cells``: "screen" now means only a presentation
  /// screen (TrellisPresentation's `Screen`).
  @available(*, deprecated, renamed: "cells")
  public var screen: CellBuffer { cells }
  /// Where the cursor is.
  public private(set) var cursor = CursorPosition(x: 0, y: 0)
  /// Whether the cursor is shown (DEC mode 25).
  public var cursorVisible: Bool { modes.contains(25) }
  /// The DEC private modes currently set (`CSI ? n h`), e.g. 1049 for the alternate
  /// screen or 2026 while a synchronized update is open.
  public private(set) var modes: Set<Int> = [25]
  /// How the emulated terminal draws emoji sequences joined by zero-width
  /// joiners: as one glyph (a modern terminal) or emoji by emoji (one
  /// that does not know the sequence).
  public var emojiSequences = EmojiSequenceWidth.joined
  /// The total number of bytes written so far.
  public private(set) var byteCount = 0
  /// The number of ``write(_:)`` calls so far (frames, for a display).
  public private(set) var writeCount = 0

  private var pen = CellStyle.plain
  private var wrapPending = false
  /// What ESC 7 saved, for ESC 8 (images are written between the two).
  private var savedCursor: (cursor: CursorPosition, pen: CellStyle, wrapPending: Bool)?
  private var parser = Parser.ground
  private var parameters: [UInt8] = []
  /// Printable bytes waiting to be grouped into clusters.
  private var pendingText: [UInt8] = []
  /// The character printed last, for REP; `nil` once anything else came after it.
  private var lastPrinted: Character?

  private enum Parser: Sendable {
    case ground
    case escape
    case controlSequence
    case operatingSystemCommand
    case operatingSystemCommandEscape
    case string  // DCS, SOS, PM, APC: consumed until ST.
    case stringEscape
  }

  /// Creates a blank screen of the given size.
  public init(width: Int, height: Int) {
    cells = CellBuffer(width: width, height: height)
  }

  /// The screen as text, one line per row, trailing spaces removed.
  public var text: String { cells.text }

  /// The screen's rows as text; see ``CellBuffer/lines``.
  public var lines: [String] { cells.lines }

  /// The screen as an SVG image; see ``SVGScreenshot``.
  public func svg(_ screenshot: SVGScreenshot = SVGScreenshot()) -> String {
    screenshot.render(cells)
  }

  /// Changes the screen size as a terminal does when its window is resized: content
  /// in the top-left corner stays, the cursor is kept inside.
  public mutating func resize(width: Int, height: Int) {
    cells.resize(width: width, height: height)
    cursor.x = min(cursor.x, max(0, width - 1))
    cursor.y = min(cursor.y, max(0, height - 1))
    wrapPending = false
  }

  /// Interprets `bytes` and updates the screen.
  public mutating func write(_ bytes: [UInt8]) {
    byteCount += bytes.count
    writeCount += 1
    for byte in bytes { consume(byte) }
    flushText()
  }

  // MARK: Parsing

  private mutating func consume(_ byte: UInt8) {
    switch parser {
    case .ground:
      if byte == 0x1B {
        flushText()
        parser = .escape
      } else if byte < 0x20 || byte == 0x7F {
        flushText()
        control(byte)
      } else {
        pendingText.append(byte)
      }
    case .escape:
      if byte != UInt8(ascii: "[") { lastPrinted = nil }
      switch byte {
      case UInt8(ascii: "["):
        parameters.removeAll(keepingCapacity: true)
        parser = .controlSequence
      case UInt8(ascii: "]"):
        parameters.removeAll(keepingCapacity: true)
        parser = .operatingSystemCommand
      case UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
        parser = .string
      case 0x1B:
        parser = .escape
      case UInt8(ascii: "7"):
        flushText()
        savedCursor = (cursor, pen, wrapPending)
        parser = .ground
      case UInt8(ascii: "8"):
        flushText()
        if let savedCursor {
          (cursor, pen, wrapPending) = savedCursor
        }
        parser = .ground
      default:
        // ESC c and the like: not used by Trellis; ignored.
        parser = .ground
      }
    case .controlSequence:
      if byte >= 0x40 && byte <= 0x7E {
        controlSequence(final: byte)
        parser = .ground
      } else if byte == 0x1B {
        parser = .escape
      } else if parameters.count < 256 {
        parameters.append(byte)
      }
    case .operatingSystemCommand:
      if byte == 0x07 {
        operatingSystemCommand()
        parser = .ground
      } else if byte == 0x1B {
        parser = .operatingSystemCommandEscape
      } else if parameters.count < 8192 {
        parameters.append(byte)
      }
    case .operatingSystemCommandEscape:
      operatingSystemCommand()
      parser = byte == UInt8(ascii: "\\") ? .ground : .escape
      if parser == .escape { consume(byte) }
    case .string:
      if byte == 0x1B { parser = .stringEscape }
    case .stringEscape:
      parser = byte == UInt8(ascii: "\\") ? .ground : .string
    }
  }

  private mutating func control(_ byte: UInt8) {
    lastPrinted = nil
    switch byte {
    case 0x0D:
      cursor.x = 0
      wrapPending = false
    case 0x0A, 0x0B, 0x0C:
      lineFeed()
    case 0x08:
      cursor.x = max(0, cursor.x - 1)
      wrapPending = false
    case 0x09:
      // HT: to the next tab stop (every 8 columns, the default), or the last column.
      cursor.x = min(max(0, cells.width - 1), (cursor.x / 8 + 1) * 8)
      wrapPending = false
    default:
      break
    }
  }

  private mutating func lineFeed() {
    wrapPending = false
    if cursor.y + 1 < cells.height {
      cursor.y += 1
    } else {
      scrollUp()
    }
  }

  private mutating func scrollUp() {
    var scrolled = CellBuffer(width: cells.width, height: cells.height)
    for y in 1..<max(1, cells.height) {
      for x in 0..<cells.width {
        let cell = cells[x, y]
        if cell.width != 0 {
          scrolled.put(cell.grapheme, x: x, y: y - 1, style: cell.style)
        }
      }
    }
    cells = scrolled
  }

  /// Prints the pending text, cluster by cluster.
  private mutating func flushText() {
    guard !pendingText.isEmpty else { return }
    let string = String(decoding: pendingText, as: UTF8.self)
    pendingText.removeAll(keepingCapacity: true)
    for cluster in string {
      guard emojiSequences == .perEmoji, EmojiSequenceWidth.isJoinedSequence(cluster) else {
        print(cluster)
        continue
      }
      for character in emojiSequences.pieces(of: cluster) { print(character) }
    }
  }

  private mutating func print(_ character: Character) {
    let width = CellWidth.width(of: character)
    guard width > 0, cells.width > 0, cells.height > 0 else { return }
    if wrapPending || cursor.x + width > cells.width {
      // Autowrap: continue at the start of the next line.
      cursor.x = 0
      wrapPending = false
      lineFeed()
    }
    cells.put(character, x: cursor.x, y: cursor.y, style: pen)
    lastPrinted = character
    if cursor.x + width >= cells.width {
      cursor.x = cells.width - 1
      wrapPending = true
    } else {
      cursor.x += width
    }
  }

  // MARK: Sequences

  /// The numeric parameters of the current sequence; empty ones are `nil`.
  private func numericParameters() -> [Int?] {
    var result: [Int?] = []
    var current: Int?
    for byte in parameters {
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        current = min(99_999, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
      } else if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") {
        result.append(current)
        current = nil
      }
    }
    result.append(current)
    return result
  }

  private mutating func controlSequence(final: UInt8) {
    let isPrivate = parameters.first == UInt8(ascii: "?")
    let numbers = numericParameters()
    let first = numbers.first.flatMap { $0 } ?? 0
    let count = max(1, first)
    if isPrivate || final != UInt8(ascii: "b") { lastPrinted = nil }
    switch (isPrivate, final) {
    case (true, UInt8(ascii: "h")):
      for case let mode? in numbers { modes.insert(mode) }
    case (true, UInt8(ascii: "l")):
      for case let mode? in numbers { modes.remove(mode) }
    case (false, UInt8(ascii: "H")), (false, UInt8(ascii: "f")):
      let row = numbers.count > 0 ? (numbers[0] ?? 1) : 1
      let column = numbers.count > 1 ? (numbers[1] ?? 1) : 1
      moveTo(x: column - 1, y: row - 1)
    case (false, UInt8(ascii: "A")):
      moveTo(x: cursor.x, y: cursor.y - count)
    case (false, UInt8(ascii: "B")):
      moveTo(x: cursor.x, y: cursor.y + count)
    case (false, UInt8(ascii: "C")):
      moveTo(x: cursor.x + count, y: cursor.y)
    case (false, UInt8(ascii: "D")):
      moveTo(x: cursor.x - count, y: cursor.y)
    case (false, UInt8(ascii: "G")):
      moveTo(x: count - 1, y: cursor.y)
    case (false, UInt8(ascii: "d")):
      moveTo(x: cursor.x, y: count - 1)
    case (false, UInt8(ascii: "J")):
      eraseInDisplay(first)
    case (false, UInt8(ascii: "K")):
      eraseInLine(first)
    case (false, UInt8(ascii: "X")):
      eraseCharacters(count)
    case (false, UInt8(ascii: "m")):
      selectGraphicRendition(numbers)
    case (false, UInt8(ascii: "b")):
      // REP: at most a screenful, however large the count.
      guard let character = lastPrinted else { break }
      for _ in 0..<min(count, cells.width * cells.height) { print(character) }
    default:
      break
    }
  }

  private mutating func moveTo(x: Int, y: Int) {
    cursor.x = min(max(0, x), max(0, cells.width - 1))
    cursor.y = min(max(0, y), max(0, cells.height - 1))
    wrapPending = false
  }

  private mutating func eraseInDisplay(_ mode: Int) {
    // Erased cells take the current background, as in xterm (bce).
    let style = CellStyle(background: pen.background)
    switch mode {
    case 0:
      eraseInLine(0)
      cells.fill(x: 0, y: cursor.y + 1, width: cells.width, height: cells.height, style: style)
    case 1:
      cells.fill(x: 0, y: 0, width: cells.width, height: cursor.y, style: style)
      eraseInLine(1)
    default:
      cells.fill(x: 0, y: 0, width: cells.width, height: cells.height, style: style)
    }
  }

  private mutating func eraseInLine(_ mode: Int) {
    let style = CellStyle(background: pen.background)
    switch mode {
    case 0:
      cells.fill(x: cursor.x, y: cursor.y, width: cells.width, height: 1, style: style)
    case 1:
      cells.fill(x: 0, y: cursor.y, width: cursor.x + 1, height: 1, style: style)
    default:
      cells.fill(x: 0, y: cursor.y, width: cells.width, height: 1, style: style)
    }
  }

  /// ECH: blanks `count` cells from the cursor (clipped at the right edge) without
  /// moving it.
  private mutating func eraseCharacters(_ count: Int) {
    let style = CellStyle(background: pen.background)
    cells.fill(x: cursor.x, y: cursor.y, width: count, height: 1, style: style)
    wrapPending = false
  }

  private mutating func selectGraphicRendition(_ numbers: [Int?]) {
    var index = 0
    func next() -> Int? {
      guard index < numbers.count else { return nil }
      defer { index += 1 }
      return numbers[index]
    }
    while index < numbers.count {
      let code = next() ?? 0
      switch code {
      case 0:
        let link = pen.hyperlink
        pen = .plain
        pen.hyperlink = link
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.inverse)
      case 9: pen.attributes.insert(.strikethrough)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.inverse)
      case 29: pen.attributes.remove(.strikethrough)
      case 30...37: pen.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 30))!)
      case 90...97: pen.foreground = .ansi(ANSIColor(rawValue: UInt8(code - 82))!)
      case 40...47: pen.background = .ansi(ANSIColor(rawValue: UInt8(code - 40))!)
      case 100...107: pen.background = .ansi(ANSIColor(rawValue: UInt8(code - 92))!)
      case 39: pen.foreground = .default
      case 49: pen.background = .default
      case 38, 48:
        let color: TerminalColor?
        switch next() {
        case 5:
          color = next().map { .indexed(UInt8(clamping: $0)) }
        case 2:
          let red = next() ?? 0
          let green = next() ?? 0
          let blue = next() ?? 0
          color = .rgb(UInt8(clamping: red), UInt8(clamping: green), UInt8(clamping: blue))
        default:
          color = nil
        }
        if let color {
          if code == 38 { pen.foreground = color } else { pen.background = color }
        }
      default:
        break
      }
    }
  }

  private mutating func operatingSystemCommand() {
    // OSC 8 ; params ; URI — a hyperlink; an empty URI ends it.
    guard parameters.starts(with: Array("8;".utf8)) else { return }
    let body = parameters.dropFirst(2)
    guard let separator = body.firstIndex(of: UInt8(ascii: ";")) else { return }
    let params = String(decoding: body[..<separator], as: UTF8.self)
    let url = String(decoding: body[(separator + 1)...], as: UTF8.self)
    if url.isEmpty {
      pen.hyperlink = nil
    } else {
      var id: String?
      for pair in params.split(separator: ":") where pair.hasPrefix("id=") {
        id = String(pair.dropFirst(3))
      }
      pen.hyperlink = Hyperlink(url: url, id: id)
    }
  }
}
