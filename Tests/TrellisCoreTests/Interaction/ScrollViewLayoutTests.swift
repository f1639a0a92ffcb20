import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("ScrollView layout")
struct ScrollViewLayoutTests {
  func mount(_ component: some Component) -> (HeadlessHost, ComponentRoot) {
    mountHeadless(component)
  }

  @Test("a scroll view at the root is the root's size, not its content's")
  func rootScrollView() {
    let (host, root) = mount(
      ScrollView {
        for index in 0..<30 { Text("Row \(index)") }
      }.tag("scroll"))
    #expect(host.find(tag: "scroll")?.frame == Rect(x: 0, y: 0, width: 40, height: 12))
    #expect(host.find(text: "Row 29")?.frame.minY == 29)
    withExtendedLifetime(root) {}
  }

  @Test("a horizontal scroll view never overflows its container's width; a frame still wins")
  func horizontalAndFramed() {
    let (host, root) = mount(
      Stack {
        ScrollView(.horizontal) {
          Text(String(repeating: "x", count: 100))
        }.tag("wide")
        ScrollView {
          for index in 0..<30 { Text("Row \(index)") }
        }.frame(height: 5).tag("framed")
      })
    #expect(host.find(tag: "wide")?.frame.width == 40)
    #expect(host.find(tag: "framed")?.frame.height == 5)
    withExtendedLifetime(root) {}
  }
}
