import Observation
import Testing
import Trellis
import TrellisDiff
import TrellisTables
import TrellisTesting

struct Message: Identifiable, Equatable, Sendable, TableCellObject {
  let id: Int
  var text: String
  var day: String
  func makeCell(context: CellContext) -> TitleCell { TitleCell(text) }
}

@Observable
@MainActor
final class Inbox {
  var messages: [Message] = []
}

@MainActor
@Suite("LiveTableModel")
struct LiveTableModelTests {
  func shownTexts(_ host: HeadlessHost) -> [String] {
    host.mountedViews.filter { $0.text != nil }
      .sorted { $0.absoluteFrame.minY < $1.absoluteFrame.minY }.compactMap(\.text)
  }

  @Test("an @Observable array re-diffs into the table when it changes")
  func observable() async {
    let inbox = Inbox()
    inbox.messages = [Message(id: 1, text: "hi", day: "Mon")]
    let host = HeadlessHost(size: Size(width: 20, height: 8))
    let live = LiveTableModel<Message>(
      width: 20, environment: .characterGrid(), section: { $0.day })
    live.observe { inbox.messages }
    live.table.mount(
      host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 20, height: 8))
    inbox.messages.insert(Message(id: 2, text: "new", day: "Mon"), at: 0)
    inbox.messages.append(Message(id: 3, text: "later", day: "Tue"))
    // The change is seen on the next main-actor turn; settle waits for it.
    await live.settle()
    #expect(live.sections.flatMap(\.items).count == 3)
    #expect(shownTexts(host) == ["Mon", "new", "hi", "Tue", "later"])
    inbox.messages.removeFirst()
    await live.settle()
    #expect(shownTexts(host) == ["Mon", "hi", "Tue", "later"])
  }

  @Test("a live table offers a section index, and its titles scroll to their sections")
  func liveSectionIndex() async {
    let host = HeadlessHost(size: Size(width: 20, height: 4))
    let live = LiveTableModel<Message>(
      width: 20, environment: .characterGrid(), sectionIndex: .sectionTitles(),
      section: { $0.day })
    live.table.mount(
      host: host, parent: host.rootView, frame: Rect(x: 0, y: 0, width: 20, height: 4))
    await live.apply(
      (1...12).map { Message(id: $0, text: "m\($0)", day: $0 <= 6 ? "Mon" : "Tue") })
    #expect(live.table.model.sectionIndexTitles == ["M", "T"])
    #expect(live.table.scroll(toIndexTitle: "T"))
    await live.table.settle()
    #expect(host.find(text: "Tue")?.absoluteFrame.minY == 0)
    live.table.sectionIndex = .none
    #expect(!live.table.scroll(toIndexTitle: "T"))
  }

  @Test("each snapshot of an async sequence yields the diff from the one before")
  func asyncSequence() async {
    let (stream, continuation) = AsyncStream<[Message]>.makeStream()
    let live = LiveTableModel<Message>(width: 20, environment: .characterGrid())
    let a = Message(id: 1, text: "a", day: "")
    let b = Message(id: 2, text: "b", day: "")
    continuation.yield([a, b])
    continuation.yield([b, Message(id: 1, text: "a2", day: "")])
    continuation.finish()
    await live.consume(stream).value
    #expect(live.table.model.rowCount == 2)
    let first = live.table.model[ItemPath(section: 0, item: 1)] as? Message
    #expect(first?.text == "a2")
    let changes = await live.apply([b])
    #expect(changes == Changeset(itemDeletes: [ItemPath(section: 0, item: 1)]))
  }
}
