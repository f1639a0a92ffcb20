// Fuzzes the screen-file loader. For each input it checks that:
// - parsing never traps, whatever the bytes;
// - a file that loads instantiates every screen and builds its component
//   tree without trapping;
// - every problem names the file and a line and column inside the input;
// - aliases are expanded within ScreenFileLimits: an alias bomb (seeded in
//   Fuzz/seeds/ScreenFile/alias-*.yaml) is a limitExceeded problem, and
//   memory stays under run.sh's -rss_limit_mb (512 by default).
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise it
// replays the files or folders given as arguments.

import FuzzSupport
import Trellis
import TrellisPresentation

@main
enum ScreenFileFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: data, as: UTF8.self)
    // libyaml breaks lines at CR, LF, NEL, LS and PS: count them all.
    let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    let lines = 1 + text.unicodeScalars.filter { breaks.contains($0) }.count
    do {
      let file = try ScreenFile.parse(text, path: "fuzz.yaml", names: RegisteredNames())
      MainActor.assumeIsolated {
        guard let storyboard = try? Storyboard(yaml: text, path: "fuzz.yaml") else {
          fatalError("a file that parses must load")
        }
        for screen in file.screens {
          guard let made = try? storyboard.instantiate(screen.identifier) else {
            fatalError("a declared screen must instantiate")
          }
          _ = made.body()
        }
      }
    } catch {
      for problem in error.problems {
        guard problem.location.file == "fuzz.yaml", problem.location.line >= 1,
          problem.location.line <= lines + 1, problem.location.column >= 1
        else { fatalError("problem outside the input: \(problem)") }
      }
    }
  }
}
