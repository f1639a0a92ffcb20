// Fuzzes InputDecoder. For each input it checks that:
// - decoding never traps, and a flush leaves nothing pending;
// - decoding the bytes in arbitrary pieces gives the same events as decoding them
//   at once (the decoder is truly incremental), comparing typed text as text.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise it
// replays the files or folders given as arguments, for regression runs in CI
// (both through FuzzSupport's FuzzTarget).

import FuzzSupport
import Trellis
import TrellisTerminalBackend

/// Events with runs of plain typed characters merged into text, so that grapheme
/// clusters split across reads compare equal to unsplit ones.
enum Normalized: Equatable {
  case text(String)
  case other(InputEvent)
}

func normalize(_ events: [InputEvent]) -> [Normalized] {
  var result: [Normalized] = []
  for event in events {
    if case .key(let key) = event, case .character(let character) = key.key,
      key.modifiers.isEmpty, key.kind == .press, key.text == nil
    {
      if case .text(let text)? = result.last {
        result[result.count - 1] = .text(text + String(character))
      } else {
        result.append(.text(String(character)))
      }
    } else {
      result.append(.other(event))
    }
  }
  return result
}

@main
enum InputDecoderFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    let bytes = Array(data)
    var whole = InputDecoder()
    var wholeEvents = whole.decode(bytes)
    wholeEvents += whole.flushPending()
    if whole.hasPendingInput { fatalError("input pending after flush") }

    // Piece sizes come from the input itself, so the fuzzer explores them too.
    var pieces = InputDecoder()
    var pieceEvents: [InputEvent] = []
    var offset = 0
    var seed = bytes.first.map(Int.init) ?? 1
    while offset < bytes.count {
      seed = (seed &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
      let size = 1 + seed % 7
      let end = min(bytes.count, offset + size)
      pieces.decode(bytes[offset..<end], into: &pieceEvents)
      offset = end
    }
    pieceEvents += pieces.flushPending()
    if normalize(wholeEvents) != normalize(pieceEvents) {
      fatalError("split decoding differs:\n\(wholeEvents)\n\(pieceEvents)")
    }
  }
}
