import Testing
import Trellis
import TrellisTables
import TrellisTesting

/// What a row's tap reaches, made after the table.
@MainActor
private final class Opener {
  var opened: [String] = []
}

@MainActor
@Suite("Actions attached after a table was made")
struct LiveTableActionsTests {
  /// Issue 32 item 11: a live table made before its navigator gets its
  /// tap and detail actions later; a mounted table shows the new
  /// accessories and keeps its scroll position.
  @Test func actionsAttachedAfterCreationRunOnTapAndShowTheirAccessory() async throws {
    let live = LiveTableModel<Message>(width: 20, environment: .characterGrid())
    live.applySynchronously((0..<30).map { Message(id: $0, text: "m\($0)", day: "Mon") })
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let list = live.table.mount(
      host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 20, height: 6))
    list.scroll(to: 10)
    await live.settle()
    live.table.tapRow(at: ItemPath(section: 0, item: 12))  // no action yet: nothing

    let opener = Opener()
    var actions = TableActions()
    actions.onTap(Message.self) { [weak opener] message, _ in
      opener?.opened.append(message.text)
      return .deselect
    }
    actions.onDetail(Message.self) { [weak opener] message, _ in
      opener?.opened.append("detail \(message.text)")
    }
    live.actions = actions
    await live.settle()
    #expect(live.table.list?.contentOffset == 10)
    let row = try #require(host.find(text: "m12"))
    #expect(host.tap(row.id))
    live.table.tapDetail(at: ItemPath(section: 0, item: 13))
    #expect(opener.opened == ["m12", "detail m13"])
    #expect(host.mountedViews.contains { $0.text == Accessory.detailGlyph })
  }
}
