import Foundation
import PropertyBased
import Testing
import Trellis
import TrellisTesting
import TrellisWeb

@Suite("Client message decoder")
struct ClientMessageDecoderTests {
  private func decode(_ json: String) throws(ClientMessageError) -> ClientMessage {
    try ClientMessageDecoder.decode(Array(json.utf8))
  }

  @Test("every message type decodes to its input")
  func wellFormed() throws {
    #expect(
      try decode(#"{"v":1,"type":"click","x":10,"y":20.5}"#)
        == .click(Point(x: 10, y: 20.5), extendingSelection: false))
    #expect(
      try decode(#"{"v":1,"type":"key","key":"Tab","modifiers":["shift"]}"#)
        == .key(KeyPress(.tab, modifiers: .shift), text: nil))
    #expect(
      try decode(#"{"v":1,"type":"key","key":"é","text":"é"}"#)
        == .key(KeyPress(.character("é")), text: "é"))
    #expect(
      try decode(#"{"v":1,"type":"wheel","x":1,"y":2,"dx":0,"dy":-40}"#)
        == .wheel(delta: Point(x: 0, y: -40), at: Point(x: 1, y: 2)))
    #expect(
      try decode(#"{"v":1,"type":"resize","width":800,"height":600}"#)
        == .resize(Size(width: 800, height: 600)))
    #expect(
      try decode(#"{"v":1,"type":"setText","view":7,"text":"hi"}"#)
        == .semantic(.setText("hi"), view: ViewID(rawValue: 7)))
    #expect(
      try decode(#"{"v":1,"type":"setOn","view":3,"on":true}"#)
        == .semantic(.setOn(true), view: ViewID(rawValue: 3)))
    #expect(
      try decode(#"{"v":1,"type":"setValue","view":3,"value":0.5}"#)
        == .semantic(.setValue(0.5), view: ViewID(rawValue: 3)))
    #expect(
      try decode(#"{"v":1,"type":"selectSegment","view":3,"index":2}"#)
        == .semantic(.selectSegment(2), view: ViewID(rawValue: 3)))
    #expect(
      try decode(#"{"v":1,"type":"activate","view":4}"#)
        == .semantic(.activate, view: ViewID(rawValue: 4)))
    #expect(
      try decode(#"{"v":1,"type":"scrollTo","view":4,"x":0,"y":100}"#)
        == .semantic(.scroll(to: Point(x: 0, y: 100)), view: ViewID(rawValue: 4)))
  }

  @Test("malformed messages give typed errors naming the problem")
  func malformed() {
    let cases: [(String, ClientMessageError)] = [
      ("not json", .notJSON),
      ("[1,2]", .notJSON),
      (#"{"type":"click","x":1,"y":1}"#, .unsupportedVersion(nil)),
      (#"{"v":2,"type":"click","x":1,"y":1}"#, .unsupportedVersion(2)),
      (#"{"v":"1","type":"click"}"#, .unsupportedVersion(nil)),
      (#"{"v":1}"#, .unknownType(nil)),
      (#"{"v":1,"type":"explode"}"#, .unknownType("explode")),
      (#"{"v":1,"type":"click","x":1}"#, .missingField("y", type: "click")),
      (#"{"v":1,"type":"click","x":"1","y":1}"#, .missingField("x", type: "click")),
      (
        #"{"v":1,"type":"click","x":1e300,"y":1}"#,
        .invalidField("x", type: "click", reason: "not a number within ±1000000.0")
      ),
      (#"{"v":1,"type":"setOn","view":1,"on":1}"#, .missingField("on", type: "setOn")),
      (
        #"{"v":1,"type":"activate","view":-1}"#,
        .invalidField("view", type: "activate", reason: "a view id is not negative")
      ),
      (
        #"{"v":1,"type":"activate","view":1.5}"#,
        .invalidField("view", type: "activate", reason: "not a whole number")
      ),
      (
        #"{"v":1,"type":"key","key":"Hyper"}"#,
        .invalidField("key", type: "key", reason: "not a key name")
      ),
      (
        #"{"v":1,"type":"key","key":"a","modifiers":["meta"]}"#,
        .invalidField("modifiers", type: "key", reason: "names only shift, control and alt")
      ),
      (
        #"{"v":1,"type":"resize","width":-1,"height":1}"#,
        .invalidField("width", type: "resize", reason: "a size is not negative")
      ),
    ]
    for (json, expected) in cases {
      #expect(throws: expected, "\(json)") { try decode(json) }
    }
  }

  @Test("an oversized message is refused before it is parsed")
  func oversized() {
    let text = String(repeating: "a", count: WireFormat.maximumClientMessageBytes)
    let json = #"{"v":1,"type":"setText","view":1,"text":"\#(text)"}"#
    #expect(
      throws: ClientMessageError.tooLarge(
        bytes: json.utf8.count, limit: WireFormat.maximumClientMessageBytes)
    ) { try decode(json) }
  }

  @Test("text longer than the limit is refused")
  func textTooLong() {
    let text = String(repeating: "a", count: WireFormat.maximumTextLength + 1)
    let json = #"{"v":1,"type":"setText","view":1,"text":"\#(text)"}"#
    #expect(
      throws: ClientMessageError.invalidField(
        "text", type: "setText", reason: "longer than 8192 characters")
    ) { try decode(json) }
  }

  @Test("deeply nested JSON is an error, not a crash")
  func deepNesting() {
    let json = String(repeating: "[", count: 8000) + String(repeating: "]", count: 8000)
    #expect(throws: ClientMessageError.self) { try decode(json) }
  }

  @Test("random bytes give a message or a typed error, never a crash")
  func randomBytes() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SeededRandom(seed: UInt64(seed))
      let count = Int(random.next() % 300)
      let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      _ = try? ClientMessageDecoder.decode(bytes)
    }
  }

  @Test("random mutations and JSON fragments of valid messages give a message or a typed error")
  func mutatedMessages() async {
    let valid = Array(
      #"{"v":1,"type":"setText","view":7,"text":"hi","modifiers":["shift"],"x":1}"#.utf8)
    let fragments = ["{", "}", "[", "]", "\"", ",", ":", "null", "true", "1e999", "-0", "\\u0000"]
      .map { Array($0.utf8) }
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SeededRandom(seed: UInt64(seed))
      var bytes = valid
      for _ in 0..<(1 + random.next() % 4) {
        let position = Int(random.next() % UInt64(bytes.count))
        if random.next() % 2 == 0 {
          bytes[position] = UInt8(truncatingIfNeeded: random.next())
        } else {
          bytes.insert(
            contentsOf: fragments[Int(random.next() % UInt64(fragments.count))], at: position)
        }
      }
      _ = try? ClientMessageDecoder.decode(bytes)
    }
  }
}
