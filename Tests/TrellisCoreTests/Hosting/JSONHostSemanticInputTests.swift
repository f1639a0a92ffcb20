import Foundation
import Testing
import Trellis

/// Every built-in control a host with native inputs reports values for,
/// each keeping its value in state so the screen shows what the user did.
private struct NativeInputPanel: StatefulComponent {
  struct Values: Equatable, Sendable {
    var presses = 0
    var isOn = false
    var level = 0.5
    var segment = 0
    var date = Date(timeIntervalSince1970: 0)
    var name = ""
    var password = ""
    var notes = ""
    var submitted = ""
    var scrolledTo = 0.0
    var rowTaps = 0
  }

  func initialState() -> Values { Values() }

  func body(state: Values, scope: Scope<Values>) -> some Component {
    Stack(alignment: .start) {
      Button("Press") { scope.mutate { $0.presses += 1 } }.tag("button")
      Button("Off") {}.disabled().tag("disabled")
      Text("presses \(state.presses) taps \(state.rowTaps)").onTap {
        scope.mutate { $0.rowTaps += 1 }
      }.tag("presses")
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
      TextField("Password", text: state.password) { text in
        scope.mutate { $0.password = text }
      }.secure().frame(width: 12).tag("password")
      TextArea("Notes", text: state.notes, minLines: 2) { text in
        scope.mutate { $0.notes = text }
      }.frame(width: 12).tag("notes")
      Text("submitted \(state.submitted) scrolled \(state.scrolledTo)").tag("submitted")
      ScrollView(onScroll: { offset in scope.mutate { $0.scrolledTo = offset.y } }) {
        Stack(alignment: .start) {
          for row in 0..<10 { Text("row \(row)") }
        }
      }.frame(width: 10, height: 3).tag("scroll")
    }
  }
}

/// Stands in for a two-way binding: takes every edit a control reports.
@MainActor
private final class EditRecorder: HostViewTreeObserver {
  var reports: [HostEvent] = []

  func viewTree(_ tree: HostViewTree, control id: ViewID, reports event: HostEvent) -> Bool {
    reports.append(event)
    return true
  }
}

@MainActor
@Suite("Semantic input: a host's native inputs set values through the controls' own path")
struct JSONHostSemanticInputTests {
  private func mount() async -> (JSONHost, ComponentRoot) {
    let host = JSONHost(width: 40, height: 30)
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(NativeInputPanel())
    return (host, root)
  }

  @Test("semantic messages set every built-in control's value through its component")
  func semanticInputDrivesEveryControl() async throws {
    let (host, root) = await mount()
    try await send(
      host, root, #"{"type":"activate","tag":"button"}"#, #"{"type":"activate","tag":"presses"}"#,
      #"{"type":"setOn","tag":"toggle","on":true}"#,
      #"{"type":"setValue","tag":"slider","value":0.6}"#,
      #"{"type":"selectSegment","tag":"segments","index":2}"#,
      #"{"type":"setDate","tag":"date","date":86400}"#,
      #"{"type":"setText","tag":"name","text":"Ada"}"#, #"{"type":"activate","tag":"name"}"#,
      #"{"type":"setText","tag":"password","text":"s3cret"}"#,
      #"{"type":"setText","tag":"notes","text":"one\r\ntwo"}"#,
      #"{"type":"scrollTo","tag":"scroll","x":0,"y":4}"#)
    #expect(try view(host, "presses").text == "presses 1 taps 1")
    #expect(try view(host, "toggle")[.isOn] == true)
    // Snapped to the step, as an arrow key's value is.
    #expect(try view(host, "slider")[.doubleValue] == 0.5)
    #expect(try view(host, "segments")[.selectedIndex] == 2)
    #expect(try view(host, "date")[.date] == Date(timeIntervalSince1970: 86400))
    #expect(try view(host, "name")[.value] == "Ada")
    #expect(try view(host, "password")[.value] == "s3cret")
    #expect(try view(host, "notes")[.value] == "one\ntwo")
    #expect(try view(host, "submitted").text == "submitted Ada scrolled 4.0")
    #expect(host.contentOffset(of: try view(host, "scroll").id) == Point(x: 0, y: 4))
    // A host's value does not move focus.
    #expect(host.focusedView == nil)
    withExtendedLifetime(root) {}
  }

  @Test("a value set by a host leaves the tree as the same value typed would")
  func semanticInputMatchesTyping() async throws {
    let (typed, typedRoot) = await mount()
    let (set, setRoot) = await mount()
    // Typed: click the button, then type into the field and the area.
    let button = try view(typed, "button").absoluteFrame
    try await send(typed, typedRoot, #"{"type":"click","x":\#(button.minX),"y":\#(button.minY)}"#)
    typed.focus(try view(typed, "name").id)
    try await send(typed, typedRoot, #"{"type":"text","text":"Grace"}"#)
    typed.focus(try view(typed, "notes").id)
    try await send(
      typed, typedRoot, #"{"type":"text","text":"a"}"#, #"{"type":"key","key":"enter"}"#,
      #"{"type":"text","text":"b"}"#)
    try await send(
      set, setRoot, #"{"type":"activate","tag":"button"}"#,
      #"{"type":"setText","tag":"name","text":"Grace"}"#,
      #"{"type":"setText","tag":"notes","text":"a\nb"}"#)
    // The caret ends where typing leaves it: after the last character.
    let name = try #require(typed.tree.node(try view(typed, "name").id))
    let setName = try #require(set.tree.node(try view(set, "name").id))
    #expect(setName.caretIndex == name.caretIndex)
    typed.focus(nil)
    #expect(set.json() == typed.json())
    withExtendedLifetime((typedRoot, setRoot)) {}
  }

  @Test("a host's text is remembered until echoed, so a stale echo does not undo it")
  func semanticTextSurvivesStaleEcho() throws {
    let host = JSONHost(width: 20, height: 3)
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    func field(_ text: String) -> some Component {
      TextField("Name", text: text) { _ in }.tag("name")
    }
    root.renderSynchronously(field(""))
    try host.receive(#"{"type":"setText","tag":"name","text":"a"}"#)
    try host.receive(#"{"type":"setText","tag":"name","text":"ab"}"#)
    // The component echoes the first edit after the second was shown.
    root.renderSynchronously(field("a"))
    #expect(try view(host, "name")[.value] == "ab")
    root.renderSynchronously(field("ab"))
    #expect(try view(host, "name")[.value] == "ab")
    // A value from the program, not an echo, wins.
    root.renderSynchronously(field("reset"))
    #expect(try view(host, "name")[.value] == "reset")
  }

  @Test("two-way bindings take a host's values as they take keys")
  func semanticInputReachesBindings() throws {
    let host = JSONHost(width: 20, height: 6)
    let root = ComponentRoot(
      host: host, container: host.rootView, sizeRange: host.sizeRange)
    // Controls with no handler: only the binding takes their edits.
    root.renderSynchronously(
      Stack {
        Toggle("On", isOn: false).tag("toggle")
        TextField("Name", text: "").tag("name")
      })
    let recorder = EditRecorder()
    host.tree.addObserver(recorder)
    #expect(try host.receive(#"{"type":"setOn","tag":"toggle","on":true}"#))
    #expect(try host.receive(#"{"type":"setText","tag":"name","text":"Lin"}"#))
    #expect(recorder.reports == [.toggled(true), .textChanged("Lin")])
    #expect(try view(host, "toggle")[.isOn] == true)
    host.tree.removeObserver(recorder)
    // With neither a handler nor a binding, the control stays controlled.
    #expect(try !host.receive(#"{"type":"setOn","tag":"toggle","on":false}"#))
    #expect(try view(host, "toggle")[.isOn] == true)
  }

  @Test("input that does not fit the view is a typed error and changes nothing")
  func semanticInputErrors() async throws {
    let (host, root) = await mount()
    let before = host.json()
    func expectError(_ message: String, _ expected: (JSONHost) throws -> SemanticInputError)
      throws
    {
      let error = JSONHost.MessageError.semantic(try expected(host))
      #expect(throws: error) { try host.receive(message) }
    }
    func id(_ tag: String) throws -> ViewID { try view(host, tag).id }
    try expectError(#"{"type":"setOn","view":999999,"on":true}"#) { _ in
      .unknownView(ViewID(rawValue: 999_999))
    }
    try expectError(#"{"type":"setOn","tag":"name","on":true}"#) { _ in
      .unsupported(.setOn(true), view: try id("name"), kind: .textField)
    }
    try expectError(#"{"type":"activate","tag":"notes"}"#) { _ in
      .unsupported(.activate, view: try id("notes"), kind: .textArea)
    }
    try expectError(#"{"type":"setValue","tag":"slider","value":1.5}"#) { _ in
      .outOfRange(.setValue(1.5), view: try id("slider"), allowed: "0.0...1.0")
    }
    try expectError(#"{"type":"selectSegment","tag":"segments","index":3}"#) { _ in
      .outOfRange(.selectSegment(3), view: try id("segments"), allowed: "0..<3")
    }
    try expectError(#"{"type":"setText","tag":"name","text":"a\nb"}"#) { _ in
      .outOfRange(.setText("a\nb"), view: try id("name"), allowed: "one line")
    }
    try expectError(#"{"type":"scrollTo","tag":"scroll","x":0,"y":8}"#) { _ in
      .outOfRange(
        .scroll(to: Point(x: 0, y: 8)), view: try id("scroll"),
        allowed: "x in 0.0...0.0, y in 0.0...7.0"
      )
    }
    try expectError(#"{"type":"activate","tag":"disabled"}"#) { _ in .disabled(try id("disabled")) }
    #expect(throws: JSONHost.MessageError.unknownTag("nothing")) {
      try host.receive(#"{"type":"activate","tag":"nothing"}"#)
    }
    #expect(
      throws: JSONHost.MessageError.missing(field: "on", in: #"{"type":"setOn","tag":"toggle"}"#)
    ) {
      try host.receive(#"{"type":"setOn","tag":"toggle"}"#)
    }
    // Not a number is out of every range (NaN is equal to nothing, so
    // match the case).
    let slider = try id("slider")
    let error = #expect(throws: SemanticInputError.self) {
      try host.tree.perform(.setValue(.nan), on: slider)
    }
    guard case .outOfRange(_, slider, "0.0...1.0") = error else {
      Issue.record("expected out of range, got \(String(describing: error))")
      return
    }
    await root.settle()
    #expect(host.json() == before)
    withExtendedLifetime(root) {}
  }
}
