public import Trellis
public import TrellisFonts

extension LayoutEnvironment {
  /// The browser host's environment: text measured by `measurer` (the
  /// page draws with the same fonts, served as web fonts), frames rounded
  /// to whole CSS pixels (`pointScale` 1) and ``ControlMetrics/webPixels``.
  ///
  /// CSS pixels, not device pixels: the page's layout unit is the CSS
  /// pixel whatever the device pixel ratio, so rounding to it keeps every
  /// frame on the grid the browser lays out on.
  public static func webPixels(measurer: ProportionalTextMeasurer) -> LayoutEnvironment {
    LayoutEnvironment(textMeasurer: measurer, pointScale: 1, controlMetrics: .webPixels)
  }
}

extension ControlMetrics {
  /// The geometry of the web client's controls, in CSS pixels at a 16 px
  /// font (see `trellis.js` and the page's style sheet, which draw them):
  ///
  /// | Control | Value |
  /// |---|---|
  /// | switch before its label | 40 (a 32 px switch and an 8 px gap) |
  /// | button, badge, segment padding | 12, 6, 10 |
  /// | segment separator | 1 |
  /// | slider length, thickness, thumb | 160, 20, 16 |
  /// | activity indicator | 20 × 20 |
  /// | progress bar least length, thickness | 80, 8 |
  /// | divider | 1 |
  /// | text input least width, caret | 120, 2 |
  /// | arrow-key scroll, page overlap | 40, 40 |
  /// | dialog padding (horizontal, vertical), title chrome | 24, 16, 48 |
  /// | sheet padding (horizontal, top), modal action spacing | 24, 16, 12 |
  /// | spacing step (a composite's gaps and padding) | 8 |
  /// | date picker text | `mm/dd/yyyy`, `hh:mm AM`, `mm/dd/yyyy, hh:mm AM` |
  /// | date picker chrome (border, padding, picker button) | 60 |
  /// | scroll bar (the page's style sheet draws it this wide) | 8 |
  ///
  /// Date pickers are Chromium's native inputs, which draw the browser's
  /// locale form (US English's is the widest common one) with a calendar
  /// or clock button: at 16 px DejaVu Sans their natural widths are 160,
  /// 122 and 250 px, which the templates plus 60 px cover.
  public static let webPixels = ControlMetrics(
    toggleChromeWidth: 40, buttonPadding: 12, badgePadding: 6,
    segmentPadding: 10, segmentSeparatorWidth: 1,
    sliderLength: 160, sliderThickness: 20, sliderThumbLength: 16,
    activityIndicatorSize: Size(width: 20, height: 20), progressBarMinLength: 80,
    progressBarThickness: 8, dividerThickness: 1, textInputMinWidth: 120, caretWidth: 2,
    lineStep: 40, pageOverlap: 40,
    dialogHorizontalPadding: 24, dialogVerticalPadding: 16, dialogTitleChromeWidth: 48,
    sheetHorizontalPadding: 24, sheetTopPadding: 16, modalActionSpacing: 12,
    spacingStep: 8,
    datePickerTemplates: DatePickerTemplates(
      date: "mm/dd/yyyy", time: "hh:mm AM", dateAndTime: "mm/dd/yyyy, hh:mm AM"),
    datePickerChromeWidth: 60, scrollBarWidth: 8)
}
