import Testing
import Trellis
import TrellisTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replays the committed fuzz seeds (Fuzz/seeds/InputDecoder) through the decoder
/// with the fuzzer's main invariant, so CI checks them on every run.
@Suite("Fuzz seeds")
struct FuzzSeedTests {
  static let seedFolder: String = {
    var path = #filePath
    for _ in 0..<3 {
      path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }
    return path + "/Fuzz/seeds/InputDecoder"
  }()

  static func seeds() -> [[UInt8]] {
    guard let directory = opendir(seedFolder) else { return [] }
    defer { closedir(directory) }
    var result: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard !name.hasPrefix("."), let file = fopen(seedFolder + "/" + name, "rb") else {
        continue
      }
      var bytes: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes += chunk[0..<count]
      }
      fclose(file)
      result.append(bytes)
    }
    return result
  }

  @Test("every seed decodes the same whole and byte by byte, and drains on flush")
  func seedsDecodeConsistently() throws {
    let seeds = Self.seeds()
    try #require(seeds.count >= 5, "seeds found in \(Self.seedFolder)")
    for seed in seeds {
      var whole = InputDecoder()
      var expected = whole.decode(seed)
      expected += whole.flushPending()
      #expect(!whole.hasPendingInput)
      var single = InputDecoder()
      var actual: [InputEvent] = []
      for byte in seed { actual += single.decode([byte]) }
      actual += single.flushPending()
      #expect(text(of: actual) == text(of: expected))
      #expect(actual.filter { !isPlainCharacter($0) } == expected.filter { !isPlainCharacter($0) })
    }
  }

  private func isPlainCharacter(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event, case .character = key.key else { return false }
    return key.modifiers.isEmpty && key.kind == .press && key.text == nil
  }

  private func text(of events: [InputEvent]) -> String {
    var text = ""
    for event in events {
      if isPlainCharacter(event), case .key(let key) = event, case .character(let c) = key.key {
        text.append(c)
      }
    }
    return text
  }
}
