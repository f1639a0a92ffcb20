import Testing
import Trellis
import TrellisTesting

private struct Quit: ComponentAction {}

/// Code written against the old names still compiles and means the same.
///
/// The old spellings are used only inside `OldSpellings.check`, a deprecated
/// witness reached through a protocol, so the test target stays free of
/// deprecation warnings while the compiler still resolves every old name.
@MainActor
private protocol OldSpellingCheck {
  func check()
}

@MainActor
private struct OldSpellings: OldSpellingCheck {
  @available(*, deprecated, message: "uses the old names on purpose")
  func check() {
    let (host, root) = mountHeadless(
      Stack {
        Text("list").tag("list")
          .keyBinding(KeyPress("d"), "Delete") { _ in }
        KeyBindingFooter()
      }
      .keyBinding(KeyPress("q"), "Quit", send: Quit()))
    let command: KeyBinding = KeyCommand(KeyPress("d"), "Delete")
    #expect(host.find(tag: "list")?[.keyBindings] == [command])
    #expect(host.findAll(kind: .keyBindingFooter).count == 1)
    #expect(host.activeKeyBindings.map(\.label).contains("Quit"))
    #expect(ViewKind.keyBindingFooter == .keyCommandFooter)
    #expect(HostViewNode.Placement.screen == .cover)
    withExtendedLifetime(root) {}
  }
}

@MainActor
@Suite("Renamed names")
struct RenamedNamesTests {
  @Test("the old names of renamed API still resolve to the new ones")
  func oldNamesStillResolve() {
    let check: any OldSpellingCheck = OldSpellings()
    check.check()
  }
}
