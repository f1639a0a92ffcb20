// Fuzzes the server's decoder of what a page sends (TrellisWeb's
// ClientMessageDecoder): the bytes of one WebSocket message, as a hostile page
// could send them.
// For each input it checks that:
// - nothing traps: bad input is a typed ClientMessageError;
// - decoding is a function of the bytes (the same input decodes the same way twice);
// - a decoded message is within the wire format's bounds (coordinates, text
//   lengths, view ids) and round-trips: encoded as the page sends it and decoded
//   again, it is the same message.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise it
// replays the files or folders given as arguments.

import Foundation
import FuzzSupport
import Trellis
import TrellisWeb

@main
enum ClientMessageFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    let first = Result { () throws(ClientMessageError) in try ClientMessageDecoder.decode(data) }
    let second = Result { () throws(ClientMessageError) in try ClientMessageDecoder.decode(data) }
    guard first == second else { fatalError("decoded twice, differently: \(first) \(second)") }
    switch first {
    case .failure(let error):
      if case .tooLarge = error, data.count <= WireFormat.maximumClientMessageBytes {
        fatalError("\(data.count) bytes refused as too large")
      }
    case .success(let message):
      checkBounds(message)
      checkRoundTrip(message)
    }
  }

  static func checkBounds(_ message: ClientMessage) {
    let limit = WireFormat.maximumCoordinate
    func within(_ values: Double...) -> Bool {
      values.allSatisfy { $0.isFinite && abs($0) <= limit }
    }
    let bounded: Bool
    switch message {
    case .key(_, let text): bounded = (text?.count ?? 0) <= WireFormat.maximumKeyNameLength
    case .click(let point, _): bounded = within(point.x, point.y)
    case .wheel(let delta, let point): bounded = within(delta.x, delta.y, point.x, point.y)
    case .resize(let size):
      bounded = within(size.width, size.height) && size.width >= 0 && size.height >= 0
    case .semantic(let input, let view):
      bounded = view.rawValue >= 0 && inBounds(input)
    case .pointer(_, let point, _): bounded = within(point.x, point.y)
    case .editText(let text, let caret, let anchor, let view):
      bounded =
        (text?.count ?? 0) <= WireFormat.maximumTextLength && caret >= 0 && (anchor ?? 0) >= 0
        && view.rawValue >= 0
    case .focus(let view): bounded = view.rawValue >= 0
    case .timeZone: bounded = true
    case .display(let display):
      bounded = display.pixelRatio > 0 && display.pixelRatio <= 16
    case .followLink(let link, let cell, let view):
      bounded = link >= 0 && (cell ?? 0) >= 0 && view.rawValue >= 0
    }
    if !bounded { fatalError("out of bounds: \(message)") }
  }

  static func inBounds(_ input: SemanticInput) -> Bool {
    switch input {
    case .setText(let text): text.count <= WireFormat.maximumTextLength
    case .setValue(let value): value.isFinite && abs(value) <= WireFormat.maximumCoordinate
    case .scroll(let offset):
      abs(offset.x) <= WireFormat.maximumCoordinate && abs(offset.y) <= WireFormat.maximumCoordinate
    case .setDate(let date): date.timeIntervalSince1970.isFinite
    case .selectSegment(let index): abs(index) <= 1 << 31
    case .setOn, .activate: true
    }
  }

  /// Encoded as the page sends it and decoded again, the message is the same
  /// (a date to within a microsecond: it is stored from another epoch).
  static func checkRoundTrip(_ message: ClientMessage) {
    guard let text = ClientMessageEncoder.encode(message) else {
      fatalError("no wire form: \(message)")
    }
    let again: ClientMessage
    do {
      again = try ClientMessageDecoder.decode(Array(text.utf8))
    } catch {
      fatalError("\(message) encoded as \(text) does not decode: \(error)")
    }
    if case .semantic(.setDate(let date), let view) = message,
      case .semantic(.setDate(let decoded), view) = again,
      abs(date.timeIntervalSince1970 - decoded.timeIntervalSince1970) <= 1e-6
    {
      return
    }
    if again != message { fatalError("\(message) came back as \(again) from \(text)") }
  }
}
