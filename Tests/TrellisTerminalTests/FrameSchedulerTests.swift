import Testing
import Trellis
import TrellisTerminal

@Suite("FrameScheduler")
@MainActor
struct FrameSchedulerTests {
  /// Waits until the scheduler has drawn `count` frames, by awaiting the draw
  /// callback itself (no sleeping).
  final class FrameWaiter {
    var frames = 0
    var waiting: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func drew() {
      frames += 1
      let ready = waiting.filter { $0.count <= frames }
      waiting.removeAll { $0.count <= frames }
      for entry in ready { entry.continuation.resume() }
    }

    func wait(for count: Int) async {
      if frames >= count { return }
      await withCheckedContinuation { continuation in
        waiting.append((count, continuation))
      }
    }
  }

  @Test("many requests in one turn give one frame")
  func coalescing() async {
    let waiter = FrameWaiter()
    let scheduler = FrameScheduler { waiter.drew() }
    for _ in 0..<100 { scheduler.requestFrame() }
    #expect(scheduler.isFramePending)
    await waiter.wait(for: 1)
    #expect(scheduler.frameCount == 1)
    #expect(!scheduler.isFramePending)
  }

  @Test("nothing is scheduled while idle, and a later request draws again")
  func idle() async {
    let waiter = FrameWaiter()
    let scheduler = FrameScheduler(interval: .milliseconds(1)) { waiter.drew() }
    #expect(!scheduler.isFramePending)
    #expect(scheduler.frameCount == 0)
    scheduler.requestFrame()
    await waiter.wait(for: 1)
    #expect(!scheduler.isFramePending)
    scheduler.requestFrame()
    scheduler.requestFrame()
    await waiter.wait(for: 2)
    #expect(scheduler.frameCount == 2)
    #expect(!scheduler.isFramePending)
  }

  @Test("a request from inside a frame schedules the next one")
  func requestWhileDrawing() async {
    let waiter = FrameWaiter()
    var scheduler: FrameScheduler?
    scheduler = FrameScheduler(interval: .milliseconds(1)) {
      waiter.drew()
      if waiter.frames < 3 { scheduler?.requestFrame() }
    }
    scheduler?.requestFrame()
    await waiter.wait(for: 3)
    #expect(scheduler?.frameCount == 3)
    #expect(scheduler?.isFramePending == false)
  }

  @Test("a cancelled frame is not drawn")
  func cancel() async {
    let waiter = FrameWaiter()
    let scheduler = FrameScheduler(interval: .milliseconds(1)) { waiter.drew() }
    scheduler.requestFrame()
    scheduler.cancel()
    #expect(!scheduler.isFramePending)
    scheduler.requestFrame()
    await waiter.wait(for: 1)
    #expect(scheduler.frameCount == 1)
  }
}
