import Foundation
import Testing
import Trellis
import TrellisDiff

/// The core's controls, each keeping its value in state, laid out as a
/// host's environment says: what the units tests drive through the JSON
/// host, once on a character grid and once at pixel scale with
/// proportional text.
private struct UnitsPanel: StatefulComponent {
  struct Values: Equatable, Sendable {
    var name = ""
    var narrow = ""
    var notes = ""
    var isOn = false
    var level = 0.0
    var segment = 0
    var date = Date(timeIntervalSince1970: 0)
  }

  /// The narrow field's width and the text area's, in the host's units.
  let narrowWidth: Double
  let areaWidth: Double

  func initialState() -> Values { Values() }

  func body(state: Values, scope: Scope<Values>) -> some Component {
    Stack(alignment: .start) {
      TextField("Name", text: state.name) { text in scope.mutate { $0.name = text } }
        .tag("name")
      TextField("", text: state.narrow) { text in scope.mutate { $0.narrow = text } }
        .frame(width: .points(narrowWidth)).tag("narrow")
      TextArea("Notes", text: state.notes, minLines: 2) { text in
        scope.mutate { $0.notes = text }
      }.frame(width: .points(areaWidth)).tag("notes")
      Toggle("Wi-Fi", isOn: state.isOn) { value in scope.mutate { $0.isOn = value } }
        .tag("toggle")
      Slider(value: state.level, in: 0...10, step: 1) { value in
        scope.mutate { $0.level = value }
      }.tag("slider")
      SegmentedControl(["One", "Two", "Three"], selection: state.segment) { index in
        scope.mutate { $0.segment = index }
      }.tag("segments")
      DatePicker(state.date, mode: .date) { date in scope.mutate { $0.date = date } }
        .tag("date")
      ActivityIndicator().tag("spinner")
      Divider().tag("rule")
      // A bar grows along its stack: in a row, across.
      Stack(.horizontal) { ProgressBar(value: 0.5).tag("progress") }
    }
  }
}

@MainActor
@Suite("Units and text are the host's: the core's controls on a grid and at pixel scale")
struct HostUnitsTests {
  private func mount(_ units: HostUnits) async -> (JSONHost, ComponentRoot) {
    let host = JSONHost(width: 60, height: 40, environment: units.environment)
    // No environment given: the root takes the host's.
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let grid = units == .characterGrid
    // Each the host's least width for a text input: 10 cells, 6.5 points.
    await root.render(UnitsPanel(narrowWidth: grid ? 10 : 6.5, areaWidth: grid ? 10 : 6.5))
    return (host, root)
  }

  private func click(
    _ host: JSONHost, _ root: ComponentRoot, x: Double, y: Double, shift: Bool = false
  )
    async throws
  {
    let modifiers = shift ? #","modifiers":["shift"]"# : ""
    try await send(host, root, #"{"type":"click","x":\#(x),"y":\#(y)\#(modifiers)}"#)
  }

  private func node(_ host: JSONHost, _ tag: String) throws -> HostViewNode {
    try #require(host.tree.node(try view(host, tag).id))
  }

  /// Whether two lengths are the same to within rounding to the host's
  /// grid (frames are rounded to `1 / pointScale`, text up).
  private func close(_ a: Double, _ b: Double, _ units: HostUnits) -> Bool {
    abs(a - b) < 1 / units.environment.pointScale
  }

  @Test(
    "the host's environment reaches the root, the tree and every behaviour",
    arguments: HostUnits.allCases)
  func environmentComesFromTheHost(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    #expect(root.environment.controlMetrics == units.environment.controlMetrics)
    #expect(root.environment.pointScale == units.environment.pointScale)
    #expect(host.environment.controlMetrics == units.environment.controlMetrics)
  }

  @Test(
    "a text field's caret and selection land where the host's text puts each character",
    arguments: HostUnits.allCases)
  func textFieldCaretAndSelection(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    let measurer = units.environment.textMeasurer
    host.focus(try view(host, "name").id)
    try await send(host, root, #"{"type":"text","text":"Wiki lit"}"#)
    let field = try view(host, "name").absoluteFrame
    let y = field.minY + field.height / 2
    let third = measurer.lineWidth(of: "Wik")
    let advance = measurer.lineWidth(of: "i")
    // The left part of the fourth character puts the caret before it,
    // the right part after it.
    try await click(host, root, x: field.minX + third + 0.4 * advance, y: y)
    #expect(try node(host, "name").caretIndex == 3)
    try await click(host, root, x: field.minX + third + 0.6 * advance, y: y)
    #expect(try node(host, "name").caretIndex == 4)
    // Shift extends a selection from there; Shift-← shrinks it.
    try await click(
      host, root, x: field.minX + measurer.lineWidth(of: "Wiki l") + 0.1 * advance, y: y,
      shift: true)
    #expect(try node(host, "name").selection == 4..<6)
    try await send(host, root, #"{"type":"key","key":"left","modifiers":["shift"]}"#)
    #expect(try node(host, "name").selection == 4..<5)
    // The field is as wide as its text, and at least the host's least width.
    #expect(
      close(
        field.width,
        max(units.environment.controlMetrics.textInputMinWidth, measurer.lineWidth(of: "Wiki lit")),
        units))
  }

  @Test(
    "a text field scrolls its text by the host's widths so the caret shows",
    arguments: HostUnits.allCases)
  func textFieldScrollsInside(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    let environment = units.environment
    host.focus(try view(host, "narrow").id)
    try await send(host, root, #"{"type":"text","text":"abcdefghijklmnop"}"#)
    let field = try view(host, "narrow").absoluteFrame
    let scroll = TextInputBehavior.scroll(
      caretX: environment.textMeasurer.lineWidth(of: "abcdefghijklmnop"), width: field.width,
      in: environment)
    // Grid: 16 cells in 10, a cell kept for the caret; pixels: 9.78
    // points (the i and l are narrow) in 6.5, a quarter point kept.
    #expect(abs(scroll - (units == .characterGrid ? 7 : 3.53)) < 1e-9)
    // A click near the field's left edge: on the grid, on the left of the
    // eighth character; at pixels, on the right part of the sixth (3.1 to
    // 3.72 points), so after it.
    try await click(host, root, x: field.minX + 0.1, y: field.minY + field.height / 2)
    #expect(try node(host, "narrow").caretIndex == (units == .characterGrid ? 7 : 6))
  }

  @Test(
    "a text area wraps, moves between lines and takes clicks in the host's text",
    arguments: HostUnits.allCases)
  func textAreaLinesAndCaret(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    let environment = units.environment
    host.focus(try view(host, "notes").id)
    try await send(host, root, #"{"type":"text","text":"aaaa bbbb cc"}"#)
    let area = try view(host, "notes").absoluteFrame
    let layout = TextLayout("aaaa bbbb cc", width: area.width, measurer: environment.textMeasurer)
    #expect(layout.lines == [0..<9, 10..<12])
    // At least two lines of the host's text high.
    #expect(close(area.height, 2 * environment.lineHeight, units))
    // ↑ keeps the caret's x: after "cc" is after "aa" above.
    try await send(host, root, #"{"type":"key","key":"up"}"#)
    #expect(try node(host, "notes").caretIndex == 2)
    try await send(host, root, #"{"type":"key","key":"down"}"#)
    #expect(try node(host, "notes").caretIndex == 12)
    // A click on the second line, in the left part of its first character.
    let advance = environment.textMeasurer.lineWidth(of: "c")
    try await click(
      host, root, x: area.minX + 0.3 * advance, y: area.minY + 1.5 * environment.lineHeight)
    #expect(try node(host, "notes").caretIndex == 10)
  }

  @Test(
    "a switch takes the host's chrome before its label and flips on a click",
    arguments: HostUnits.allCases)
  func toggleChrome(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    let environment = units.environment
    let toggle = try view(host, "toggle").absoluteFrame
    let expected =
      environment.controlMetrics.toggleChromeWidth + environment.textMeasurer.lineWidth(of: "Wi-Fi")
    #expect(close(toggle.width, expected, units))
    if units == .characterGrid { #expect(toggle.width == 9) }
    try await click(host, root, x: toggle.minX + 0.25, y: toggle.minY + toggle.height / 2)
    #expect(try view(host, "toggle")[.isOn] == true)
  }

  @Test(
    "a slider's value and its thumb's position map onto each other on the host's track",
    arguments: HostUnits.allCases)
  func sliderValueAndPosition(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    let environment = units.environment
    let metrics = environment.controlMetrics
    let slider = try view(host, "slider").absoluteFrame
    #expect(slider.width == metrics.sliderLength)
    #expect(slider.height == metrics.sliderThickness)
    let travel = slider.width - metrics.sliderThumbLength
    let y = slider.minY + slider.height / 2
    // The thumb's middle under the pointer, halfway along: 5 of 0...10.
    try await click(host, root, x: slider.minX + metrics.sliderThumbLength / 2 + travel / 2, y: y)
    #expect(try view(host, "slider")[.doubleValue] == 5)
    try await click(host, root, x: slider.maxX - 0.01, y: y)
    #expect(try view(host, "slider")[.doubleValue] == 10)
    try await click(host, root, x: slider.minX, y: y)
    #expect(try view(host, "slider")[.doubleValue] == 0)
    // Every step's thumb position, read back, is that step.
    var attributes = try view(host, "slider").attributes
    for step in 0...10 {
      attributes[.doubleValue] = Double(step)
      let offset = SliderBehavior.thumbOffset(
        attributes, trackLength: slider.width, in: environment)
      #expect(offset == environment.rounded(offset))
      let value = SliderBehavior.value(
        at: offset + metrics.sliderThumbLength / 2, trackLength: slider.width,
        attributes: attributes, in: environment)
      #expect(value == Double(step))
    }
  }

  @Test(
    "a segmented control is as wide as its segments and hit-tests by them",
    arguments: HostUnits.allCases)
  func segmentsHitTesting(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    let environment = units.environment
    let control = try view(host, "segments").absoluteFrame
    let spans = SegmentedControlBehavior.spans(["One", "Two", "Three"], in: environment)
    #expect(close(control.width, try #require(spans.last).upperBound, units))
    if units == .characterGrid {
      #expect(spans == [0..<5, 6..<11, 12..<19])
    }
    let y = control.minY + control.height / 2
    for index in [2, 0, 1] {
      let span = spans[index]
      try await click(host, root, x: control.minX + (span.lowerBound + span.upperBound) / 2, y: y)
      #expect(try view(host, "segments")[.selectedIndex] == index)
    }
    // The separator between two segments belongs to neither.
    let gap = spans[0].upperBound + environment.controlMetrics.segmentSeparatorWidth / 2
    try await click(host, root, x: control.minX + gap, y: y)
    #expect(try view(host, "segments")[.selectedIndex] == 1)
  }

  @Test(
    "a date picker is as wide as its value in the host's text and one line high",
    arguments: HostUnits.allCases)
  func datePickerSize(units: HostUnits) async throws {
    let (host, root) = await mount(units)
    let environment = units.environment
    let picker = try view(host, "date").absoluteFrame
    #expect(close(picker.width, environment.textMeasurer.lineWidth(of: "1970-01-01"), units))
    #expect(close(picker.height, environment.lineHeight, units))
    if units == .characterGrid { #expect(picker.size == Size(width: 10, height: 1)) }
    host.focus(try view(host, "date").id)
    try await send(host, root, #"{"type":"key","key":"right"}"#, #"{"type":"key","key":"up"}"#)
    #expect(
      try view(host, "date")[.date]
        == Calendar(identifier: .gregorian).date(
          byAdding: .month, value: 1, to: Date(timeIntervalSince1970: 0)))
  }

  @Test(
    "an activity indicator, a rule and a progress bar take the host's sizes",
    arguments: HostUnits.allCases)
  func indicatorSizes(units: HostUnits) async throws {
    let (host, _) = await mount(units)
    let metrics = units.environment.controlMetrics
    #expect(try view(host, "spinner").absoluteFrame.size == metrics.activityIndicatorSize)
    #expect(try view(host, "rule").absoluteFrame.height == metrics.dividerThickness)
    let progress = try view(host, "progress").absoluteFrame
    #expect(progress.height == metrics.progressBarThickness)
    #expect(progress.width >= metrics.progressBarMinLength)
  }

  @Test(
    "arrows scroll by the host's line step and pages keep its overlap",
    arguments: HostUnits.allCases)
  func scrollingSteps(units: HostUnits) async throws {
    let environment = units.environment
    let metrics = environment.controlMetrics
    let host = JSONHost(width: 20, height: 40, environment: environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(
      ScrollView {
        Stack(alignment: .start) {
          for row in 0..<30 { Text("row \(row)") }
        }
      }.frame(width: 10, height: .points(5 * environment.lineHeight)).tag("scroll"))
    let scroll = try view(host, "scroll").id
    let height = try view(host, "scroll").absoluteFrame.height
    try await send(host, root, #"{"type":"key","key":"down"}"#)
    #expect(host.contentOffset(of: scroll).y == metrics.lineStep)
    try await send(host, root, #"{"type":"key","key":"pageDown"}"#)
    #expect(host.contentOffset(of: scroll).y == metrics.lineStep + height - metrics.pageOverlap)
    try await send(host, root, #"{"type":"key","key":"up"}"#)
    #expect(host.contentOffset(of: scroll).y == height - metrics.pageOverlap)
    try await send(host, root, #"{"type":"key","key":"home"}"#)
    #expect(host.contentOffset(of: scroll).y == 0)
  }

  @Test("a list scrolls by the host's line step", arguments: HostUnits.allCases)
  func listLineStep(units: HostUnits) async throws {
    let host = JSONHost(width: 20, height: 10, environment: units.environment)
    let source = ComponentDataSource<Int, Int>(
      sizeRange: SizeRange(width: 20), environment: host.environment
    ) { number, _ in Text("row \(number)") }
    try source.applySynchronously(
      Changeset(sectionInserts: [0]), to: [ListSection(0, items: Array(0..<50))])
    let list = ListMounter(
      dataSource: source, host: host, parent: host.rootView,
      frame: Rect(x: 0, y: 0, width: 20, height: 10))
    host.focus(list.listView)
    #expect(try host.receive(#"{"type":"key","key":"down"}"#))
    #expect(list.contentOffset == units.environment.controlMetrics.lineStep)
    #expect(try host.receive(#"{"type":"key","key":"up"}"#))
    #expect(list.contentOffset == 0)
    list.invalidate()
  }

  @Test(
    "buttons, badges and a dialog's panel take the host's padding", arguments: HostUnits.allCases)
  func chromePadding(units: HostUnits) throws {
    let environment = units.environment
    let metrics = environment.controlMetrics
    let measurer = environment.textMeasurer
    let host = JSONHost(width: 60, height: 30, environment: environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    root.renderSynchronously(
      Stack(alignment: .start) {
        Button("Save") {}.tag("button")
        Badge("12").tag("badge")
      }.presenting(
        Modal(.dialog, title: "A rather long title") {
          Text("Sure?").tag("question")
        } actions: {
          Button("OK") {}.tag("ok")
          Button("Cancel") {}.tag("cancel")
        }))
    let button = try view(host, "button").absoluteFrame
    #expect(close(button.width, measurer.lineWidth(of: "Save") + 2 * metrics.buttonPadding, units))
    let badge = try view(host, "badge").absoluteFrame
    #expect(close(badge.width, measurer.lineWidth(of: "12") + 2 * metrics.badgePadding, units))
    let panel = try #require(host.findAll(kind: .dialog).first).absoluteFrame
    // At least the title and its frame wide (to the host's grid); the
    // content inset by the padding.
    let titled = measurer.lineWidth(of: "A rather long title") + metrics.dialogTitleChromeWidth
    #expect(panel.width > titled - 1 / environment.pointScale)
    let question = try view(host, "question").absoluteFrame
    #expect(close(question.minX - panel.minX, metrics.dialogHorizontalPadding, units))
    #expect(close(question.minY - panel.minY, metrics.dialogVerticalPadding, units))
    // The actions are spaced apart by the host's spacing.
    let ok = try view(host, "ok").absoluteFrame
    let cancel = try view(host, "cancel").absoluteFrame
    #expect(close(cancel.minX - ok.maxX, metrics.modalActionSpacing, units))
    withExtendedLifetime(root) {}
  }
}
