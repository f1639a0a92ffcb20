import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Layout components and modifiers")
struct LayoutComponentTests {
  func mount(_ component: some Component, width: Double = 20, height: Double = 10)
    -> HeadlessHost
  {
    let host = HeadlessHost(size: Size(width: width, height: height))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(component)
    return host
  }

  func frame(_ host: HeadlessHost, _ tag: String) -> Rect? {
    host.find(tag: tag)?.absoluteFrame
  }

  @Test("a horizontal stack places children with spacing; flex grow takes the rest")
  func horizontalStack() {
    let host = mount(
      Stack(.horizontal, spacing: 1, alignment: .start) {
        Text("ab").tag("a")
        Text("x").flex(grow: 1).tag("b")
        Badge("3").tag("c")
      })
    #expect(frame(host, "a") == Rect(x: 0, y: 0, width: 2, height: 1))
    #expect(frame(host, "c") == Rect(x: 17, y: 0, width: 3, height: 1))
    #expect(frame(host, "b") == Rect(x: 3, y: 0, width: 13, height: 1))
  }

  @Test("an infinite inset pushes the child to the other edge, as in ComponentKit")
  func infiniteInset() {
    let child = EmptyComponent().frame(width: 40, height: 20).tag("child")
    let host = mount(
      Inset(EdgeInsets(leading: .infinity, trailing: 10)) { child }, width: 200, height: 100)
    // CKInsetComponent: the finite top and bottom insets (0) turn the exact
    // 100-high range into the child's minimum height.
    #expect(frame(host, "child") == Rect(x: 150, y: 0, width: 40, height: 100))
    let below = mount(
      Inset(EdgeInsets(top: .infinity, leading: 5)) { child }, width: 200, height: 100)
    // Finite leading and trailing insets: the child is at least 200 - 5 wide.
    #expect(frame(below, "child") == Rect(x: 5, y: 80, width: 195, height: 20))
    let margin = mount(
      Stack(alignment: .start) { child.margin(EdgeInsets(leading: .infinity)) }
        .frame(width: 200, height: 100), width: 200, height: 100)
    #expect(frame(margin, "child")?.minX == 160)
  }

  @Test("a ratio says which way it reads: widthToHeight 2 and heightToWidth 0.5 are the same box")
  func ratioLabels() {
    let wide = mount(
      Stack(alignment: .start) { Ratio(widthToHeight: 2) { Divider().tag("r") }.frame(width: 8) })
    let sameBox = mount(
      Stack(alignment: .start) { Ratio(heightToWidth: 0.5) { Divider().tag("r") }.frame(width: 8) })
    #expect(frame(wide, "r")?.size == Size(width: 8, height: 4))
    #expect(frame(sameBox, "r")?.size == Size(width: 8, height: 4))
  }

  @Test("a ratio at the root, given only a width, takes its height from the ratio")
  func ratioAsRootWithOnlyAWidth() {
    let host = HeadlessHost(size: Size(width: 120, height: 200))
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: SizeRange(width: 120))
    root.renderSynchronously(Ratio(widthToHeight: 2) { Divider().tag("r") })
    #expect(frame(host, "r")?.size == Size(width: 120, height: 60))
  }

  @Test("an empty component with a frame is an empty box of that size; bare, it takes no space")
  func emptyComponentWithFrame() {
    let host = mount(
      Stack(.horizontal, alignment: .start) {
        EmptyComponent()
        EmptyComponent().frame(width: 4, height: 2).tag("gap")
        Text("x").tag("x")
      })
    #expect(frame(host, "gap") == Rect(x: 0, y: 0, width: 4, height: 2))
    #expect(frame(host, "x")?.minX == 4)
  }

  @Test("justification and alignment")
  func justifyAlign() {
    let host = mount(
      Stack(.horizontal, alignment: .end, justification: .spaceBetween) {
        Text("a").tag("a")
        Text("b").tag("b")
      }.frame(height: 3))
    #expect(frame(host, "a") == Rect(x: 0, y: 2, width: 1, height: 1))
    #expect(frame(host, "b") == Rect(x: 19, y: 2, width: 1, height: 1))
  }

  @Test("frame fixes a size; min and max bound it")
  func frames() {
    let host = mount(
      Stack(alignment: .start) {
        Text("hello").frame(width: 3, height: 2).tag("fixed")
        Text("a long line of text").frame(maxWidth: 8).tag("bounded")
        Text("x").frame(minWidth: 4).tag("min")
      })
    #expect(frame(host, "fixed")?.size == Size(width: 3, height: 2))
    // "a long" / "line of" / "text": the widest line is 7.
    #expect(frame(host, "bounded")?.size == Size(width: 7, height: 3))
    #expect(frame(host, "min")?.size.width == 4)
  }

  @Test("inset, center and ratio")
  func insetCenterRatio() {
    let host = mount(
      Stack(alignment: .start) {
        Inset(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)) { Text("in").tag("in") }
          .tag("inset")
        Center { Text("c").tag("c") }.frame(width: 5, height: 3)
        Ratio(widthToHeight: 2) { Divider().tag("r") }.frame(width: 6)
      })
    #expect(frame(host, "in") == Rect(x: 2, y: 1, width: 2, height: 1))
    #expect(frame(host, "inset")?.size == Size(width: 6, height: 3))
    #expect(frame(host, "c") == Rect(x: 2, y: 4, width: 1, height: 1))
    #expect(frame(host, "r")?.size == Size(width: 6, height: 3))
  }

  @Test("background and overlay take the content's size, behind and in front")
  func backgroundOverlay() throws {
    let host = mount(
      Stack(alignment: .start) {
        Text("content").tag("content")
          .background { HostView(ViewKind("fill")).tag("back") }
          .overlay { Badge("!").tag("front") }
          .tag("box")
      })
    #expect(frame(host, "back") == Rect(x: 0, y: 0, width: 7, height: 1))
    #expect(frame(host, "front")?.origin == Point(x: 0, y: 0))
    let box = try #require(host.find(tag: "box"))
    let order = box.children.compactMap { host.view($0)?.tag }
    #expect(order == ["back", "content", "front"])
  }

  @Test("absolute places children at their positions")
  func absolute() {
    let host = mount(
      Absolute {
        Text("A").position(x: 3, y: 2).tag("a")
        Text("B").tag("b")
      }.frame(width: 10, height: 5))
    #expect(frame(host, "a") == Rect(x: 3, y: 2, width: 1, height: 1))
    #expect(frame(host, "b") == Rect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test("spacer pushes siblings apart; divider spans the stack")
  func spacerDivider() {
    let host = mount(
      Stack {
        Stack(.horizontal) {
          Text("L").tag("l")
          Spacer()
          Text("R").tag("r")
        }
        Divider().tag("d")
      })
    #expect(frame(host, "r")?.minX == 19)
    #expect(frame(host, "d") == Rect(x: 0, y: 1, width: 20, height: 1))
  }

  @Test("the outer of two conflicting modifiers wins")
  func outerModifierWins() {
    let host = mount(
      Stack(alignment: .start) { Text("x").frame(width: 3).frame(width: 5).tag("x") })
    #expect(frame(host, "x")?.width == 5)
  }
}
