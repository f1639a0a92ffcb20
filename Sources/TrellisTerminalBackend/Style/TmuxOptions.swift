import Foundation

/// Reads tmux's options, for features that depend on how tmux is set up
/// (its terminal features, whether it passes graphics through).
public enum TmuxOptions {
  /// The output of `tmux show-options` with `arguments` (e.g.
  /// `["-gv", "allow-passthrough"]`), run from the `PATH` with an
  /// argument list, never a shell; `nil` when tmux is missing or fails.
  public static func show(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tmux", "show-options"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
