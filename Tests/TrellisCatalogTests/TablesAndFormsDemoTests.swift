import TerminalTestSupport
import Testing
import Trellis
import TrellisTables
import TrellisTerminal

@testable import TrellisCatalog

/// A demo's embedded content on a terminal host, driven by keys and clicks
/// and drawn into a memory terminal: views found by identifier.
extension TerminalScreen {
  func view(identifier: String) throws -> ViewID {
    try #require(host.find(identifier: identifier)?.id)
  }

  func click(identifier: String) throws {
    let frame = try #require(host.absoluteFrame(of: try view(identifier: identifier)))
    click(column: Int(frame.minX) + 1, row: Int(frame.minY))
  }
}

@MainActor
@Suite("Tables and forms demos")
struct TablesAndFormsDemoTests {
  @Test("licence query: 查询 validates, moves the focus to the field, then shows the result")
  func licenceQuery() async throws {
    let screen = TerminalScreen(width: 70, height: 10)
    let formView = FormView(form: FormsLicenceDemo.form, width: 80, environment: .characterGrid())
    await screen.root.render(Embedded(formView))
    try screen.click(identifier: "query")
    await formView.settle()
    #expect(screen.draw().contains { $0.contains("⚠ Enter your licence number") })
    #expect(screen.host.focusedView == (try screen.view(identifier: "licence")))

    // Typed lower-case and with a dash: the field keeps digits and X only.
    screen.type("11010119900307-123x")
    await formView.settle()
    #expect(formView.form.value(for: "licence") == .text("11010119900307123X"))
    try screen.click(identifier: "query")
    await formView.settle()
    let lines = screen.draw()
    #expect(!lines.contains { $0.contains("⚠") })
    let result = LicenceRegistry.lookUp("11010119900307123X")
    #expect(lines.contains { $0.contains(result) })
  }

  @Test("trip: the pair needs two different cities; swap turns the trip around")
  func trip() async throws {
    let screen = TerminalScreen(width: 70, height: 12)
    let formView = FormView(form: FormsTripDemo.form, width: 80, environment: .characterGrid())
    await screen.root.render(Embedded(formView))
    try screen.click(identifier: "route")
    screen.type("Lisbon")
    try screen.click(identifier: "route.to")
    screen.type("lisbon")
    await formView.settle()
    try screen.click(identifier: "search")
    await formView.settle()
    #expect(screen.draw().contains { $0.contains("⚠ Pick two different cities") })
    try screen.click(identifier: "route.to")
    screen.host.handle(.key(KeyEvent(.end)))
    for _ in 0..<6 { screen.host.handle(.key(KeyEvent(.backspace))) }
    screen.type("Porto")
    try screen.click(identifier: "route.swap")
    await formView.settle()
    try screen.click(identifier: "search")
    await formView.settle()
    #expect(screen.draw().contains { $0.contains("Porto → Lisbon") })
  }

  @Test("tables: the buttons change the live section, keys and clicks run actions")
  func tables() async throws {
    let demo = try #require(Catalog.demos().first { $0.id == "tables" })
    let screen = TerminalScreen(width: 60, height: 14)
    await screen.root.render(demo.makePage())
    await screen.root.settle()
    var lines = screen.draw()
    let add = try #require(lines.firstIndex { $0.contains("Add a row") })
    screen.host.handle(.mouse(MouseEvent(.press(.left), column: 20, row: add)))
    screen.host.handle(.mouse(MouseEvent(.release(.left), column: 20, row: add)))
    lines = screen.draw()
    #expect(lines.contains { $0.contains("New row 1") })
    #expect(lines.contains { $0.contains("added row 1") })

    // The click left the keyboard on "Add a row": Tab to the list, then
    // down past "Remove the last row" and "New row 1" to Apple, and Enter.
    screen.host.handle(.key(KeyEvent(.tab)))
    for _ in 0..<3 { screen.host.handle(.key(KeyEvent(.down))) }
    screen.host.handle(.key(KeyEvent(.enter)))
    lines = screen.draw()
    #expect(lines.contains { $0.contains("tapped Apple at [1, 0]") })
  }
}
