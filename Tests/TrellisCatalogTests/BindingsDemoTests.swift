import Testing
import Trellis
import TrellisBinding
import TrellisTerminal

@testable import TrellisCatalog

@MainActor
@Suite("Bindings demo")
struct BindingsDemoTests {
  @Test("the card, clock, counter and table show their models and follow them with no update code")
  func followsTheModels() async throws {
    let host = TerminalHost(width: 80, height: 20)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    let content = BindingsContent()
    content.ticksBySelf = false
    await root.render(BindingsPage(content: content))
    await root.settle()
    let binder = Binder.attached(to: host.tree)
    await binder.settle()
    #expect(binder.failures.isEmpty)
    #expect(host.find(tag: "card-name")?.text == "Apple")
    #expect(host.find(tag: "card-name")?[.text]?.runs.first?.style.foreground == .red)
    #expect(host.find(tag: "card-summary")?.text == "12 in stock")
    #expect(host.find(tag: "clock")?.text == "00:00:00")
    #expect(host.find(tag: "counter")?.text == "0")
    #expect(host.find(text: "Banana") != nil)
    #expect(host.find(text: "11") != nil)

    // The button changes the card's model; the bound labels follow.
    host.tap(tag: "next-fruit")
    await binder.settle()
    #expect(host.find(tag: "card-name")?.text == "Banana")
    #expect(host.find(tag: "card-name")?[.text]?.runs.first?.style.foreground == .yellow)
    #expect(host.find(tag: "card-summary")?.text == "13 in stock")

    // A tick changes the ticker and a row's model: exactly those views follow.
    let before = binder.statistics.applications
    content.tick()
    await binder.settle()
    #expect(host.find(tag: "clock")?.text == "00:00:01")
    #expect(host.find(tag: "counter")?.text == "1")
    #expect(host.find(text: "10") != nil)  // Banana's stock, 11 → 10
    #expect(binder.statistics.applications - before == 3)
  }

  @Test("the bindings screen renders on a terminal")
  func snapshot() async throws {
    let terminal = try await CatalogSnapshot.render(
      page: "bindings", demos: Catalog.demos(), size: TerminalSize(columns: 90, rows: 16))
    let text = CatalogSnapshot.text(of: terminal)
    #expect(text.contains("Apple"))
    // The clock ticks by itself here: on a loaded machine a second may
    // pass before the frame is drawn.
    #expect(text.contains("00:00:0"))
    #expect(text.contains("Blueberry"))
  }
}
