internal import Foundation

#if canImport(Glibc)
  internal import Glibc
#endif

/// Finds which graphics protocol a terminal supports by asking it, at
/// start-up, before other input modes are enabled: the kitty graphics
/// query, then XTVERSION (which names iTerm2 and WezTerm), then primary
/// device attributes (DA1), which every terminal answers: its answer ends
/// the probe, and its attribute 4 means sixel.
public struct GraphicsProbe: Sendable {
  /// The bytes to write: kitty query, XTVERSION, DA1.
  public static let query: [UInt8] =
    KittyGraphics.query + Array("\u{1B}[>0q".utf8) + Array("\u{1B}[c".utf8)

  /// What the answers said so far.
  public struct Answers: Hashable, Sendable {
    /// The terminal answered the kitty query with OK.
    public var kitty = false
    /// DA1 listed attribute 4.
    public var sixel = false
    /// XTVERSION named a terminal with iTerm2 inline images.
    public var iTerm2 = false
    /// The DA1 answer arrived: no more answers will come.
    public var isComplete = false

    /// The best protocol the answers allow.
    public var best: GraphicsProtocol {
      if kitty { return .kitty }
      if iTerm2 { return .iTerm2 }
      if sixel { return .sixel }
      return .halfBlocks
    }
  }

  /// Reads the answers in `bytes` (what the terminal sent back so far).
  public static func parse(_ bytes: [UInt8]) -> Answers {
    var answers = Answers()
    let text = String(decoding: bytes, as: UTF8.self)
    if let range = text.range(of: "\u{1B}_Gi=31;") {
      answers.kitty = text[range.upperBound...].hasPrefix("OK")
    }
    if let range = text.range(of: "\u{1B}P>|") {
      let name = text[range.upperBound...].prefix { $0 != "\u{1B}" }.lowercased()
      answers.iTerm2 = name.contains("iterm2") || name.contains("wezterm")
    }
    if let range = text.range(of: "\u{1B}[?") {
      let rest = text[range.upperBound...]
      if let end = rest.firstIndex(of: "c") {
        answers.isComplete = true
        let attributes = rest[..<end].split(separator: ";")
        answers.sixel = attributes.dropFirst().contains("4")
      }
    }
    return answers
  }

  /// Asks the terminal on `input` / `output` (raw mode is set for the
  /// probe and restored), waiting at most `timeout` seconds for DA1's
  /// answer. A terminal that answers nothing gets half blocks.
  public static func run(input: Int32 = 0, output: Int32 = 1, timeout: Double = 0.5)
    -> Answers
  {
    guard isatty(input) == 1 else { return Answers() }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return Answers() }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(input, TCSANOW, &raw)
    defer { tcsetattr(input, TCSANOW, &saved) }
    _ = query.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    var received: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 1024)
    while Date() < deadline {
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let wait = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
      guard poll(&descriptor, 1, wait) > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      received += buffer[0..<count]
      if parse(received).isComplete { break }
    }
    return parse(received)
  }
}
