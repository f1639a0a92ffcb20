import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Built-in leaves")
struct LeafTests {
  func mount(_ component: some Component) -> (HeadlessHost, ComponentRoot) {
    mountHeadless(component)
  }

  @Test("styled text keeps its runs and links")
  func styledText() throws {
    let (host, root) = mount(
      (Text("bold").bold() + Text(" and ") + Text("red").foregroundColor(.red).underline())
        .lineLimit(1).tag("t"))
    let text = try #require(host.find(tag: "t")?[.text])
    #expect(text.runs.count == 3)
    #expect(text.runs[0].style.bold)
    #expect(text.runs[2].style == TextStyle(underline: true, foreground: .red))
    #expect(host.find(tag: "t")?[.maxLines] == 1)
    withExtendedLifetime(root) {}
  }

  @Test("button titles per state; a disabled button ignores taps")
  func button() {
    let tapped = Log()
    let (host, root) = mount(
      Stack(alignment: .start) {
        Button("Go") { tapped.add("go") }.titles(disabled: "Wait").disabled().tag("off")
        Button("Go") { tapped.add("go") }.tag("on")
      })
    #expect(host.find(tag: "off")?[.disabledTitle] == "Wait")
    #expect(host.find(tag: "off")?[.disabled] == true)
    #expect(host.tap(tag: "off") == false)
    #expect(host.tap(tag: "on"))
    #expect(tapped.lines == ["go"])
    withExtendedLifetime(root) {}
    #expect(host.find(tag: "on")?.frame.size == Size(width: 4, height: 1))
  }

  @Test("switch, slider, segmented control and date picker report values")
  func controls() throws {
    let log = Log()
    let date = Date(timeIntervalSince1970: 0)
    let (host, root) = mount(
      Stack(alignment: .start) {
        Toggle("Wi-Fi", isOn: false) { log.add("toggle \($0)") }.tag("toggle")
        Slider(value: 0.33, in: 0...1, step: 0.25) { log.add("slider \($0)") }.tag("slider")
        SegmentedControl(["A", "B"], selection: 0) { log.add("segment \($0)") }.tag("seg")
        DatePicker(date, mode: .dateAndTime) { log.add("date \($0.timeIntervalSince1970)") }
          .tag("date")
        ActivityIndicator().tag("spin")
        ProgressBar(value: 1.5, label: "done").tag("progress")
      })
    #expect(host.find(tag: "slider")?[.doubleValue] == 0.25)
    #expect(host.find(tag: "progress")?[.doubleValue] == 1)
    #expect(host.find(tag: "date")?[.datePickerMode] == .dateAndTime)
    #expect(host.find(tag: "date")?.frame.size.width == 16)
    #expect(host.find(tag: "toggle")?.frame.size.width == 9)
    host.tap(tag: "toggle")
    let slider = try #require(host.find(tag: "slider")).id
    host.send(.valueChanged(0.9), to: slider)
    host.send(.segmentSelected(1), to: try #require(host.find(tag: "seg")).id)
    host.send(.segmentSelected(7), to: try #require(host.find(tag: "seg")).id)
    host.send(
      .dateChanged(Date(timeIntervalSince1970: 60)), to: try #require(host.find(tag: "date")).id)
    #expect(log.lines == ["toggle true", "slider 1.0", "segment 1", "date 60.0"])
    withExtendedLifetime(root) {}
  }

  @Test("scroll view lays its content out unbounded and reports scrolling")
  func scrollView() throws {
    let offsets = Log()
    let (host, root) = mount(
      ScrollView(onScroll: { offsets.add("\($0.y)") }) {
        for index in 0..<30 { Text("line \(index)").tag("line\(index)") }
      }.frame(height: 5).tag("scroll"))
    let scroll = try #require(host.find(tag: "scroll"))
    #expect(scroll.frame.size.height == 5)
    #expect(host.find(tag: "line29")?.frame.minY == 29)
    host.scroll(scroll.id, to: Point(x: 0, y: 10))
    #expect(offsets.lines == ["10.0"])
    #expect(host.find(tag: "line12")?.absoluteFrame.minY == 2)
    #expect(host.hitTest(Point(x: 1, y: 2)) == host.find(tag: "line12")?.id)
    withExtendedLifetime(root) {}
  }

  @Test("list separates rows with dividers")
  func list() {
    let (host, root) = mount(List(["a", "b", "c"]) { Text($0) }.frame(height: 6))
    #expect(host.findAll(kind: .divider).count == 2)
    #expect(host.findAll(kind: .list).count == 1)
    withExtendedLifetime(root) {}
  }
}
