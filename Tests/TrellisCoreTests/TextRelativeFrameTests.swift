import Testing
import Trellis
import TrellisTesting

/// `frame(characters:lines:)` and `frame(minCharacters:)` size a component
/// in the host's text — a cell on a grid, a digit's width and a line's
/// height on a pixel host — so a label column or a box has the same room
/// for its text on every host (issue 29: catalog pages in the browser).
@MainActor
@Suite("Frames in characters and lines of the host's text")
struct TextRelativeFrameTests {
  private func frames(
    _ units: HostUnits, @ComponentBuilder content: () -> some Component
  ) async throws -> (Rect, Rect) {
    let host = HeadlessHost(size: Size(width: 200, height: 60), environment: units.environment)
    let root = ComponentRoot(host: host, container: host.rootView, sizeRange: host.sizeRange)
    await root.render(Stack(alignment: .start) { content() })
    return (
      try #require(host.find(tag: "a")).absoluteFrame,
      try #require(host.find(tag: "b")).absoluteFrame
    )
  }

  @Test(
    "a label column is N characters wide and a box N lines high on every host",
    arguments: HostUnits.allCases)
  func charactersAndLinesAreTheHostsText(units: HostUnits) async throws {
    let environment = units.environment
    let (label, box) = try await frames(units) {
      Stack(.horizontal) {
        Text("Name").tag("a").frame(characters: 10)
        Text("field")
      }
      Stack {}.tag("b").frame(characters: 3, lines: 2)
    }
    let tolerance = 1 / environment.pointScale
    #expect(abs(label.width - 10 * environment.characterWidth) <= tolerance)
    #expect(abs(box.width - 3 * environment.characterWidth) <= tolerance)
    #expect(abs(box.height - 2 * environment.lineHeight) <= tolerance)
    if units == .characterGrid {
      #expect(label.width == 10 && box.width == 3 && box.height == 2, "cells on a grid")
    }
  }

  @Test(
    "the content fills the frame, and a least width keeps text from shrinking to a sliver",
    arguments: HostUnits.allCases)
  func contentFillsAndMinimumHolds(units: HostUnits) async throws {
    let environment = units.environment
    let (image, summary) = try await frames(units) {
      Image(named: "logo", altText: "Logo").tag("a").frame(characters: 8, lines: 3)
      Stack(.horizontal) {
        Stack {}.frame(width: .points(190))
        Text("a summary that would shrink").tag("b").frame(minCharacters: 20)
          .flex(grow: 1, shrink: 1)
      }
    }
    let tolerance = 1 / environment.pointScale
    #expect(abs(image.height - 3 * environment.lineHeight) <= tolerance, "filled, not its own size")
    #expect(abs(image.width - 8 * environment.characterWidth) <= tolerance)
    #expect(summary.width >= 20 * environment.characterWidth - tolerance)
  }
}
