/// Wraps escape sequences so tmux hands them to the outer terminal
/// (needs `set -g allow-passthrough on` in tmux 3.3 and later): every ESC
/// in the payload is doubled inside `ESC P tmux; … ESC \`.
public enum TmuxPassthrough {
  /// `sequence` wrapped for tmux.
  public static func wrap(_ sequence: [UInt8]) -> [UInt8] {
    var output = Array("\u{1B}Ptmux;".utf8)
    output.reserveCapacity(sequence.count + 16)
    for byte in sequence {
      if byte == 0x1B { output.append(0x1B) }
      output.append(byte)
    }
    output += [0x1B, UInt8(ascii: "\\")]
    return output
  }

  /// Whether the process runs inside tmux (`TMUX` is set).
  public static func isInsideTmux(environment: [String: String]) -> Bool {
    environment["TMUX"].map { !$0.isEmpty } ?? false
  }
}
