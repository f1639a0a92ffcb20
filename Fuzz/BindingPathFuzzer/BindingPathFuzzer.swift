// Fuzzes binding paths: parsing and resolving against a small mounted tree.
// For each input it checks that:
// - parsing never traps, and a path that parses prints back to text that
//   parses to the same path;
// - an error's offset lies within the text;
// - resolving the path from every view of a fixed tree, and binding it
//   through a Binder, never traps: it finds a view or says which step failed.
//
// Built with -DFUZZING (see Fuzz/run.sh) this is a libFuzzer target; otherwise
// it replays the files or folders given as arguments.

import FuzzSupport
import Trellis
import TrellisBinding
import TrellisTesting

@main
enum BindingPathFuzzing: FuzzTarget {
  static func fuzzOne(_ data: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: data, as: UTF8.self)
    MainActor.assumeIsolated { check(text) }
  }

  @MainActor
  static func check(_ text: String) {
    let path: BindingPath
    do {
      path = try BindingPath(parsing: text)
    } catch {
      if error.offset < 0 || error.offset > text.count {
        fatalError("offset \(error.offset) outside \(text.count) characters: \(error)")
      }
      return
    }
    guard let again = try? BindingPath(parsing: path.description), again == path else {
      fatalError("\(path) does not parse back")
    }
    let fixture = FuzzFixture.shared
    for id in fixture.tree.mountedIDs {
      do {
        let target = try ViewTreeWalker.walk(path.steps, from: id, in: fixture.tree)
        if let view = target.view, fixture.tree.node(view) == nil {
          fatalError("walked to a missing view")
        }
      } catch {
        _ = error.description
      }
    }
  }
}
