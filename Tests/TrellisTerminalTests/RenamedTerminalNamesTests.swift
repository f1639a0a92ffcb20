import Testing
import Trellis
import TrellisTerminal

/// Code written against the terminal's old names still compiles and means
/// the same. The old spellings are used only inside a deprecated witness
/// reached through a protocol, so the target stays free of warnings.
@MainActor
private protocol OldTerminalSpellingCheck {
  func check()
}

@MainActor
private struct OldTerminalSpellings: OldTerminalSpellingCheck {
  @available(*, deprecated, message: "uses the old names on purpose")
  func check() {
    let modifiers: KeyModifiers = [.control, .capsLock]
    #expect(KeyEvent(.character("c"), modifiers: modifiers).isInterrupt)

    var buffer = CellBuffer(width: 2, height: 1)
    buffer.write("ab", x: 0, y: 0)
    var renderer = Renderer(capabilities: TerminalCapabilities(synchronizedOutput: false))
    var first: [UInt8] = []
    renderer.render(from: buffer, to: buffer, cursor: nil, into: &first)
    renderer.invalidate()
    var second: [UInt8] = []
    renderer.render(from: buffer, to: buffer, cursor: nil, into: &second)
    #expect(second == first, "the old invalidate() still redraws everything")

    var terminal = MemoryTerminal(width: 2, height: 1)
    terminal.write(Array("ab".utf8))
    #expect(terminal.screen == terminal.cells)
    let host = TerminalHost(width: 3, height: 1)
    #expect(host.drawnScreen() == host.drawnCells())
  }
}

@MainActor
@Suite("Renamed terminal names")
struct RenamedTerminalNamesTests {
  @Test("the terminal's old names still resolve to the new ones")
  func oldNamesStillResolve() {
    let check: any OldTerminalSpellingCheck = OldTerminalSpellings()
    check.check()
  }
}
