import Testing
import Trellis

@Suite("Key command footer items")
struct KeyCommandFooterItemsTests {
  @Test("adjacent commands with one label merge; arrows run together, other keys take a slash")
  func adjacentCommandsMerge() {
    let commands = [
      KeyCommand(KeyPress(.up), "Move"), KeyCommand(KeyPress(.down), "Move"),
      KeyCommand(KeyPress("j"), "Next"), KeyCommand(KeyPress("k"), "Next"),
      KeyCommand(KeyPress(.escape), "Back", isShownInFooter: false),
      KeyCommand(KeyPress(.enter), "Open"),
    ]
    let items = KeyCommand.footerItems(commands)
    #expect(items.map(\.keys) == ["↑↓", "j/k", KeyPress(.enter).displayName])
    #expect(items.map(\.label) == ["Move", "Next", "Open"])
  }
}
