import Testing
import Trellis
import TrellisDiff
import TrellisTesting

/// Records what the mounter asked of it.
@MainActor
private final class Probe: Embeddable {
  var calls: [String] = []
  var view: ViewID?
  func mount(host: any Host, in view: ViewID, size: Size) {
    self.view = view
    calls.append("mount \(Int(size.width))x\(Int(size.height))")
  }
  func resize(to size: Size) { calls.append("resize \(Int(size.width))x\(Int(size.height))") }
  func unmount() { calls.append("unmount") }
}

private struct Screen: Component {
  let content: (any Embeddable)?
  let title: String

  var body: some Component {
    Stack {
      Text(title)
      if let content { Embedded(content) }
    }
  }
}

@MainActor
@Suite("Embedded content")
struct EmbeddingTests {
  @Test func mountsOnceResizesWithLayoutAndUnmountsWhenRemoved() async {
    let host = HeadlessHost(size: Size(width: 20, height: 10))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let probe = Probe()
    await root.render(Screen(content: probe, title: "A"))
    #expect(probe.calls == ["mount 20x9"])
    // A rebuild that keeps the content only updates the title.
    await root.render(Screen(content: probe, title: "B"))
    #expect(probe.calls == ["mount 20x9"])
    root.sizeRange = SizeRange(exactly: Size(width: 12, height: 6))
    await root.settle()
    #expect(probe.calls == ["mount 20x9", "resize 12x5"])
    await root.render(Screen(content: nil, title: "B"))
    #expect(probe.calls == ["mount 20x9", "resize 12x5", "unmount"])
  }

  @Test func replacingTheContentUnmountsTheOldBeforeMountingTheNew() async {
    let host = HeadlessHost(size: Size(width: 10, height: 4))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let first = Probe()
    let second = Probe()
    await root.render(Screen(content: first, title: "x"))
    await root.render(Screen(content: second, title: "x"))
    #expect(first.calls == ["mount 10x3", "unmount"])
    #expect(second.calls == ["mount 10x3"])
    root.unmount()
    #expect(second.calls == ["mount 10x3", "unmount"])
  }

  @Test func aVirtualListMountsOnlyVisibleRowsInsideItsView() async throws {
    let host = HeadlessHost(size: Size(width: 20, height: 6))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let dataSource = ComponentDataSource<String, Int>(
      sizeRange: SizeRange(width: 20), environment: .characterGrid()
    ) {
      number, _ in Text("Row \(number)")
    }
    try dataSource.applySynchronously(
      Changeset(sectionInserts: [0]), to: [ListSection("", items: Array(0..<2_000))])
    let list = VirtualList(dataSource)
    await root.render(Screen(content: list, title: "Numbers"))
    let mounter = try #require(list.mounter)
    #expect(mounter.frame == Rect(x: 0, y: 0, width: 20, height: 5))
    #expect(host.absoluteFrame(of: mounter.listView)?.minY == 1)
    #expect(mounter.mountedCount <= 15, "the viewport plus one viewport of overscan")
    #expect(host.find(text: "Row 0") != nil)

    mounter.scroll(to: 500)
    await root.render(Screen(content: nil, title: "Numbers"))
    #expect(list.mounter == nil)
    #expect(host.find(text: "Row 500") == nil)
    await root.render(Screen(content: list, title: "Numbers"))
    #expect(list.contentOffset == 500, "the scroll position survives remounting")
    #expect(host.find(text: "Row 500") != nil)
  }
}
