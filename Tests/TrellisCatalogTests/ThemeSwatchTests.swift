import Foundation
import Testing
import Trellis
import TrellisTerminal
import TrellisTesting

@testable import TrellisCatalog

/// Issue 29: the Themes demo's "background" swatch was invisible on its
/// own background. Every palette role is now a chip of its colour with an
/// edge on each side, and its name beside it.
@MainActor
@Suite("Themes demo: colour swatches")
struct ThemeSwatchTests {
  @Test("every role's swatch shows its name beside a chip with an edge on each side")
  func everySwatchHasItsNameAndEdges() async throws {
    let host = HeadlessHost(size: Size(width: 100, height: 30))
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(ThemesDemo.make().makePage())
    for role in ColorRole.allCases {
      let name = role.rawValue
      #expect(host.find(tag: "name-\(name)")?.text == name)
      let chip = try #require(host.find(tag: "chip-\(name)"), "\(name)").absoluteFrame
      #expect(chip.size == Size(width: 3, height: 1))
      let edges = host.findAll(kind: .text).filter { $0.tag == "edge-\(name)" }
        .map(\.absoluteFrame).sorted { $0.minX < $1.minX }
      #expect(edges.count == 2)
      #expect(edges.first?.maxX == chip.minX && edges.last?.minX == chip.maxX, "\(name)")
    }
  }

  @Test(
    "on the terminal every chip's edges show on the page, and every chip but the page's differs from it",
    arguments: [Theme.dark, Theme.light])
  func chipsShowOnTheTerminal(theme: Theme) async throws {
    let terminal = try await CatalogSnapshot.render(
      page: "themes", demos: Catalog.demos(), size: TerminalSize(columns: 100, rows: 30),
      timeZone: try #require(TimeZone(identifier: "UTC")), theme: theme)
    let cells = terminal.cells
    let scheme = TerminalColorScheme.dark
    let page = scheme.resolve(
      cells[cells.width - 1, cells.height - 1].style.background, isForeground: false)
    var chips = 0
    for row in 0..<cells.height {
      for column in 0..<(cells.width - 4) where cells[column, row].grapheme == "▕" {
        guard cells[column + 4, row].grapheme == "▏" else { continue }
        chips += 1
        for edge in [column, column + 4] {
          let style = cells[edge, row].style
          let shown = scheme.resolve(style.foreground, isForeground: true)
          #expect(
            ContrastRatio.between(shown, page) >= 2.5, "\(theme.name): edge at \(edge),\(row)")
        }
        let label =
          (column + 6..<min(cells.width, column + 16)).map { String(cells[$0, row].grapheme) }
          .joined().split(separator: " ").first.map(String.init) ?? ""
        let chip = scheme.resolve(cells[column + 2, row].style.background, isForeground: false)
        if label != "background" {
          #expect(chip != page, "\(theme.name): the \(label) chip is the page")
        }
      }
    }
    #expect(chips == ColorRole.allCases.count)
  }
}
