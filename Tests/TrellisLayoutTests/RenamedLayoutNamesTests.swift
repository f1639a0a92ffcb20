import Testing
import TrellisLayout

/// Code written against the layout's old names still compiles and means the
/// same. The old spellings are used only inside a deprecated witness reached
/// through a protocol, so the target stays free of warnings.
private protocol OldLayoutSpellingCheck {
  func check()
}

private struct OldLayoutSpellings: OldLayoutSpellingCheck {
  @available(*, deprecated, message: "uses the old names on purpose")
  func check() {
    let edges: Edges = Edges(horizontal: .points(2))
    var style = Style()
    style.padding = edges
    #expect(style.padding == EdgeDimensions(horizontal: .points(2)))
  }
}

@Suite("Renamed layout names")
struct RenamedLayoutNamesTests {
  @Test("the layout's old names still resolve to the new ones")
  func oldNamesStillResolve() {
    let check: any OldLayoutSpellingCheck = OldLayoutSpellings()
    check.check()
  }
}
