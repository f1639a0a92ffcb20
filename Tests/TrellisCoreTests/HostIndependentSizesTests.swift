import Testing
import Trellis
import TrellisTesting

/// Issue 29: no numbers in the core that are really terminal cells. A
/// column layout in characters gives its columns room for the same text on
/// every host, and a progress bar with a label is a line of the host's text
/// high; on the character grid both are what they always were.
@MainActor
@Suite("Sizes in the host's text: columns in characters, a labelled progress bar a line high")
struct HostIndependentSizesTests {
  private func frame(
    of component: some Component, tag: String, in units: HostUnits
  ) async throws -> Rect {
    let host = HeadlessHost(size: Size(width: 400, height: 60), environment: units.environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Stack(alignment: .start) { component })
    return try #require(host.find(tag: tag)).absoluteFrame
  }

  static let inCharacters = ColumnLayout(
    [.fixed(7), .flexible(minimum: 3), .fixed(5, alignment: .trailing)], spacing: 2,
    unit: .text)

  @Test(
    "a column layout in characters: fixed columns, minimums and spacing are characters of the host's text",
    arguments: HostUnits.allCases)
  func columnsInCharactersAreTheHostsText(units: HostUnits) async throws {
    let character = units.environment.characterWidth
    let layout = Self.inCharacters
    #expect(layout.naturalWidth(characterWidth: character) == (7 + 3 + 5 + 2 * 2) * character)
    // 40 characters: 7 and 5 fixed, two gaps of 2, the flexible column the 24 left;
    // each length on the host's grid (the flexible column takes what the
    // rounded fixed columns and gaps leave: within two grid steps).
    let scale = units.environment.pointScale
    let spans = layout.spans(inWidth: 40 * character, scale: scale, characterWidth: character)
    let widths: [Double] = [7, 24, 5]
    let positions: [Double] = [0, 9, 35]
    for (index, span) in spans.enumerated() {
      #expect(abs(span.width - widths[index] * character) <= 2 / scale, "column \(index)")
      #expect(abs(span.x - positions[index] * character) <= 2 / scale, "column \(index)")
    }
    if units == .characterGrid {
      #expect(spans.map(\.width) == widths && spans.map(\.x) == positions, "cells on a grid")
    }

    // Laid out, a row that cannot fill is its natural width in characters.
    let fixedOnly = ColumnLayout([.fixed(7), .fixed(5)], spacing: 2, unit: .text)
    let row = try await frame(
      of: ColumnRow(fixedOnly, ["1", "2"]).tag("row"), tag: "row", in: units)
    let tolerance = 1 / units.environment.pointScale
    #expect(abs(row.width - 14 * character) <= tolerance)
    if units == .characterGrid {
      #expect(row.width == 14, "cells on a grid, as a layout in the host's units")
      let hostUnits = ColumnLayout(layout.columns, spacing: 2)
      #expect(
        layout.spans(inWidth: 40, scale: 1, characterWidth: 1)
          == hostUnits.spans(inWidth: 40, scale: 1, characterWidth: 1))
    }
  }

  @Test("a layout in characters in the host's units: each length times the character's width")
  func inHostUnitsScalesEveryLength() {
    let resolved = Self.inCharacters.inHostUnits(characterWidth: 9.5)
    #expect(resolved.unit == .host)
    #expect(resolved.spacing == 19)
    #expect(
      resolved.columns.map(\.width) == [
        .fixed(66.5), .flexible(weight: 1, minimum: 28.5), .fixed(47.5),
      ])
    #expect(resolved.columns.map(\.alignment) == [.leading, .leading, .trailing])
    let host = ColumnLayout([.fixed(7)], spacing: 2)
    #expect(host.inHostUnits(characterWidth: 9.5) == host, "already in the host's units")
    #expect(
      Self.inCharacters.inHostUnits(characterWidth: .nan).naturalWidth(characterWidth: 1) == 0)
  }

  @Test(
    "a progress bar with a label is a line of the host's text high; without one, its thickness",
    arguments: HostUnits.allCases)
  func progressBarLabelTakesALine(units: HostUnits) async throws {
    let environment = units.environment
    // In a row, where the bar grows along the row and keeps its own height.
    let labelled = try await frame(
      of: Stack(.horizontal, alignment: .start) {
        ProgressBar(value: 0.5, label: "Copying").tag("bar")
      }, tag: "bar", in: units)
    let bare = try await frame(
      of: Stack(.horizontal, alignment: .start) { ProgressBar(value: 0.5).tag("bar") },
      tag: "bar", in: units)
    let thickness = environment.controlMetrics.progressBarThickness
    let tolerance = 1 / environment.pointScale
    #expect(abs(labelled.height - max(thickness, environment.lineHeight)) <= tolerance)
    #expect(bare.height == thickness)
    if units == .characterGrid {
      #expect(labelled.height == 1 && bare.height == 1, "one row on a grid, as before")
    } else {
      #expect(labelled.height > bare.height, "the label's line, not the bar's thickness")
    }
  }
}
