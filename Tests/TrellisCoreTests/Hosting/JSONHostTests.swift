import Foundation
import Testing
import Trellis

/// Every built-in control, each keeping its value in state so the screen
/// shows what the user did.
private struct ControlPanel: StatefulComponent {
  struct Values: Equatable, Sendable {
    var presses = 0
    var isOn = false
    var level = 0.5
    var segment = 0
    var date = Date(timeIntervalSince1970: 0)
    var name = ""
    var notes = ""
    var submitted = ""
  }

  func initialState() -> Values { Values() }

  func body(state: Values, scope: Scope<Values>) -> some Component {
    Stack(alignment: .start) {
      Button("Press") { scope.mutate { $0.presses += 1 } }.tag("button")
      Text("presses \(state.presses)").tag("presses")
      Toggle("Wi-Fi", isOn: state.isOn) { value in scope.mutate { $0.isOn = value } }
        .tag("toggle")
      Slider(value: state.level, in: 0...1, step: 0.25) { value in
        scope.mutate { $0.level = value }
      }.frame(width: 9).tag("slider")
      SegmentedControl(["A", "B", "C"], selection: state.segment) { index in
        scope.mutate { $0.segment = index }
      }.tag("segments")
      DatePicker(state.date, mode: .date) { date in scope.mutate { $0.date = date } }
        .tag("date")
      TextField("Name", text: state.name) { text in scope.mutate { $0.name = text } }
        .onSubmit { text in scope.mutate { $0.submitted = text } }
        .frame(width: 12).tag("name")
      TextArea("Notes", text: state.notes, minLines: 2) { text in
        scope.mutate { $0.notes = text }
      }.frame(width: 12).tag("notes")
      Text("submitted \(state.submitted)").tag("submitted")
    }
  }
}

@MainActor
@Suite("A third host that only routes events: JSON in, JSON out")
struct JSONHostTests {
  private func mount() async -> (JSONHost, ComponentRoot) {
    let host = JSONHost(width: 40, height: 20)
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(ControlPanel())
    return (host, root)
  }

  @Test("keys reach every built-in control through the tree")
  func keysDriveEveryControl() async throws {
    let (host, root) = await mount()
    // Tab to the button, Enter presses it, Space presses it again.
    try await send(host, root, #"{"type":"key","key":"tab"}"#, #"{"type":"key","key":"enter"}"#)
    try await send(host, root, #"{"type":"key","key":"space"}"#)
    #expect(try view(host, "presses").text == "presses 2")
    // The switch: Tab, Space.
    try await send(host, root, #"{"type":"key","key":"tab"}"#, #"{"type":"key","key":"space"}"#)
    #expect(try view(host, "toggle")[.isOn] == true)
    // The slider: Tab, → twice.
    try await send(
      host, root, #"{"type":"key","key":"tab"}"#, #"{"type":"key","key":"right"}"#,
      #"{"type":"key","key":"right"}"#)
    #expect(try view(host, "slider")[.doubleValue] == 1)
    // The segmented control: Tab, → then ←, →, →.
    try await send(
      host, root, #"{"type":"key","key":"tab"}"#, #"{"type":"key","key":"right"}"#,
      #"{"type":"key","key":"right"}"#)
    #expect(try view(host, "segments")[.selectedIndex] == 2)
    // The date picker: Tab, → to the month, ↑.
    try await send(
      host, root, #"{"type":"key","key":"tab"}"#, #"{"type":"key","key":"right"}"#,
      #"{"type":"key","key":"up"}"#)
    let date = try #require(try view(host, "date")[.date])
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = host.tree.timeZone
    #expect(
      calendar.component(.month, from: date) == calendar.component(
        .month, from: Date(timeIntervalSince1970: 0)) % 12 + 1)
    // The text field: Tab, type, Backspace, Enter submits.
    try await send(
      host, root, #"{"type":"key","key":"tab"}"#, #"{"type":"text","text":"Adam"}"#,
      #"{"type":"key","key":"backspace"}"#, #"{"type":"key","key":"enter"}"#)
    #expect(try view(host, "name")[.value] == "Ada")
    #expect(try view(host, "submitted").text == "submitted Ada")
    // The text area: Tab, two lines.
    try await send(
      host, root, #"{"type":"key","key":"tab"}"#, #"{"type":"key","key":"h"}"#,
      #"{"type":"key","key":"enter"}"#, #"{"type":"key","key":"i"}"#)
    #expect(try view(host, "notes")[.value] == "h\ni")
    withExtendedLifetime(root) {}
  }

  @Test("clicks reach every built-in control through the tree")
  func clicksDriveEveryControl() async throws {
    let (host, root) = await mount()
    func click(_ tag: String, dx: Double = 0) throws -> String {
      let frame = try view(host, tag).absoluteFrame
      return #"{"type":"click","x":\#(frame.minX + dx),"y":\#(frame.minY)}"#
    }
    try await send(host, root, try click("button"), try click("toggle"))
    #expect(try view(host, "presses").text == "presses 1")
    #expect(try view(host, "toggle")[.isOn] == true)
    // The slider's last column is its maximum; ` A | B | C `: column 5 is B.
    try await send(host, root, try click("slider", dx: 8), try click("segments", dx: 5))
    #expect(try view(host, "slider")[.doubleValue] == 1)
    #expect(try view(host, "segments")[.selectedIndex] == 1)
    // A click focuses a text field; typing goes in at the caret.
    try await send(host, root, try click("name"), #"{"type":"text","text":"Bo"}"#)
    #expect(try view(host, "name")[.value] == "Bo")
    #expect(host.focusedView == (try view(host, "name")).id)
    #expect(host.json().contains(#""focused":true"#))
    withExtendedLifetime(root) {}
  }

  @Test("focus by identifier and tag is the same on this host as on every other")
  func focusByTag() async throws {
    let (host, root) = await mount()
    #expect(host.focus(tag: "slider"))
    #expect(host.focusedView == (try view(host, "slider")).id)
    #expect(!host.focus(tag: "nothing"))
    withExtendedLifetime(root) {}
  }

  @Test("bad messages are typed errors and change nothing")
  func badMessages() async throws {
    let (host, root) = await mount()
    let before = host.json()
    #expect(throws: JSONHost.MessageError.malformed("{")) { try host.receive("{") }
    #expect(throws: JSONHost.MessageError.unknownKey("hyper")) {
      try host.receive(#"{"type":"key","key":"hyper"}"#)
    }
    #expect(throws: JSONHost.MessageError.missing(field: "y", in: #"{"type":"click","x":1}"#)) {
      try host.receive(#"{"type":"click","x":1}"#)
    }
    await root.settle()
    #expect(host.json() == before)
    withExtendedLifetime(root) {}
  }
}
