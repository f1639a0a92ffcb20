import Testing
import Trellis

@testable import TrellisTerminalBackend

private func key(_ character: Character, _ modifiers: TerminalModifiers = []) -> InputEvent {
  .key(KeyEvent(.character(character), modifiers: modifiers))
}

private let controlC = key("c", .control)

/// Takes every event the queue holds now (it is finished first, so taking
/// never waits).
private func drain(_ queue: InputQueue) async -> [InputEvent] {
  queue.finish()
  var events: [InputEvent] = []
  while let event = await queue.next() { events.append(event) }
  return events
}

@Suite("Input queue")
struct InputQueueTests {
  @Test("Ctrl-C is taken before every event queued ahead of it (issue 27.5)")
  func interruptJumpsTheQueue() async {
    let queue = InputQueue()
    for _ in 0..<500 { queue.push(key("a")) }
    queue.push(controlC)
    #expect(queue.holdsInterrupt)
    #expect(await queue.next() == controlC)
    #expect(!queue.holdsInterrupt)
    #expect(await drain(queue) == Array(repeating: key("a"), count: 500))
  }

  @Test("at most the limit waits; later input is dropped and counted, Ctrl-C never")
  func boundedQueue() async {
    let queue = InputQueue(limit: 10)
    for index in 0..<25 { queue.push(key(Character(String(index % 10)))) }
    queue.push(controlC)
    #expect(queue.droppedCount == 15)
    let events = await drain(queue)
    #expect(events.first == controlC)
    #expect(events.count == 11)
  }

  @Test("a resize or mouse move replaces the same event waiting last; a resize is never dropped")
  func coalescing() async {
    let queue = InputQueue(limit: 2)
    queue.push(.resize(TerminalSize(columns: 10, rows: 5)))
    queue.push(.resize(TerminalSize(columns: 20, rows: 5)))
    queue.push(.mouse(MouseEvent(.move, column: 1, row: 1)))
    queue.push(.mouse(MouseEvent(.move, column: 2, row: 2)))
    queue.push(key("x"))  // full: dropped
    queue.push(.resize(TerminalSize(columns: 30, rows: 5)))  // full, but kept
    #expect(
      await drain(queue) == [
        .resize(TerminalSize(columns: 20, rows: 5)), .mouse(MouseEvent(.move, column: 2, row: 2)),
        .resize(TerminalSize(columns: 30, rows: 5)),
      ])
  }

  @Test("a waiting taker gets the next event; finishing or cancelling ends the wait")
  func waiting() async {
    let queue = InputQueue()
    async let taken = queue.next()
    // The taker may or may not be waiting yet: either way it gets the key.
    queue.push(key("a"))
    #expect(await taken == key("a"))

    let cancelled = Task { await queue.next() }
    cancelled.cancel()
    #expect(await cancelled.value == nil)
    // A cancelled queue has ended.
    queue.push(key("b"))
    #expect(await queue.next() == nil)
  }
}
