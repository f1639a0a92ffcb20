import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Wheel and drag events")
struct WheelAndDragTests {
  func mount(_ component: some Component) -> (HeadlessHost, ComponentRoot) {
    mountHeadless(component)
  }

  /// A point inside the view tagged `tag`, `offset` from its top-left
  /// corner, in root coordinates.
  func point(in host: HeadlessHost, tag: String, offset: Point = Point(x: 1, y: 0)) throws -> Point
  {
    let view = try #require(host.find(tag: tag))
    let frame = try #require(host.absoluteFrame(of: view.id))
    return Point(x: frame.minX + offset.x, y: frame.minY + offset.y)
  }

  func describe(_ event: HostEvent) -> String {
    switch event {
    case .wheel(let delta): "wheel \(Int(delta.x)),\(Int(delta.y))"
    case .drag(let drag):
      "drag \(drag.phase == .ended ? "ended" : "changed") "
        + "\(Int(drag.start.x)),\(Int(drag.start.y))→\(Int(drag.location.x)),\(Int(drag.location.y))"
    case .tap: "tap"
    default: "other"
    }
  }

  @Test("the wheel over a view (or a view inside it) that handles wheel events reaches it")
  func wheelReachesHandler() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        Text("photo").tag("inner")
      }
      .frame(width: 20, height: 4)
      .on(.wheel) { event, _ in log.add(describe(event)) }
      .tag("pane"))
    #expect(host.tree.wheel(Point(x: 0, y: 3), at: try point(in: host, tag: "inner")))
    #expect(host.tree.wheel(Point(x: -3, y: 0), at: try point(in: host, tag: "pane")))
    #expect(log.lines == ["wheel 0,3", "wheel -3,0"])
    // Nothing handles the wheel outside the pane.
    #expect(!host.tree.wheel(Point(x: 0, y: 3), at: Point(x: 30, y: 10)))
    withExtendedLifetime(root) {}
  }

  @Test("the nearest of a scroll view and a wheel handler takes the wheel")
  func nearestTakesTheWheel() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        ScrollView {
          Stack {
            for row in 0..<20 { Text("Row \(row)").tag("row-\(row)") }
          }
        }
        .frame(height: 4)
        .tag("scroll")
        ScrollView {
          Stack {
            Text("carousel").tag("carousel")
              .on(.wheel) { event, _ in log.add(describe(event)) }
            for row in 0..<20 { Text("Line \(row)") }
          }
        }
        .frame(height: 4)
        .tag("outer")
      }
      .on(.wheel) { event, _ in log.add("outer " + describe(event)) })
    // The list under the pointer scrolls; the handler around it sees nothing.
    #expect(host.tree.wheel(Point(x: 0, y: 3), at: try point(in: host, tag: "row-0")))
    #expect(host.tree.node(try #require(host.find(tag: "scroll")).id)?.contentOffset.y == 3)
    #expect(log.lines.isEmpty)
    // A handler inside a scroll view takes the wheel before it scrolls.
    #expect(host.tree.wheel(Point(x: 0, y: 3), at: try point(in: host, tag: "carousel")))
    #expect(log.lines == ["wheel 0,3"])
    #expect(host.tree.node(try #require(host.find(tag: "outer")).id)?.contentOffset.y == 0)
    withExtendedLifetime(root) {}
  }

  @Test("a drag reaches the view that handles drags, in its coordinates, and is not a click")
  func dragIsNotAClick() throws {
    let log = Log()
    let (host, root) = mount(
      Stack {
        Text("handle").tag("inner")
          .onTap { log.add("inner tap") }
      }
      .frame(width: 20, height: 4)
      .on(.drag) { event, _ in log.add(describe(event)) }
      .on(.tap) { event, _ in log.add(describe(event)) }
      .tag("pane"))
    let origin = try point(in: host, tag: "pane", offset: .zero)
    let start = try point(in: host, tag: "inner", offset: Point(x: 2, y: 0))
    let local = Point(x: start.x - origin.x, y: start.y - origin.y)
    #expect(host.tree.pointerPressed(at: start))
    // Not moving yet is not a drag.
    #expect(!host.tree.pointerDragged(to: start))
    #expect(host.tree.pointerDragged(to: Point(x: start.x + 3, y: start.y)))
    #expect(host.tree.pointerDragged(to: Point(x: start.x + 5, y: start.y + 1)))
    #expect(host.tree.pointerReleased(at: Point(x: start.x + 5, y: start.y + 1)))
    let from = "\(Int(local.x)),\(Int(local.y))"
    #expect(
      log.lines == [
        "drag changed \(from)→\(Int(local.x) + 3),\(Int(local.y))",
        "drag changed \(from)→\(Int(local.x) + 5),\(Int(local.y) + 1)",
        "drag ended \(from)→\(Int(local.x) + 5),\(Int(local.y) + 1)",
      ])
    // A press and release without a move is still a click.
    #expect(host.tree.pointerPressed(at: start))
    #expect(host.tree.pointerReleased(at: start))
    #expect(log.lines.last == "inner tap")
    withExtendedLifetime(root) {}
  }

  @Test("moving with the button held over views that take no drags still ends in a click")
  func dragWithoutHandlerClicks() throws {
    let log = Log()
    let (host, root) = mount(
      Text("button-like").tag("target").frame(width: 20, height: 2)
        .onTap { log.add("tap") })
    let start = try point(in: host, tag: "target", offset: .zero)
    #expect(host.tree.pointerPressed(at: start))
    #expect(!host.tree.pointerDragged(to: Point(x: start.x + 2, y: start.y)))
    #expect(host.tree.pointerReleased(at: Point(x: start.x + 2, y: start.y)))
    #expect(log.lines == ["tap"])
    withExtendedLifetime(root) {}
  }
}
