import Foundation
import Testing
import Trellis
import TrellisWeb

/// A clock face: what each tick shows.
private struct Tick: Component {
  let count: Int

  var body: some Component {
    Stack(alignment: .start) {
      Text("Clock")
      Text("tick \(count)").tag("tick")
    }
  }
}

@MainActor
@Suite("Frames drawn in the job that made the changes (issue 29)")
struct FrameInSameJobTests {
  @Test("a render's mount sends exactly one frame before the render returns, without yielding")
  func mountSendsItsFrame() {
    // Synchronous: no other main-actor job can run in between.
    let page = PageSession(Tick(count: 0))
    for count in 1...3 {
      let before = page.sentCount
      page.root.renderSynchronously(Tick(count: count))
      let sent = page.messages(since: before)
      #expect(sent.count == 1)
      #expect(sent.first?.contains("tick \(count)") == true)
    }
  }

  @Test("a queued frame a group's end drew already sends nothing and counts no frame")
  func queuedFrameDrawnAlready() async throws {
    let page = PageSession(Tick(count: 0))
    let metrics = FrameMetrics()
    page.host.tree.frameMetrics = metrics
    let tick = try #require(page.host.find(tag: "tick")?.id)
    let before = page.sentCount
    // A change outside any group queues a frame as a job of its own…
    page.host.tree.setFrame(Rect(x: 0, y: 40, width: 100, height: 19), of: tick)
    #expect(page.sentCount == before)
    // …which a render's group draws first, with its own changes.
    page.root.renderSynchronously(Tick(count: 1))
    #expect(page.sentCount == before + 1)
    #expect(metrics.frames.count == 1)
    // The queued job runs before one queued after it on the main actor.
    await Task { @MainActor in }.value
    #expect(page.sentCount == before + 1, "no empty duplicate frame")
    #expect(metrics.frames.count == 1)
  }

  @Test("an input's frame is sent before apply returns")
  func inputFrameBeforeApplyReturns() throws {
    let page = PageSession(FormScreen())
    let field = try #require(page.host.find(tag: "name")?.id)
    let before = page.sentCount
    try page.host.apply(.editText(nil, caret: 1, anchor: nil, view: field), root: page.root)
    let sent = page.messages(since: before)
    #expect(sent.count == 1)
    #expect(page.last("edit", of: "name", in: sent)?.first as? Int == 1)
  }

  @Test("an input that changes nothing sends nothing")
  func idleInputSendsNothing() throws {
    let page = PageSession(FormScreen())
    let zone = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
    try page.host.apply(.timeZone(zone), root: page.root)
    let before = page.sentCount
    #expect(try !page.host.apply(.timeZone(zone), root: page.root))
    #expect(page.sentCount == before)
  }
}
