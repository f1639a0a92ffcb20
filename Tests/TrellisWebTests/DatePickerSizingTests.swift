import Foundation
import Testing
import Trellis
import TrellisWeb

/// Date pickers in a browser are Chromium's native inputs, which draw the
/// locale's form (`mm/dd/yyyy`, `hh:mm AM`) beside a picker button: the
/// web host sizes them for that, not for the grid's ISO digits (which
/// clipped them to "11/18/202" and "11:0").
@MainActor
@Suite("Date picker sizing")
struct DatePickerSizingTests {
  /// The width a web host lays a picker of `mode` out at.
  private func width(of mode: DatePickerMode) throws -> Double {
    let host = WebHost(size: Size(width: 600, height: 200), environment: TestFonts.environment) {
      _ in
    }
    let root = ComponentRoot(
      host: host, container: host.tree.rootView, sizeRange: host.tree.sizeRange)
    root.renderSynchronously(
      Stack(alignment: .start) {
        DatePicker(Date(timeIntervalSince1970: 0), mode: mode).tag("picker")
      })
    host.drawFrame()
    let picker = try #require(host.find(tag: "picker"))
    return try #require(host.tree.absoluteFrame(of: picker.id)).size.width
  }

  @Test(
    "a pixel host gives a date picker room for the form its control draws",
    arguments: [
      // Chromium's natural widths of the inputs at 16 px DejaVu Sans with
      // the page's border and padding (measured in headless Chromium).
      (DatePickerMode.date, 160.0), (.time, 122), (.dateAndTime, 250),
    ])
  func datePickerFitsItsDrawnForm(mode: DatePickerMode, chromiumWidth: Double) throws {
    let measurer = TestFonts.environment.textMeasurer
    let metrics = ControlMetrics.webPixels
    let drawn = measurer.lineWidth(of: metrics.datePickerTemplates[mode])
    let width = try width(of: mode)
    // Frames are whole CSS pixels.
    #expect(width >= (drawn + metrics.datePickerChromeWidth).rounded())
    #expect(width >= chromiumWidth)
    #expect(width > measurer.lineWidth(of: DatePickerTemplates.iso[mode]) + 40)
  }

  @Test("a grid host keeps sizing pickers for their ISO digits, without chrome")
  func gridMetricsKeepISODigits() {
    #expect(ControlMetrics.characterGrid.datePickerTemplates == .iso)
    #expect(ControlMetrics.characterGrid.datePickerChromeWidth == 0)
  }
}
