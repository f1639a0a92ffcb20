import Foundation
import Testing
import Trellis
import TrellisWeb

/// The `ClientMessageFuzzer` starts from Fuzz/seeds/ClientMessage: a seed of
/// every message the page can send, so the fuzzer mutates each one's
/// fields rather than having to find its type by chance.
@Suite("Client message fuzzer seeds")
struct FuzzSeedCoverageTests {
  @Test("the fuzzer's seeds decode, and cover every client message and semantic input")
  func fuzzerSeedsCoverEveryMessageType() throws {
    let folder = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../Fuzz/seeds/ClientMessage").standardized
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }
    var kinds: Set<String> = []
    for file in files {
      let bytes = try Data(contentsOf: folder.appending(path: file))
      if let message = try? ClientMessageDecoder.decode(Array(bytes)) {
        kinds.insert(Self.kind(of: message))
      }
    }
    #expect(kinds == Self.everyKind, "missing: \(Self.everyKind.subtracting(kinds).sorted())")
  }

  static let everyKind: Set<String> = [
    "key", "click", "wheel", "resize", "pointer", "editText", "select", "focus", "timeZone",
    "followLink", "display", "setText", "setOn", "setValue", "selectSegment", "setDate",
    "activate", "scroll",
  ]

  /// The message's kind; exhaustive, so a new message or input does not
  /// compile until it has a name here (and then a seed).
  static func kind(of message: ClientMessage) -> String {
    switch message {
    case .key: "key"
    case .click: "click"
    case .wheel: "wheel"
    case .resize: "resize"
    case .pointer: "pointer"
    case .editText(let text, _, _, _): text == nil ? "select" : "editText"
    case .focus: "focus"
    case .timeZone: "timeZone"
    case .followLink: "followLink"
    case .display: "display"
    case .semantic(let input, _):
      switch input {
      case .setText: "setText"
      case .setOn: "setOn"
      case .setValue: "setValue"
      case .selectSegment: "selectSegment"
      case .setDate: "setDate"
      case .activate: "activate"
      case .scroll: "scroll"
      }
    }
  }
}
