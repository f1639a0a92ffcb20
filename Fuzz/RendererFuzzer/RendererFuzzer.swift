// Fuzzes CellBuffer, Renderer and MemoryTerminal together. The input is read as a
// script of frames: writes of text (wide, combining, ZWJ and control clusters
// included) in various styles at various positions, fills, resizes and cursor
// placements. After every frame, the screen that MemoryTerminal rebuilds from the
// renderer's bytes must equal the buffer that was drawn, cell for cell; and the
// buffer must keep wide clusters whole.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise it
// replays the files or folders given as arguments (both through FuzzSupport's
// FuzzTarget).

import FuzzSupport
import Trellis
import TrellisTerminalBackend

let samples: [String] = [
  "a", "bc", "漢字", "👩‍💻", "e\u{301}x", "ｱ", " ", "\t", "👍🏽", "1️⃣", "☺", "Ａb",
  "é", "—", "\u{1B}[31m", "hello world", "🇯🇵", "ß", "\u{7F}", "❤️",
]

let styles: [CellStyle] = [
  .plain,
  CellStyle(foreground: .ansi(.red), attributes: .bold),
  CellStyle(background: .rgb(10, 20, 200)),
  CellStyle(
    foreground: .indexed(200), attributes: [.italic, .underline],
    hyperlink: Hyperlink(url: "https://example.com/a", id: "a")),
  CellStyle(foreground: .rgb(1, 2, 3), attributes: [.inverse, .dim, .strikethrough]),
  CellStyle(attributes: .dim),
  CellStyle(hyperlink: Hyperlink(url: "https://example.com/b")),
  CellStyle(foreground: .ansi(.brightCyan), background: .indexed(17), attributes: .bold),
]

/// Reads bytes from the input, yielding 0 when it runs out.
struct Script {
  var bytes: [UInt8]
  var index = 0
  var isAtEnd: Bool { index >= bytes.count }
  mutating func next() -> Int {
    defer { index += 1 }
    return index < bytes.count ? Int(bytes[index]) : 0
  }
}

func checkWideClustersWhole(_ buffer: CellBuffer) {
  for y in 0..<buffer.height {
    for x in 0..<buffer.width {
      let cell = buffer[x, y]
      if cell.width == 2 && (x + 1 >= buffer.width || buffer[x + 1, y].width != 0) {
        fatalError("wide cluster without continuation at \(x),\(y)")
      }
      if cell.width == 0 && (x == 0 || buffer[x - 1, y].width != 2) {
        fatalError("continuation without a wide cluster at \(x),\(y)")
      }
    }
  }
}

@main
enum RendererFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    var script = Script(bytes: Array(data))
    // The first byte picks the colour depth and whether REP and HT moves are on.
    let setup = script.next()
    let depth = ColorDepth.allCases[setup % ColorDepth.allCases.count]
    var width = 1 + script.next() % 30
    var height = 1 + script.next() % 10
    var display = TerminalDisplay(
      backend: MemoryTerminal(width: width, height: height), width: width, height: height,
      capabilities: TerminalCapabilities(
        colorDepth: depth, repeatsCharacters: setup / 8 % 2 == 1, tabStops: setup / 16 % 2 == 0))
    var frames = 0
    while !script.isAtEnd && frames < 64 {
      frames += 1
      let operationCount = script.next() % 12
      var operations: [(Int, Int, Int, Int, Int)] = []
      for _ in 0..<operationCount {
        operations.append(
          (script.next(), script.next(), script.next(), script.next(), script.next()))
      }
      if script.next() % 16 == 0 {
        width = 1 + script.next() % 30
        height = 1 + script.next() % 10
        display.resize(width: width, height: height)
        display.backend.resize(width: width, height: height)
      }
      let cursorByte = script.next()
      let cursor =
        cursorByte % 3 == 0
        ? CursorPosition(x: cursorByte % max(1, width), y: (cursorByte / 7) % max(1, height)) : nil
      _ = try? display.draw(cursor: cursor) { buffer in
        for (kind, a, b, c, d) in operations {
          let x = a % (buffer.width + 4) - 2
          let y = b % (buffer.height + 1)
          let style = styles[c % styles.count]
          switch kind % 4 {
          case 0, 1:
            var text = samples[d % samples.count]
            if kind % 8 == 1 { text += samples[(d / 3) % samples.count] }
            buffer.write(text, x: x, y: y, style: style, maxWidth: kind % 16 == 5 ? d % 5 : nil)
          case 2:
            buffer.fill(x: x, y: y, width: d % 6, height: 1 + c % 3, style: style)
          default:
            buffer.put(samples[d % samples.count].first ?? "a", x: x, y: y, style: style)
          }
        }
      }
      let drawn = display.front
      checkWideClustersWhole(drawn)
      let screen = display.backend.cells
      if depth == .trueColor {
        if screen != drawn {
          fatalError("screen differs from buffer:\n\(screen.text)\n---\n\(drawn.text)")
        }
      } else if screen.lines != drawn.lines {
        fatalError("screen text differs from buffer:\n\(screen.text)\n---\n\(drawn.text)")
      }
      if let cursor {
        if display.backend.cursor != cursor || !display.backend.cursorVisible {
          fatalError("cursor not placed")
        }
      } else if display.backend.cursorVisible {
        fatalError("cursor not hidden")
      }
      if display.backend.modes.contains(2026) { fatalError("synchronized update left open") }
    }
  }
}
