import Foundation
import PropertyBased
import Testing
import Trellis
import TrellisTesting
import TrellisWeb

/// Every message the page can send survives the wire: encoded as the page
/// sends it (`ClientMessageEncoder`) and decoded, it is the same message.
@Suite("Client message round trip")
struct ClientMessageRoundTripTests {
  @Test("every valid message round-trips through the wire format")
  func validMessagesRoundTrip() async {
    await propertyCheck(count: 2000, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SeededRandom(seed: UInt64(seed))
      let message = RandomMessages.message(&random)
      let text = try #require(ClientMessageEncoder.encode(message))
      #expect(try ClientMessageDecoder.decode(Array(text.utf8)) == message, "\(text)")
    }
  }

  @Test("markup in text arrives verbatim as data, never as markup")
  func markupIsData() throws {
    let markup = #"<script>alert("x")</script><img src=x onerror=alert(1)>&amp;"#
    let text = try #require(
      ClientMessageEncoder.encode(.semantic(.setText(markup), view: ViewID(rawValue: 3))))
    #expect(!text.contains("<") && !text.contains(">") && !text.contains("&"))
    #expect(
      try ClientMessageDecoder.decode(Array(text.utf8))
        == .semantic(.setText(markup), view: ViewID(rawValue: 3)))
  }

  @Test("keys the browser cannot name have no wire form")
  func unnamedKeys() {
    #expect(ClientMessageEncoder.encode(.key(KeyPress(.unidentified(57_358)), text: nil)) == nil)
    #expect(ClientMessageEncoder.encode(.key(KeyPress(.function(25)), text: nil)) == nil)
  }
}

/// Random valid messages, within the wire format's bounds.
enum RandomMessages {
  static func message(_ random: inout SeededRandom) -> ClientMessage {
    switch random.next() % 10 {
    case 0:
      .key(KeyPress(key(&random), modifiers: modifiers(&random)), text: maybeText(&random, 32))
    case 1: .click(point(&random), extendingSelection: random.next() % 2 == 0)
    case 2: .wheel(delta: point(&random), at: point(&random))
    case 3: .resize(Size(width: abs(number(&random)), height: abs(number(&random))))
    case 4: .semantic(.setText(text(&random, 200)), view: view(&random))
    case 5: .semantic(.setOn(random.next() % 2 == 0), view: view(&random))
    case 6: .semantic(.setValue(number(&random)), view: view(&random))
    case 7: .semantic(.selectSegment(Int(random.next() % 1000) - 500), view: view(&random))
    case 8: .semantic(.activate, view: view(&random))
    default: .semantic(.scroll(to: point(&random)), view: view(&random))
    }
  }

  static func key(_ random: inout SeededRandom) -> KeyPress.Key {
    let named: [KeyPress.Key] = [
      .enter, .escape, .tab, .backspace, .delete, .up, .down, .left, .right, .pageUp,
      .pageDown, .home, .end, .insert,
    ]
    switch random.next() % 3 {
    case 0: return named[Int(random.next() % UInt64(named.count))]
    case 1: return .function(Int(random.next() % 24) + 1)
    default: return .character(Character(scalar(&random)))
    }
  }

  static func modifiers(_ random: inout SeededRandom) -> KeyPress.Modifiers {
    KeyPress.Modifiers(rawValue: UInt8(random.next() % 8))
  }

  /// A whole or fractional number within ±1,000,000.
  static func number(_ random: inout SeededRandom) -> Double {
    let whole = Double(Int(random.next() % 2_000_001) - 1_000_000)
    guard random.next() % 2 == 0 else { return whole }
    return (whole + Double(random.next() % 1_000_000) / 1_000_000).clamped(to: -1e6...1e6)
  }

  static func point(_ random: inout SeededRandom) -> Point {
    Point(x: number(&random), y: number(&random))
  }

  static func view(_ random: inout SeededRandom) -> ViewID {
    ViewID(rawValue: Int(random.next() % 100_000))
  }

  /// A scalar from ASCII (markup and JSON's special characters included),
  /// control characters, other planes and emoji; no surrogates.
  static func scalar(_ random: inout SeededRandom) -> Unicode.Scalar {
    let ranges: [ClosedRange<UInt32>] = [
      0...0x7F, 0x80...0x7FF, 0x2000...0x206F, 0x1F300...0x1F64F,
    ]
    let range = ranges[Int(random.next() % UInt64(ranges.count))]
    let value = range.lowerBound + UInt32(random.next() % UInt64(range.count))
    return Unicode.Scalar(value) ?? "?"
  }

  static func text(_ random: inout SeededRandom, _ limit: Int) -> String {
    var text = ""
    for _ in 0..<(random.next() % UInt64(limit)) { text.unicodeScalars.append(scalar(&random)) }
    // Combining scalars may join into fewer characters; the count is what
    // the limit bounds.
    return String(text.prefix(limit))
  }

  static func maybeText(_ random: inout SeededRandom, _ limit: Int) -> String? {
    random.next() % 2 == 0 ? nil : text(&random, limit)
  }
}

extension Double {
  fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
