import PropertyBased
import Testing
import Trellis
import TrellisDiff
import TrellisTesting

/// What a random screen shows, from a seed: keyed rows of controls (which
/// model changes insert, remove and reorder), a scroll view, a virtual list
/// and modals, nested ones included.
private struct JournalModel: Sendable, Equatable {
  var rows: [Int]
  /// 0: none, 1: a dialog, 2: a sheet, 3: a dialog presenting another.
  var modal: Int
  var scrollLines: Int
  var showsList: Bool

  init(seed: Int) {
    let count = seed % 6
    rows = (0..<count).map { (seed / 7 + $0 * 5) % 11 }
    if seed % 3 == 0 { rows.reverse() }
    rows = Array(Set(rows)).sorted { ($0 * 7 + seed) % 13 < ($1 * 7 + seed) % 13 }
    modal = (seed / 3) % 5 == 4 ? 0 : (seed / 3) % 4
    scrollLines = 2 + seed % 7
    showsList = seed % 4 != 1
  }
}

/// What the screen keeps in state: changed by its controls.
private struct JournalState: Sendable, Equatable {
  var name = ""
  var isOn = false
  var taps = 0
  var opened = false
}

private struct JournalScreen: StatefulComponent {
  let model: JournalModel
  let list: VirtualList<String, Int>

  func initialState() -> JournalState { JournalState() }

  func body(state: JournalState, scope: Scope<JournalState>) -> some Component {
    Stack(alignment: .start) {
      Text("taps \(state.taps) \(state.isOn ? "on" : "off") \(state.name)")
      Stack(alignment: .start) {
        for row in model.rows { JournalRow(row: row, scope: scope).key(row) }
      }
      TextField("Name", text: state.name) { text in scope.mutate { $0.name = text } }
        .frame(width: 12)
      Button("Open") { scope.mutate { $0.opened = true } }
      ScrollView {
        Stack(alignment: .start) {
          for line in 0..<model.scrollLines { Text("line \(line)") }
        }
      }.frame(width: 12, height: 3)
      if model.showsList { Embedded(list).frame(height: 3) }
    }
    .modal(
      isPresented: model.modal == 1 || model.modal == 3 || state.opened, title: "Dialog",
      onDismiss: { scope.mutate { $0.opened = false } }
    ) {
      TextField("In dialog", text: state.name) { text in scope.mutate { $0.name = text } }
        .frame(width: 10)
        .modal(isPresented: model.modal == 3, title: "Inner") {
          Button("Inner") { scope.mutate { $0.taps += 1 } }
        }
    } actions: {
      Button("Close") { scope.mutate { $0.opened = false } }
    }
    .sheet(isPresented: model.modal == 2, title: "Sheet") {
      Toggle("Sheet", isOn: state.isOn) { isOn in scope.mutate { $0.isOn = isOn } }
    }
  }
}

private struct JournalRow: Component {
  let row: Int
  let scope: Scope<JournalState>

  var body: some Component {
    switch row % 4 {
    case 0: AnyComponent(Button("r\(row)") { scope.mutate { $0.taps += 1 } })
    case 1: AnyComponent(TextField("r\(row)", text: "v\(row)").frame(width: 8))
    case 2:
      AnyComponent(Toggle("t\(row)", isOn: row % 3 == 0) { _ in scope.mutate { $0.taps += 1 } })
    default:
      AnyComponent(
        SegmentedControl(["a", "b"], selection: 0) { _ in scope.mutate { $0.taps += 1 } })
    }
  }
}

/// One thing the user, the host or the program does, from a number.
private enum JournalAction {
  static let keys: [KeyPress] = [
    KeyPress(.tab), KeyPress(.tab, modifiers: .shift), KeyPress(.up), KeyPress(.down),
    KeyPress(.left), KeyPress(.right), KeyPress(.enter), KeyPress(" "), KeyPress("x"),
    KeyPress(.backspace), KeyPress(.escape), KeyPress(.pageDown), KeyPress(.pageUp),
    KeyPress(.home), KeyPress(.end), KeyPress("a", modifiers: .shift),
  ]

  static func semanticInput(_ parameter: Int) -> SemanticInput {
    switch parameter % 7 {
    case 0: .setText("s\(parameter)")
    case 1: .setOn(parameter % 2 == 0)
    case 2: .setValue(Double(parameter % 3) / 2)
    case 3: .selectSegment(parameter % 2)
    case 4: .activate
    default: .scroll(to: Point(x: 0, y: Double(parameter % 4)))
    }
  }
}

@MainActor
@Suite("Change journal: a copy that applies only the journal stays equal to the tree")
struct JournalPropertyTests {
  private static let size = Size(width: 40, height: 16)

  /// Does what `code` says to the screen: a key, a click, the wheel, a
  /// host's semantic input, a model change, a new screen size, or the
  /// pointer held down on a view (a click lets it go).
  private func perform(
    _ code: Int, host: HeadlessHost, root: ComponentRoot, list: VirtualList<String, Int>
  ) async {
    let parameter = code / 8
    let tree = host.tree
    switch code % 8 {
    case 0, 1:
      tree.handleKey(JournalAction.keys[parameter % JournalAction.keys.count])
    case 2:
      let point = Point(x: Double(parameter % 40), y: Double((parameter / 40) % 16))
      host.tap(at: point)
    case 3:
      let ids = tree.mountedIDs
      let target = ids[parameter % ids.count]
      _ = try? tree.perform(JournalAction.semanticInput(parameter / 3), on: target)
    case 4:
      let point = Point(x: Double(parameter % 40), y: Double((parameter / 40) % 16))
      tree.wheel(Point(x: 0, y: parameter % 2 == 0 ? 2 : -1), at: point)
    case 5:
      await root.render(JournalScreen(model: JournalModel(seed: parameter), list: list))
    case 6:
      host.resize(to: Size(width: Double(30 + parameter % 20), height: Double(10 + parameter % 8)))
      root.sizeRange = host.sizeRange
    default:
      tree.pointerPressed(at: Point(x: Double(parameter % 40), y: Double((parameter / 40) % 16)))
    }
    await root.settle()
  }

  @Test("after every frame of random input on random screens, the copy equals the tree")
  func replicaFollowsTree() async throws {
    let actions = Gen.int(in: 0...3_999).array(of: 1...24)
    await propertyCheck(count: 120, input: Gen.int(in: 0...999), actions) { seed, codes in
      let host = HeadlessHost(size: Self.size)
      let replica = JournalReplica(following: host.tree)
      let dataSource = ComponentDataSource<String, Int>(
        sizeRange: SizeRange(width: 20), environment: host.environment
      ) {
        number, _ in Text("item \(number)")
      }
      try? dataSource.applySynchronously(
        Changeset(sectionInserts: [0]), to: [ListSection("", items: Array(0..<(seed % 40)))])
      let list = VirtualList(dataSource)
      let root = ComponentRoot(
        host: host, container: host.rootView, sizeRange: host.sizeRange,
        environment: .characterGrid())
      await root.render(JournalScreen(model: JournalModel(seed: seed), list: list))
      // A reader attached halfway starts from the tree as it is then.
      var late: JournalReplica?
      for (step, code) in ([nil] + codes.map(Optional.some)).enumerated() {
        if let code { await perform(code, host: host, root: root, list: list) }
        if step == codes.count / 2 { late = JournalReplica(following: host.tree) }
        // The host's frame: focus brought in line, then drawn.
        host.tree.syncFocus()
        host.tree.didDisplay()
        let differences =
          replica.differences(from: host.tree) + (late?.differences(from: host.tree) ?? [])
        #expect(differences.isEmpty, "step \(step), action \(code ?? -1): \(differences)")
        if !differences.isEmpty { return }
      }
      #expect(replica.journals.first?.startsFromEmpty == true)
      #expect(replica.journals.dropFirst().allSatisfy { !$0.startsFromEmpty })
    }
  }
}
